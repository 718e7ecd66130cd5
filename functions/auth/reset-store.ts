/**
 * Password-reset links: a random token e-mailed to the person; only its digest is stored, for an
 * hour (TTL), and it is used once. Asking again replaces nothing: each link works until it expires
 * or one of them is used (using one removes the person's others).
 */

import { cancellationReasons } from '../lib/aws/dynamo';
import { sha256Base64url } from '../lib/hash';
import { collections, keys } from '../lib/table/keys';
import { TTL_ATTRIBUTE } from '../lib/table/schema';
import { IF_PRESENT, table, txDelete, txPut, txUpdate } from '../lib/table/table';
import { newPasswordUpdate } from './user-store';

export const RESET_LIFETIME_SECONDS = 60 * 60;

export const resetDigest = (token: string) => sha256Base64url(token);

export interface ResetLink {
  companyId: string;
  userId: string;
  expiresAt: number;
}

export async function putResetLink(digest: string, link: ResetLink): Promise<void> {
  await table.transact([
    txPut({ ...keys.reset(digest), entity: 'resetLink', ...link, [TTL_ATTRIBUTE]: link.expiresAt }),
    txPut({
      ...keys.resetLink(link.companyId, link.userId, digest),
      entity: 'resetLinkIndex',
      [TTL_ATTRIBUTE]: link.expiresAt,
    }),
  ]);
}

export async function findResetLink(digest: string, now: number): Promise<ResetLink | null> {
  const item = await table.get(keys.reset(digest), { consistent: true });
  if (!item || (item.expiresAt as number) <= now) return null;
  return {
    companyId: item.companyId as string,
    userId: item.userId as string,
    expiresAt: item.expiresAt as number,
  };
}

/** Sets the new password and uses up the link, together; false if the link was used meanwhile. */
export async function useResetLink(digest: string, link: ResetLink, passwordHash: string): Promise<boolean> {
  try {
    await table.transact([
      txDelete(keys.reset(digest), IF_PRESENT),
      // A reset ends every session of the person (whoever knew the old password is signed out).
      txUpdate(keys.user(link.companyId, link.userId), { ...IF_PRESENT, ...newPasswordUpdate(passwordHash) }),
    ]);
  } catch (error) {
    if (cancellationReasons(error)) return false;
    throw error;
  }
  await dropOtherLinks(link.companyId, link.userId);
  return true;
}

async function dropOtherLinks(companyId: string, userId: string) {
  const { items } = await table.query(collections.resetLinks(companyId, userId));
  for (const item of items) {
    const digest = String(item.sk).split('#').pop()!;
    await table.delete(keys.reset(digest));
    await table.delete(keys.resetLink(companyId, userId, digest));
  }
}
