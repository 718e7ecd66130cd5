/** Team members and invitations (spec: Member entity, invitation states, member calls). */
import * as z from 'zod/mini';
import { emailField } from '../identity/identity';
import { confirmationMatches, passwordField } from '../identity/password';

export const INVITATION_STATUSES = ['queued', 'processing', 'sent', 'failed', 'accepted'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

const name = z
  .string({ error: 'form.required' })
  .check(z.trim(), z.minLength(1, { error: 'form.required' }), z.maxLength(80, { error: 'form.tooLong' }));

export const newMemberSchema = z.strictObject({
  first_name: name,
  last_name: name,
  email_address: emailField,
});

export type NewMember = z.infer<typeof newMemberSchema>;

/** POST /api/private/company/member/add, as the spec names it. */
export const addMemberSchema = z.strictObject({
  member: newMemberSchema,
  adminPage: z.optional(z.boolean()),
  locale: z.optional(z.enum(['en', 'fr'])),
});

/** POST /api/private/company/member/delete. */
export const deleteMemberSchema = z.strictObject({ email: emailField });

/** GET /api/private/company/member: the spec's optional refresh flag. */
export const listMembersSchema = z.strictObject({ fetchAfterUpdate: z.optional(z.enum(['true', 'false'])) });

export const invitationTokenSchema = z.strictObject({
  token: z
    .string()
    .check(
      z.minLength(20, { error: 'team.invitationInvalid' }),
      z.maxLength(200, { error: 'team.invitationInvalid' }),
    ),
});

export const acceptInvitationSchema = z
  .strictObject({
    token: z.string().check(z.minLength(20), z.maxLength(200)),
    password: passwordField,
    password_confirmation: z.optional(z.string()),
  })
  .check(confirmationMatches());

export const memberViewSchema = z.strictObject({
  userId: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email_address: z.string(),
  role: z.enum(['client_admin', 'member']),
  active: z.boolean(),
  invitation_status: z.nullable(z.enum(INVITATION_STATUSES)),
  isMe: z.boolean(),
});
export type MemberView = z.infer<typeof memberViewSchema>;
