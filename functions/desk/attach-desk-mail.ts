/**
 * POST /api/private/desk/mails/{companyId}/{mailId}/attach: a mail of the unmatched tray is an
 * answer on a claim of its company (the claim's pendingAnswers up by one, a 'carrier_mail' history
 * entry, the move its words propose for that claim). Attached twice to the same claim, once.
 */
import { attachMailSchema } from '@shared/claims/carrier-mail';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { deskMailOf, mailAnswer } from './desk-mail';
import { attach } from './mail-decisions';

export const handler = endpoint(attachMailSchema, async ({ input, actor, request }) => {
  const { mail, companyName } = await deskMailOf(actor, request);
  const now = clock.now();
  const done = await attach(mail, input.claimId, actor.email, now.toISOString());
  return ok(mailAnswer(done.mail, done.claim, companyName, actor, now));
});
