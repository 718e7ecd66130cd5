/**
 * GET /api/private/desk/claims/{companyId}/{claimId}/mails: the carrier mails a claim received,
 * newest first, with the company's inbound claims address (staff give it to carriers as the reply
 * address; null until it is made).
 */
import { claimMailsQuerySchema } from '@shared/claims/carrier-mail';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { deskClaimOf } from './desk-claim';
import { companyAddress } from './inbound-address';
import { listClaimMails, mailSummary } from './mail-store';

export const handler = endpoint(claimMailsQuerySchema, async ({ input, actor, request }) => {
  const { companyId, claim, companyName } = await deskClaimOf(actor, request);
  const [address, page] = await Promise.all([
    companyAddress(companyId),
    listClaimMails(companyId, claim.claimId, input.cursor),
  ]);
  return ok({
    address,
    mails: page.mails.map((mail) => mailSummary(mail, companyName)),
    cursor: page.cursor,
  });
});
