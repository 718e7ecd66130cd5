/**
 * Carrier credentials (spec: carrier credential entity; 'requires carrier, username and
 * password'). The portal URL must be https and must not name an internal address.
 */
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '../identity/identity';
import { CARRIER_IDS } from './carriers';
import { publicHttpsUrl } from './public-url';

export const CREDENTIAL_STATUSES = ['active', 'not_working'] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

/**
 * What a check of the portal account found. Only a refusal by the carrier (wrong credentials, a
 * locked account) makes a credential 'not working'; an unreachable carrier says nothing about the
 * credential, and 'no_connector' means nothing could be checked (no connector reaches this carrier).
 */
export const CHECK_OUTCOMES = [
  'working',
  'invalid_credentials',
  'account_locked',
  'unreachable',
  'no_connector',
] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];
/** 'desk': our staff signed in to the carrier's portal with it, filing a claim on the desk, and said whether it worked. */
export const CHECK_TRIGGERS = ['added', 'updated', 'manual', 'schedule', 'desk'] as const;
export type CheckTrigger = (typeof CHECK_TRIGGERS)[number];

export const credentialCheckSchema = z.strictObject({
  outcome: z.enum(CHECK_OUTCOMES),
  /** ISO date-time */
  at: z.string(),
  trigger: z.enum(CHECK_TRIGGERS),
  /** What was reached: the sandbox carrier, the carrier itself, or nothing. */
  connector: z.nullable(z.enum(['sandbox', 'carrier'])),
  /** Who asked for it (an e-mail address); null for the schedule. */
  by: z.nullable(z.string()),
});
export type CredentialCheck = z.infer<typeof credentialCheckSchema>;

const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, { error: 'form.tooLong' })));

const details = {
  carrier: z.enum(CARRIER_IDS, { error: 'credentials.carrierRequired' }),
  username: z
    .string({ error: 'form.required' })
    .check(z.trim(), z.minLength(1, { error: 'form.required' }), z.maxLength(200, { error: 'form.tooLong' })),
  portal_url: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(500, { error: 'form.tooLong' }),
      z.refine((value) => value === '' || publicHttpsUrl(value), { error: 'credentials.portalUrlInvalid' }),
    ),
  ),
  invoice_name: optionalText(120),
  reception_email: z.optional(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: 'form.invalidEmail' }),
    ),
  ),
  country: optionalText(2),
  vat: optionalText(20),
  city: optionalText(80),
  street: optionalText(160),
  zip: optionalText(12),
  comment: optionalText(1000),
};

const password = z
  .string({ error: 'form.required' })
  .check(z.minLength(1, { error: 'form.required' }), z.maxLength(500, { error: 'form.tooLong' }));

/** Adding a credential: carrier, username and password required. */
export const newCredentialSchema = z.strictObject({ ...details, password });

/** Editing: the password only when it changes (an empty one keeps the stored password). */
export const credentialUpdateSchema = z.strictObject({
  ...details,
  password: z.optional(z.string().check(z.maxLength(500, { error: 'form.tooLong' }))),
});

export type NewCredential = z.infer<typeof newCredentialSchema>;

export const revealSchema = z.strictObject({
  credentialId: z.string().check(z.minLength(1), z.maxLength(40), z.regex(/^[\w-]+$/)),
});

/** What the screens and the API show of a credential: never its password. */
export const credentialViewSchema = z.strictObject({
  credentialId: z.string(),
  carrier: z.string(),
  username: z.string(),
  portal_url: z.string(),
  invoice_name: z.string(),
  reception_email: z.string(),
  country: z.string(),
  vat: z.string(),
  city: z.string(),
  street: z.string(),
  zip: z.string(),
  comment: z.string(),
  status: z.enum(CREDENTIAL_STATUSES),
  /** Why it is not working: the outcome of the check that said so. */
  statusReason: z.nullable(z.enum(CHECK_OUTCOMES)),
  /** When the carrier last answered a check (working or not). */
  checkedAt: z.nullable(z.string()),
  lastCheck: z.nullable(credentialCheckSchema),
  updatedAt: z.string(),
});
export type CredentialView = z.infer<typeof credentialViewSchema>;
