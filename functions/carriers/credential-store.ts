/**
 * Carrier credentials in the table, under their company (`C#<companyId>` / `CREDENTIAL#<id>`).
 * The password is stored sealed (lib/secrets), bound to company and credential; nothing here ever
 * returns it except `revealPassword`, and each reveal is recorded with who and when.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CredentialStatus, CredentialView } from '@shared/validation/credentials';
import { dynamo } from '../lib/aws/dynamo';
import { env } from '../lib/env';
import { openSecret, type SealedSecret, sealSecret } from '../lib/secrets';

export interface StoredCredential extends Omit<CredentialView, 'status'> {
  companyId: string;
  status: CredentialStatus;
  secret: SealedSecret;
  createdAt: string;
  createdBy: string;
}

const credentialKey = (companyId: string, credentialId: string) => ({
  pk: `C#${companyId}`,
  sk: `CREDENTIAL#${credentialId}`,
});
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
  const { pk: _pk, sk: _sk, entity: _entity, ...stored } = item;
  return stored as unknown as StoredCredential;
}

export const sealPassword = (companyId: string, credentialId: string, password: string) =>
  sealSecret(password, secretContext(companyId, credentialId));

export async function putCredential(credential: StoredCredential): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: env.TABLE_NAME,
      Item: {
        ...credentialKey(credential.companyId, credential.credentialId),
        entity: 'credential',
        ...credential,
      },
    }),
  );
}

export async function getCredential(
  companyId: string,
  credentialId: string,
): Promise<StoredCredential | null> {
  const out = await dynamo.send(
    new GetCommand({
      TableName: env.TABLE_NAME,
      Key: credentialKey(companyId, credentialId),
      ConsistentRead: true,
    }),
  );
  return out.Item ? toStored(out.Item) : null;
}

export async function listCredentials(companyId: string): Promise<StoredCredential[]> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: env.TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `C#${companyId}`, ':prefix': 'CREDENTIAL#' },
    }),
  );
  return (out.Items ?? []).map(toStored);
}

export async function deleteCredential(companyId: string, credentialId: string): Promise<boolean> {
  const out = await dynamo.send(
    new DeleteCommand({
      TableName: env.TABLE_NAME,
      Key: credentialKey(companyId, credentialId),
      ReturnValues: 'ALL_OLD',
    }),
  );
  return Boolean(out.Attributes);
}

/** Decrypts the password for its company's client admin, and records the reveal. */
export async function revealPassword(
  credential: StoredCredential,
  by: { userId: string; email: string },
  now: Date,
): Promise<string> {
  const password = await openSecret(
    credential.secret,
    secretContext(credential.companyId, credential.credentialId),
  );
  await dynamo.send(
    new PutCommand({
      TableName: env.TABLE_NAME,
      Item: {
        pk: `C#${credential.companyId}`,
        sk: `REVEAL#${now.toISOString()}#${credential.credentialId}`,
        entity: 'credentialReveal',
        credentialId: credential.credentialId,
        carrier: credential.carrier,
        userId: by.userId,
        email: by.email,
        at: now.toISOString(),
      },
    }),
  );
  return password;
}
