/**
 * POST /api/private/claims/{claimId}/actions: the merchant answers one action required (see
 * shared/claims/actions.ts): goods lines for 'invoice_missing' (with the confirm-the-value rule of
 * a new claim), documents for the invoice, pictures and documents kinds, a new attempt with a
 * repaired portal account for 'carrier_information', an explanation for 'unknown' (which puts the
 * claim back to be opened). The answer is one history entry ('information', naming the action);
 * once nothing the carrier needs is missing the claim is due and is filed at once.
 */
import { actionAnswerSchema } from '@shared/claims/actions';
import type { GoodsLineInput } from '@shared/claims/schema';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { claimView } from './claim-view';
import { answerOf, giveInformation } from './give-information';
import { favouriteHolder } from './notify';
import { requireClaim } from './require-claim';

export const handler = endpoint(actionAnswerSchema, async ({ input, actor: me, request }) => {
  const claim = await requireClaim(me.companyId, request.params.claimId ?? '');
  // The lines as sent: the confirm-the-value rule reads the amounts as typed.
  const sent = input.kind === 'invoice_missing' ? (request.body() as { lines: GoodsLineInput[] }).lines : [];
  const information = await answerOf(claim, me.companyId, input, sent);
  const now = clock.now();
  // A claim changed meanwhile answers 409 (ClaimChangedError): the person tries again.
  const next = await giveInformation(claim, me.email, information, now);
  return ok({ claim: claimView(next, favouriteHolder(me), now) });
});
