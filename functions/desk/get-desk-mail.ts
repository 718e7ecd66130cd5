/**
 * GET /api/private/desk/mails/{companyId}/{mailId}: one carrier mail whole: its text, its HTML
 * (sanitised when it was received), its attachments with what became of each (the document kept,
 * or why it was refused), the sender's verification verdicts and the move its words propose.
 */
import { emptyMailInputSchema } from '@shared/claims/carrier-mail';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { deskMailOf } from './desk-mail';
import { companyAddress } from './inbound-address';
import { mailView } from './mail-store';

export const handler = endpoint(emptyMailInputSchema, async ({ actor, request }) => {
  const { companyId, mail, companyName } = await deskMailOf(actor, request);
  const [view, address] = await Promise.all([mailView(mail, companyName), companyAddress(companyId)]);
  return ok({ mail: view, address });
});
