/** Google sign-in and sign-up inputs (spec: /api/public/user/google/login and /register). */
import * as z from 'zod/mini';
import { emailField } from './identity';
import { legalAcceptanceShape } from './registration';

const idToken = z.string({ error: 'form.required' }).check(z.minLength(20), z.maxLength(8192));

/** GET /api/public/user/google/login: query email, token, uid. */
export const googleLoginSchema = z.strictObject({
  email: emailField,
  token: idToken,
  uid: z.optional(z.string().check(z.maxLength(200))),
});

const text = (max: number) =>
  z
    .string({ error: 'form.required' })
    .check(z.trim(), z.minLength(1, { error: 'form.required' }), z.maxLength(max, { error: 'form.tooLong' }));

/** POST /api/public/user/google/register: the Google ID token and what Google does not tell us. */
export const googleRegisterSchema = z.strictObject({
  token: idToken,
  company: text(120),
  job_title: text(80),
  ...legalAcceptanceShape,
  locale: z.optional(z.enum(['en', 'fr'])),
});

/** GET /api/public/recaptcha. */
export const recaptchaSchema = z.strictObject({
  captchaToken: z.string().check(z.minLength(1), z.maxLength(4096)),
  action: z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[\w/]+$/)),
  siteKey: z.optional(z.string().check(z.maxLength(200))),
});
