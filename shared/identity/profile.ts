/** A person's own profile (spec: profile settings): names, job title, phone; and changing the password. */
import * as z from 'zod/mini';
import { confirmationMatches, passwordField } from './password';

const name = (max: number) =>
  z
    .string({ error: 'form.required' })
    .check(z.trim(), z.minLength(1, { error: 'form.required' }), z.maxLength(max, { error: 'form.tooLong' }));

export const profileSchema = z.strictObject({
  first_name: name(80),
  last_name: name(80),
  job_title: z.string().check(z.trim(), z.maxLength(80, { error: 'form.tooLong' })),
  phone_number: z
    .string()
    .check(
      z.trim(),
      z.maxLength(30, { error: 'form.tooLong' }),
      z.regex(/^[+\d\s().-]*$/, { error: 'form.invalidPhone' }),
    ),
});

export type Profile = z.infer<typeof profileSchema>;

export const changePasswordSchema = z
  .strictObject({
    current_password: z
      .string({ error: 'form.required' })
      .check(z.minLength(1, { error: 'form.required' }), z.maxLength(1024)),
    password: passwordField,
    password_confirmation: z.optional(z.string()),
  })
  .check(confirmationMatches());

/** What the profile page shows: the profile, and the address the person signs in with. */
export const profileViewSchema = z.strictObject({ ...profileSchema.shape, email_address: z.string() });
export type ProfileView = z.infer<typeof profileViewSchema>;
