/**
 * Sign-up (spec sections 2, 5, 7): the registration form, the e-mailed 6-digit code and the
 * verified step that creates the account. Issue messages are message-catalog keys.
 */
import * as z from 'zod/mini';
import { LEGAL_VERSION_PATTERN } from '../legal/documents';
import { emailField } from './identity';
import { passwordField } from './password';

export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;

const text = (max: number) =>
  z
    .string({ error: 'form.required' })
    .check(z.trim(), z.minLength(1, { error: 'form.required' }), z.maxLength(max, { error: 'form.tooLong' }));

export const LOCALES = ['en', 'fr'] as const;

const legalVersion = z
  .string({ error: 'error.legal.version_outdated' })
  .check(z.regex(LEGAL_VERSION_PATTERN, { error: 'error.legal.version_outdated' }));

/**
 * The versions of the Terms and of the Data Processing Agreement the person was shown and accepted
 * (shared/legal/documents.ts). The form sends the ones in force when it was built; the server
 * records them on the user, and refuses any other than the current ones (`legal.version_outdated`).
 */
export const legalAcceptanceShape = {
  terms_accepted: z.literal(true, { error: 'register.termsRequired' }),
  terms_version: legalVersion,
  data_agreement_version: legalVersion,
};

/** POST /api/public/user/verify: who is signing up; answers by e-mailing a code. */
export const verifyRequestSchema = z.strictObject({
  email_address: emailField,
  first_name: text(80),
  last_name: text(80),
  company: text(120),
  job_title: text(80),
  locale: z.optional(z.enum(LOCALES)),
});

export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

export const codeField = z
  .string({ error: 'form.required' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'form.required' }),
    z.regex(VERIFICATION_CODE_PATTERN, { error: 'code.format' }),
  );

/** The whole registration form, as the browser checks it (the confirmation stays in the browser). */
export const registrationFormSchema = z
  .strictObject({
    ...verifyRequestSchema.shape,
    phone_number: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(30, { error: 'form.tooLong' }),
          z.regex(/^[+\d\s().-]*$/, { error: 'form.invalidPhone' }),
        ),
    ),
    password: passwordField,
    password_confirmation: z.string({ error: 'form.required' }),
    ...legalAcceptanceShape,
  })
  .check(
    z.refine((form) => form.password === form.password_confirmation, {
      error: 'password.mismatch',
      path: ['password_confirmation'],
    }),
  );

export type RegistrationForm = z.infer<typeof registrationFormSchema>;

/** POST /api/public/user/verified: the code and the account to create. */
export const verifiedRequestSchema = z.strictObject({
  code: codeField,
  userData: z.strictObject({
    ...verifyRequestSchema.shape,
    phone_number: z.optional(z.string().check(z.trim(), z.maxLength(30), z.regex(/^[+\d\s().-]*$/))),
    password: passwordField,
    ...legalAcceptanceShape,
  }),
});

export type VerifiedRequest = z.infer<typeof verifiedRequestSchema>;

/** POST /api/public/register: the registration form with its code, and the spec's registerPage flag. */
export const registerSchema = z.strictObject({
  ...verifiedRequestSchema.shape.userData.shape,
  code: codeField,
  registerPage: z.optional(z.boolean()),
});

/** POST /api/public/user/email/validation: is this address free for a new account? */
export const emailValidationSchema = z.strictObject({ email_address: emailField });

/** POST /api/public/slack: the person did not receive their code; the team is told. */
export const codeNotReceivedSchema = z.strictObject({
  email_address: emailField,
  message: z.optional(z.string().check(z.trim(), z.maxLength(500, { error: 'form.tooLong' }))),
});
