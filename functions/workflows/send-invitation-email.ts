/**
 * SendInvitation workflow task: makes the invitation link (a random token; only its digest is
 * stored, and it is never part of the workflow's input or output) and e-mails it. A retry makes a
 * new link; the latest e-mail's link is the one that works.
 */
import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { getUser } from '../auth/user-store';
import { getCompany } from '../companies/company-store';
import { clock } from '../lib/clock';
import { env } from '../lib/env';
import { sendMail } from '../notifications/mailer';
import { invitationMail } from '../notifications/templates';
import { putInviteLink, setInvitationStatus, tokenDigest } from '../team/member-store';

export const INVITATION_LIFETIME_SECONDS = 7 * 24 * 3600;

const input = z.object({
  companyId: z.string(),
  userId: z.string(),
  invitationId: z.string(),
  inviterName: z.string(),
});

export async function handler(event: unknown): Promise<{ sent: boolean }> {
  const { companyId, userId, invitationId, inviterName } = input.parse(event);
  const [user, company] = await Promise.all([getUser(companyId, userId), getCompany(companyId)]);
  // Deleted before the e-mail went out, or invited again since: nothing to send.
  if (!user || !company || user.invitation?.invitationId !== invitationId) return { sent: false };
  const now = clock.now();
  const token = randomBytes(32).toString('base64url');
  const tokenHash = tokenDigest(token);
  const expiresAt = Math.floor(now.getTime() / 1000) + INVITATION_LIFETIME_SECONDS;
  await putInviteLink(tokenHash, companyId, userId, expiresAt);
  await setInvitationStatus(companyId, userId, invitationId, 'processing', now, { tokenHash, expiresAt });
  const link = new URL('/invitation', env.APP_URL);
  link.searchParams.set('token', token);
  await sendMail(
    user.email_address,
    invitationMail(user.locale ?? 'en', user.first_name, inviterName, company.name, link.toString()),
  );
  return { sent: true };
}
