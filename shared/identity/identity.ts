/**
 * Identity input rules (spec section 5), run by the web forms and again by the server. Issue
 * messages are message-catalog keys, so the browser and the API report the same words in en/fr.
 * Shared schemas use zod/mini: the same engine as zod, a fraction of its size in the browser.
 */
import * as z from 'zod/mini';

/** The spec's 'standard address pattern': one @, a dot in the domain, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string({ error: 'form.required' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'form.required' }),
    z.maxLength(254, { error: 'form.invalidEmail' }),
    z.regex(EMAIL_PATTERN, { error: 'form.invalidEmail' }),
  );

export const loginSchema = z.strictObject({
  email_address: emailField,
  password: z
    .string({ error: 'form.required' })
    .check(z.minLength(1, { error: 'form.required' }), z.maxLength(1024)),
});

export type LoginInput = z.infer<typeof loginSchema>;
