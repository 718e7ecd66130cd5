/** Password reset (spec: forgot password screens, password/requested and password/reset calls). */
import * as z from 'zod/mini';
import { emailField } from './identity';
import { confirmationMatches, passwordField } from './password';

const resetToken = z
  .string({ error: 'form.required' })
  .check(z.minLength(20, { error: 'reset.invalid' }), z.maxLength(200, { error: 'reset.invalid' }));

export const resetRequestSchema = z.strictObject({
  email_address: emailField,
  locale: z.optional(z.enum(['en', 'fr'])),
});

export const resetLookupSchema = z.strictObject({ reset_token: resetToken });

export const resetPasswordSchema = z
  .strictObject({
    reset_token: resetToken,
    email: emailField,
    password: passwordField,
    password_confirmation: z.optional(z.string()),
  })
  .check(confirmationMatches());
