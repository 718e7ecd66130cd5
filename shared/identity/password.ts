/**
 * The spec's password rule: at least 8 characters with an uppercase letter, a lowercase letter and
 * a digit; the confirmation must match. Also capped, so hashing cost stays bounded.
 */
import * as z from 'zod/mini';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordField = z
  .string({ error: 'form.required' })
  .check(
    z.minLength(1, { error: 'form.required' }),
    z.minLength(PASSWORD_MIN_LENGTH, { error: 'password.tooShort' }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: 'password.tooLong' }),
    z.regex(/\p{Lu}/u, { error: 'password.needsUpper' }),
    z.regex(/\p{Ll}/u, { error: 'password.needsLower' }),
    z.regex(/\p{Nd}/u, { error: 'password.needsDigit' }),
  );

/** Each rule with its message, for the checklist shown under a new-password field. */
export const PASSWORD_RULES = [
  { key: 'password.tooShort', test: (value: string) => value.length >= PASSWORD_MIN_LENGTH },
  { key: 'password.needsUpper', test: (value: string) => /\p{Lu}/u.test(value) },
  { key: 'password.needsLower', test: (value: string) => /\p{Ll}/u.test(value) },
  { key: 'password.needsDigit', test: (value: string) => /\p{Nd}/u.test(value) },
] as const;

/** A new password's confirmation, when the form sends one, is the same password (shown on the confirmation). */
export const confirmationMatches = () =>
  z.refine<{ password: string; password_confirmation?: string | undefined }>(
    (input) => input.password_confirmation === undefined || input.password === input.password_confirmation,
    { error: 'password.mismatch', path: ['password_confirmation'] },
  );
