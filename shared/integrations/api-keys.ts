/**
 * API keys (issue 21): a company's client admin creates named keys for its systems to send their
 * sales data. A key is shown once, when created (`pa_live_<keyId>_<secret>`); we keep a digest of
 * its secret, never the key. Revoked, it answers 401 at once. Each key is rate limited.
 */
import * as z from 'zod/mini';

export const API_KEY_PREFIX = 'pa_live_';

/** Keys a company may have in use at once (revoked ones do not count). */
export const MAX_API_KEYS = 10;

/** Requests one key may make in a minute (a batch of up to 1,000 orders is one request). */
export const API_KEY_REQUESTS_PER_MINUTE = 120;

/** A key's parts: its id (what we look it up by, shown in the list) and its secret. */
export const API_KEY_PATTERN = /^pa_live_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export const apiKeyInputSchema = z.strictObject({
  name: z
    .string({ error: 'form.required' })
    .check(z.trim(), z.minLength(1, { error: 'form.required' }), z.maxLength(60, { error: 'form.tooLong' })),
});

export const apiKeyViewSchema = z.strictObject({
  keyId: z.string(),
  name: z.string(),
  /** The key's first characters as shown in the list (`pa_live_1a2b…`), never the secret. */
  preview: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  lastUsedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
});
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

export const apiKeyPreview = (keyId: string) => `${API_KEY_PREFIX}${keyId.slice(0, 4)}…`;

/** Every company's API keys (Admin Panel), with what each company's sales data brought. */
export const adminIntegrationSchema = z.strictObject({
  companyId: z.string(),
  companyName: z.string(),
  key: apiKeyViewSchema,
  ordersReceived: z.number(),
  refusedBatches: z.number(),
  lastReceivedAt: z.nullable(z.string()),
});

export const adminIntegrationsPageSchema = z.strictObject({
  integrations: z.array(adminIntegrationSchema),
  cursor: z.nullable(z.string()),
});
