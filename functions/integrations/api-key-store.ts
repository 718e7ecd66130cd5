/**
 * API keys in the table. A key is `pa_live_<keyId>_<secret>`: the company keeps one item per key
 * (`C#<co>` / `APIKEY#<keyId>`: name, who made it, last use, revocation) and a guard item
 * (`APIKEY#<keyId>`) holds the company and the SHA-256 digest of the secret, read consistently on
 * every call: a revoked key is refused by the very next request. The two are written together in
 * one transaction. The secret is random (32 bytes), so a fast digest is enough to store it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  API_KEY_PATTERN,
  API_KEY_PREFIX,
  type ApiKeyView,
  apiKeyPreview,
  MAX_API_KEYS,
} from '@shared/integrations/api-keys';
import { conditionally, transactionConditionFailures } from '../lib/aws/dynamo';
import { sha256Base64url } from '../lib/hash';
import { fromItem } from '../lib/table/item';
import { collections, keys, onIndex, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { IF_ABSENT, table, txPut, txUpdate } from '../lib/table/table';

export interface StoredKey {
  keyId: string;
  companyId: string;
  name: string;
  createdAt: string;
  createdBy: string;
  lastUsedAt?: string;
  revokedAt?: string;
}

export const keyView = (key: StoredKey): ApiKeyView => ({
  keyId: key.keyId,
  name: key.name,
  preview: apiKeyPreview(key.keyId),
  createdAt: key.createdAt,
  createdBy: key.createdBy,
  lastUsedAt: key.lastUsedAt ?? null,
  revokedAt: key.revokedAt ?? null,
});

export async function listKeys(companyId: string): Promise<StoredKey[]> {
  const items = await table.queryAll(collections.apiKeys(companyId), { ConsistentRead: true });
  return items
    .map((item) => fromItem<StoredKey>(item))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export class TooManyKeys extends Error {}

/** Makes a key; the key itself is returned this once and never stored. */
export async function createKey(
  companyId: string,
  name: string,
  by: string,
  now: Date,
): Promise<{ key: StoredKey; secret: string }> {
  const inUse = (await listKeys(companyId)).filter((key) => !key.revokedAt).length;
  if (inUse >= MAX_API_KEYS) throw new TooManyKeys();
  const keyId = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const key: StoredKey = { keyId, companyId, name, createdAt: now.toISOString(), createdBy: by };
  await table.transact([
    txPut(
      {
        ...keys.apiKey(companyId, keyId),
        ...onIndex(INDEX.listing, partitions.apiKeys, `${key.createdAt}#${companyId}#${keyId}`),
        entity: 'apiKey',
        ...key,
      },
      IF_ABSENT,
    ),
    txPut(
      {
        ...keys.apiKeyGuard(keyId),
        entity: 'apiKeyGuard',
        keyId,
        companyId,
        digest: sha256Base64url(secret),
      },
      IF_ABSENT,
    ),
  ]);
  return { key, secret: `${API_KEY_PREFIX}${keyId}_${secret}` };
}

/** Revokes a key of the company (false: it has no such key, or it was revoked already). */
export async function revokeKey(companyId: string, keyId: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  try {
    await table.transact([
      txUpdate(keys.apiKey(companyId, keyId), {
        UpdateExpression: 'SET revokedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revokedAt)',
        ExpressionAttributeValues: { ':at': at },
      }),
      txUpdate(keys.apiKeyGuard(keyId), {
        UpdateExpression: 'SET revokedAt = :at',
        ConditionExpression: 'companyId = :company',
        ExpressionAttributeValues: { ':at': at, ':company': companyId },
      }),
    ]);
    return true;
  } catch (error) {
    // Not the company's key, or revoked already; a conflict with another write is thrown.
    if (transactionConditionFailures(error)) return false;
    throw error;
  }
}

/** Who a presented key is: its company, id and name; null when it is not a live key of ours. */
export async function keyCaller(presented: string): Promise<{ keyId: string; companyId: string } | null> {
  const match = API_KEY_PATTERN.exec(presented);
  if (!match) return null;
  const [, keyId = '', secret = ''] = match;
  const guard = await table.get(keys.apiKeyGuard(keyId), { consistent: true });
  if (!guard || guard.revokedAt) return null;
  const expected = Buffer.from(String(guard.digest));
  const actual = Buffer.from(sha256Base64url(secret));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { keyId, companyId: String(guard.companyId) };
}

/** Notes the key's use, at most once a minute (not a write per request). */
export async function noteKeyUse(companyId: string, keyId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  const minuteAgo = new Date(now.getTime() - 60_000).toISOString();
  await conditionally(
    table.update(keys.apiKey(companyId, keyId), {
      UpdateExpression: 'SET lastUsedAt = :at',
      ConditionExpression:
        'attribute_exists(pk) AND (attribute_not_exists(lastUsedAt) OR lastUsedAt < :minuteAgo)',
      ExpressionAttributeValues: { ':at': at, ':minuteAgo': minuteAgo },
    }),
  );
}
