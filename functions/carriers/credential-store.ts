/**
 * Carrier credentials in the table, under their company (`C#<companyId>` / `CREDENTIAL#<id>`).
 * The password is stored sealed (lib/secrets), bound to company and credential; nothing here ever
 * returns it except `revealPassword`, and each reveal is recorded with who and when.
 */
import type { CarrierId } from '@shared/carriers/carriers';
import type { CredentialCheck, CredentialStatus, CredentialView } from '@shared/carriers/credentials';
import type { PortalAccount } from '../connectors/connector';
import { NotFound } from '../http/errors';
import { isConditionFailed } from '../lib/aws/dynamo';
import { openSecret, type SealedSecret, sealSecret } from '../lib/secrets';
import { fromItem } from '../lib/table/item';
import { collections, keys, onIndex, partitions } from '../lib/table/keys';
import { INDEX, TTL_ATTRIBUTE } from '../lib/table/schema';
import { type Cursor, table } from '../lib/table/table';

export interface StoredCredential extends Omit<CredentialView, 'status'> {
  companyId: string;
  status: CredentialStatus;
  secret: SealedSecret;
  createdAt: string;
  createdBy: string;
}

const secretContext = (companyId: string, credentialId: string) => ({
  purpose: 'carrier-credential',
  companyId,
  credentialId,
});

export function credentialView(stored: StoredCredential): CredentialView {
  const { companyId: _company, secret: _secret, createdAt: _created, createdBy: _by, ...view } = stored;
  return view;
}

function toStored(item: Record<string, unknown>): StoredCredential {
  return { lastCheck: null, ...fromItem<Partial<StoredCredential>>(item) } as StoredCredential;
}

/**
 * Every credential is listed by status across companies (the listing index), least recently
 * checked first: the scheduled check walks the active ones, the admin send-out the failing ones.
 */
const statusListing = (
  credential: Pick<StoredCredential, 'status' | 'checkedAt' | 'companyId' | 'credentialId'>,
) =>
  onIndex(
    INDEX.listing,
    partitions.credentialsByStatus(credential.status),
    `${credential.checkedAt ?? '0000'}#${credential.companyId}#${credential.credentialId}`,
  );

export const sealPassword = (companyId: string, credentialId: string, password: string) =>
  sealSecret(password, secretContext(companyId, credentialId));

export async function putCredential(credential: StoredCredential): Promise<void> {
  await table.put({
    ...keys.credential(credential.companyId, credential.credentialId),
    entity: 'credential',
    ...credential,
    ...statusListing(credential),
  });
}

export async function getCredential(
  companyId: string,
  credentialId: string,
): Promise<StoredCredential | null> {
  const item = await table.get(keys.credential(companyId, credentialId), { consistent: true });
  return item ? toStored(item) : null;
}

/** The company's credential, or the 404 every credential route answers for one it does not have. */
export async function requireCredential(companyId: string, credentialId: string): Promise<StoredCredential> {
  const credential = await getCredential(companyId, credentialId);
  if (!credential) throw NotFound('No such carrier credential');
  return credential;
}

/** The account a claim for this carrier is filed with: a working one if any, else the first. */
export function preferredCredential<T extends Pick<StoredCredential, 'carrier' | 'status'>>(
  credentials: readonly T[],
  carrier: string,
): T | undefined {
  const forCarrier = credentials.filter((item) => item.carrier === carrier);
  return forCarrier.find((item) => item.status === 'active') ?? forCarrier[0];
}

export async function listCredentials(companyId: string): Promise<StoredCredential[]> {
  const { items } = await table.query(collections.credentials(companyId));
  return items.map(toStored);
}

export async function deleteCredential(companyId: string, credentialId: string): Promise<boolean> {
  const out = await table.delete(keys.credential(companyId, credentialId), { ReturnValues: 'ALL_OLD' });
  return Boolean(out.Attributes);
}

/** The clear password, for a connector to sign in with; it never leaves the back end. */
export const openPassword = (credential: StoredCredential) =>
  openSecret(credential.secret, secretContext(credential.companyId, credential.credentialId));

/** The portal account a connector signs in with, its password opened. */
export const portalAccount = async (credential: StoredCredential): Promise<PortalAccount> => ({
  carrier: credential.carrier as CarrierId,
  username: credential.username,
  password: await openPassword(credential),
});

/** Decrypts the password for its company's client admin, and records the reveal. */
export async function revealPassword(
  credential: StoredCredential,
  by: { userId: string; email: string },
  now: Date,
): Promise<string> {
  const password = await openPassword(credential);
  await table.put({
    ...keys.credentialReveal(credential.companyId, now.toISOString(), credential.credentialId),
    entity: 'credentialReveal',
    credentialId: credential.credentialId,
    carrier: credential.carrier,
    userId: by.userId,
    email: by.email,
    at: now.toISOString(),
  });
  return password;
}

/** How long a check stays in a credential's history. */
const CHECK_HISTORY_DAYS = 400;

/**
 * Records a check and its effect on the credential, unless the credential changed since it was
 * read (an edit's own check wins over an older one). Returns false when the credential changed.
 */
export async function recordCheck(
  credential: StoredCredential,
  check: CredentialCheck,
  effect: Pick<StoredCredential, 'status' | 'statusReason' | 'checkedAt'>,
): Promise<boolean> {
  const listing = statusListing({ ...credential, ...effect });
  try {
    await table.update(keys.credential(credential.companyId, credential.credentialId), {
      UpdateExpression:
        'SET #status = :status, statusReason = :reason, checkedAt = :checkedAt, lastCheck = :check, #lpk = :lpk, #lsk = :lsk',
      ConditionExpression: 'attribute_exists(pk) AND updatedAt = :updatedAt',
      ExpressionAttributeNames: {
        '#status': 'status',
        '#lpk': INDEX.listing.partitionKey,
        '#lsk': INDEX.listing.sortKey,
      },
      ExpressionAttributeValues: {
        ':status': effect.status,
        ':reason': effect.statusReason,
        ':checkedAt': effect.checkedAt,
        ':check': check,
        ':lpk': listing[INDEX.listing.partitionKey],
        ':lsk': listing[INDEX.listing.sortKey],
        ':updatedAt': credential.updatedAt,
      },
    });
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
  await table.put({
    ...keys.credentialCheck(credential.companyId, credential.credentialId, check.at),
    entity: 'credentialCheck',
    credentialId: credential.credentialId,
    ...check,
    [TTL_ATTRIBUTE]: Math.floor(Date.parse(check.at) / 1000) + CHECK_HISTORY_DAYS * 86_400,
  });
  return true;
}

/** A credential's checks, newest first. */
export async function listChecks(
  companyId: string,
  credentialId: string,
  limit: number,
): Promise<CredentialCheck[]> {
  const { items } = await table.query(collections.credentialChecks(companyId, credentialId), {
    ScanIndexForward: false,
    Limit: limit,
  });
  return items.map(({ outcome, at, trigger, connector, by }) => ({
    outcome,
    at,
    trigger,
    connector,
    by,
  })) as CredentialCheck[];
}

/** One page of the credentials with a status, across companies, least recently checked first. */
export async function credentialsByStatus(
  status: CredentialStatus,
  startKey?: Cursor,
): Promise<{ credentials: StoredCredential[]; nextKey?: Cursor }> {
  const page = await table.queryIndex(INDEX.listing, partitions.credentialsByStatus(status), {
    ExclusiveStartKey: startKey,
    Limit: 100,
  });
  return { credentials: page.items.map(toStored), nextKey: page.cursor };
}
