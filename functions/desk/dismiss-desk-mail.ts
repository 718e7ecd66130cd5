/**
 * POST /api/private/desk/mails/{companyId}/{mailId}/dismiss: the carrier mail says nothing to act
 * on: it leaves the claim's answers (pendingAnswers down by one), and the claim moves nothing else.
 * Dismissed twice, it is dismissed once.
 */
import { emptyMailInputSchema } from '@shared/claims/carrier-mail';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { deskMailOf, mailAnswer } from './desk-mail';
import { dismiss } from './mail-decisions';

export const handler = endpoint(emptyMailInputSchema, async ({ actor, request }) => {
  const { mail, companyName } = await deskMailOf(actor, request);
  const now = clock.now();
  const done = await dismiss(mail, actor.email, now.toISOString());
  return ok(mailAnswer(done.mail, done.claim, companyName, actor, now));
});
