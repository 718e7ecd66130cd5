/**
 * POST /api/private/desk/mails/{companyId}/{mailId}/discard: a mail of the unmatched tray that
 * answers none of the company's claims (an advertisement, a carrier's newsletter) leaves the tray.
 */
import { emptyMailInputSchema } from '@shared/claims/carrier-mail';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { deskMailOf } from './desk-mail';
import { discard } from './mail-decisions';
import { mailSummary } from './mail-store';

export const handler = endpoint(emptyMailInputSchema, async ({ actor, request }) => {
  const { mail, companyName } = await deskMailOf(actor, request);
  const done = await discard(mail, actor.email, clock.now().toISOString());
  return ok({ mail: mailSummary(done, companyName) });
});
