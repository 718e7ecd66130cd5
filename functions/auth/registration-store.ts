/**
 * Sign-ups in progress and the account they become. A pending registration is keyed by a digest
 * of the e-mail address and expires (TTL) with its code; the code is stored hashed (scrypt). The
 * account is created in one transaction: company, its name guard, the admin, the e-mail guard,
 * and the removal of the pending registration, so a code is used once and an e-mail or a company
 * name is taken once, whatever runs at the same time.
 */
import { type Company, companyItem } from '../companies/company-store';
import { cancellationReasons } from '../lib/aws/dynamo';
import { keys } from '../lib/table/keys';
import { TTL_ATTRIBUTE } from '../lib/table/schema';
import { IF_ABSENT, IF_PRESENT, table, txDelete, txPut } from '../lib/table/table';
import type { PendingRegistration } from './registration';
import { companyNameKey } from './registration';
import { emailDigest } from './throttle-store';
import { type User, userCreationItems } from './user-store';

const pendingKey = (email: string) => keys.registration(emailDigest(email));
const companyNameGuardKey = (name: string) => keys.companyName(companyNameKey(name));
const companyNameGuard = (name: string, companyId: string) => ({
  ...companyNameGuardKey(name),
  entity: 'companyNameGuard',
  companyId,
});

export async function getPending(email: string): Promise<PendingRegistration | null> {
  const item = await table.get(pendingKey(email), { consistent: true });
  if (!item) return null;
  return {
    codeHash: item.codeHash as string,
    sentAt: item.sentAt as number,
    expiresAt: item.expiresAt as number,
    attempts: (item.attempts as number) ?? 0,
  };
}

export async function putPending(email: string, pending: PendingRegistration): Promise<void> {
  await table.put({
    ...pendingKey(email),
    entity: 'registration',
    ...pending,
    [TTL_ATTRIBUTE]: pending.expiresAt,
  });
}

/** Counts a wrong code; returns the attempts now used. */
export async function countWrongCode(email: string): Promise<number> {
  const out = await table.update(pendingKey(email), {
    ...IF_PRESENT,
    UpdateExpression: 'ADD attempts :one',
    ExpressionAttributeValues: { ':one': 1 },
    ReturnValues: 'UPDATED_NEW',
  });
  return Number(out.Attributes?.attempts ?? 0);
}

export async function dropPending(email: string): Promise<void> {
  await table.delete(pendingKey(email));
}

export async function companyNameTaken(name: string): Promise<boolean> {
  return Boolean(await table.get(companyNameGuardKey(name), { consistent: true }));
}

/** Records that a company of this name exists (for companies made outside sign-up: the seed, admins). */
export async function claimCompanyName(name: string, companyId: string): Promise<void> {
  await table.put(companyNameGuard(name, companyId), IF_ABSENT);
}

/** The company a name belongs to, compared as sign-up compares names. */
export async function findCompanyIdByName(name: string): Promise<string | null> {
  const item = await table.get(companyNameGuardKey(name), { consistent: true });
  return item ? String(item.companyId) : null;
}

export class AccountConflict extends Error {
  constructor(readonly reason: 'email' | 'company' | 'code') {
    super(`account not created: ${reason}`);
  }
}

/**
 * Creates a company with its first person. By default it also uses up the pending e-mail code (so
 * a code creates one account); a Google sign-up has no code.
 */
export async function createAccount(
  company: Company,
  admin: User,
  options: { consumesPendingCode?: boolean } = {},
): Promise<void> {
  const consumesPendingCode = options.consumesPendingCode ?? true;
  const [emailGuard, userItem] = userCreationItems(admin);
  try {
    await table.transact([
      ...(consumesPendingCode ? [txDelete(pendingKey(admin.email_address), IF_PRESENT)] : []),
      txPut(companyNameGuard(company.name, company.companyId), IF_ABSENT),
      txPut(companyItem(company), IF_ABSENT),
      emailGuard!,
      userItem!,
    ]);
  } catch (error) {
    // The reasons come in the order of the items above.
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    const failed = reasons.map((reason) => reason.Code === 'ConditionalCheckFailed');
    if (!consumesPendingCode) failed.unshift(false);
    if (failed[0]) throw new AccountConflict('code');
    if (failed[1]) throw new AccountConflict('company');
    throw new AccountConflict('email');
  }
}
