/**
 * People in the table. A user lives under their company (`C#<companyId>` / `USER#<userId>`), is
 * found by e-mail through the lookup index, and owns a guard item `EMAIL#<email>` written in the
 * same transaction so that an e-mail address belongs to one account only.
 */
import type { Role } from '@shared/identity/access';
import type { InvitationStatus } from '@shared/team/team';
import { NotFound } from '../http/errors';
import { cancellationReasons, isConditionFailed, setFields } from '../lib/aws/dynamo';
import { fromItem } from '../lib/table/item';
import { collections, keys, onIndex, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { IF_ABSENT, IF_PRESENT, table, txPut } from '../lib/table/table';

export interface User {
  userId: string;
  companyId: string;
  email_address: string;
  first_name: string;
  last_name: string;
  job_title?: string;
  phone_number?: string;
  role: Role;
  active: boolean;
  verified: boolean;
  /** The company's data has been processed: the spec's `access` token flag. */
  access: boolean;
  dashboard: boolean;
  firstTime: boolean;
  passwordHash?: string;
  locale?: 'en' | 'fr';
  invitation?: Invitation;
  createdAt: string;
  /**
   * The versions of the Terms and of the Data Processing Agreement the person accepted, and when
   * (shared/legal/documents.ts). Set by sign-up; absent for people who signed up before versions
   * were recorded, and for people added to a team (their company accepted them).
   */
  termsVersion?: string;
  dataAgreementVersion?: string;
  termsAcceptedAt?: string;
  /**
   * The person's session version: a password change or reset, a role change and a deactivation move
   * it on (never back), which ends every session issued before for good
   * (functions/auth/session-state.ts). Absent reads as 0.
   */
  sessionEpoch?: number;
  /** Sessions the person signed out of, as `<until>:<sid>` (session-state.ts keeps it). */
  endedSessions?: Set<string>;
}

/** A team invitation, kept on the invited person's user item. */
export interface Invitation {
  invitationId: string;
  status: InvitationStatus;
  invitedBy: string;
  invitedAt: string;
  /** Digest of the token in the latest e-mail; only that link works. */
  tokenHash?: string;
  expiresAt?: number;
  updatedAt?: string;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const emailGuardKey = (email: string) => keys.emailGuard(normaliseEmail(email));

export class EmailTaken extends Error {}

/** A person's place in the Admin Panel's list of users: by e-mail, then company and id. */
export const userDirectoryKey = (email: string, companyId: string, userId: string) =>
  `${email}#${companyId}#${userId}`;

/**
 * Puts the people of a company created before the Admin Panel's list of users in it
 * (infra/backfill-company-directory.ts); how many were added.
 */
export async function addUsersToDirectory(companyId: string): Promise<number> {
  const items = await table.queryAll(collections.users(companyId), { ConsistentRead: true });
  let added = 0;
  for (const item of items.filter((user) => !user[INDEX.listing.partitionKey])) {
    await table.update(keys.user(companyId, String(item.userId)), {
      ...IF_PRESENT,
      ...setFields(
        onIndex(
          INDEX.listing,
          partitions.users,
          userDirectoryKey(normaliseEmail(String(item.email_address)), companyId, String(item.userId)),
        ),
      ),
    });
    added++;
  }
  return added;
}

/** The writes that create a user: the e-mail guard and the user item, both only if absent. */
export function userCreationItems(user: User) {
  const email = normaliseEmail(user.email_address);
  return [
    txPut(
      { ...keys.emailGuard(email), entity: 'emailGuard', companyId: user.companyId, userId: user.userId },
      IF_ABSENT,
    ),
    txPut(
      {
        ...keys.user(user.companyId, user.userId),
        ...onIndex(INDEX.lookup, partitions.userByEmail(email), 'USER'),
        ...onIndex(INDEX.listing, partitions.users, userDirectoryKey(email, user.companyId, user.userId)),
        entity: 'user',
        ...user,
        email_address: email,
      },
      IF_ABSENT,
    ),
  ];
}

export async function createUser(user: User): Promise<void> {
  try {
    await table.transact(userCreationItems(user));
  } catch (error) {
    if (cancellationReasons(error)) throw new EmailTaken(user.email_address);
    throw error;
  }
}

export async function emailRegistered(email: string): Promise<boolean> {
  return Boolean(await table.get(emailGuardKey(email), { consistent: true }));
}

export async function getUser(companyId: string, userId: string): Promise<User | null> {
  const item = await table.get(keys.user(companyId, userId));
  return item ? toUser(item) : null;
}

/** A user item as stored, without its keys. */
export const toUser = (item: Record<string, unknown>): User => fromItem<User>(item);

export async function findUserByEmail(email: string): Promise<User | null> {
  const { items } = await table.queryIndex(INDEX.lookup, partitions.userByEmail(normaliseEmail(email)), {
    sort: '#sk = :sk',
    ExpressionAttributeValues: { ':sk': 'USER' },
    Limit: 1,
  });
  const item = items[0];
  return item ? toUser(item) : null;
}

/** Sets fields of an existing user; NotFound when there is no such user. */
export async function setUserFields(
  companyId: string,
  userId: string,
  fields: Partial<Pick<User, 'first_name' | 'last_name' | 'job_title' | 'phone_number' | 'firstTime'>>,
): Promise<void> {
  await table
    .update(keys.user(companyId, userId), { ...IF_PRESENT, ...setFields(fields) })
    .catch((error: unknown) => {
      throw isConditionFailed(error) ? NotFound('No such user') : error;
    });
}

/**
 * A new password for a user, which ends every session of theirs: answers their new session
 * version, for the token of the one session that goes on (the one that changed it).
 */
export async function setPasswordHash(
  companyId: string,
  userId: string,
  passwordHash: string,
): Promise<number> {
  const out = await table.update(keys.user(companyId, userId), {
    ...IF_PRESENT,
    ...newPasswordUpdate(passwordHash),
    ReturnValues: 'UPDATED_NEW',
  });
  return Number(out.Attributes?.sessionEpoch ?? 0);
}

/** The update that sets a new password and moves the session version on (ending older sessions). */
export const newPasswordUpdate = (passwordHash: string) => ({
  UpdateExpression: 'SET passwordHash = :hash ADD sessionEpoch :one',
  ExpressionAttributeValues: { ':hash': passwordHash, ':one': 1 },
});

/**
 * Gives a person another role, or activates or deactivates them: the one way to change either, as
 * the same write moves their session version on. Every session issued before then stays ended,
 * even once the role is set back or the person is active again. Setting what is already there
 * changes nothing (false); NotFound when there is no such user.
 */
export async function setUserStanding(
  companyId: string,
  userId: string,
  change: { role: Role } | { active: boolean },
): Promise<boolean> {
  const [name, value] = 'role' in change ? ['role', change.role] : ['active', change.active];
  try {
    await table.update(keys.user(companyId, userId), {
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#field) OR #field <> :value)',
      UpdateExpression: 'SET #field = :value ADD sessionEpoch :one',
      ExpressionAttributeNames: { '#field': name },
      ExpressionAttributeValues: { ':value': value, ':one': 1 },
    });
    return true;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    if (!(await getUser(companyId, userId))) throw NotFound('No such user');
    return false;
  }
}
