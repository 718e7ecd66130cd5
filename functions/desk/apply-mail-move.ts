/**
 * POST /api/private/desk/mails/{companyId}/{mailId}/move: records the move a person chose for a
 * carrier mail matched to a claim (the one its words propose, or another), as record-desk-move
 * records any move (deskChange, changeClaim: history, counters, a credit's fee line), with the
 * claim's pendingAnswers down by one and the mail marked applied in the same transaction. The
 * move's id is the mail's: a second click, or a retry after a lost answer, finds it and makes none.
 * A move on a version the claim no longer has answers 409 with the claim as it now is.
 */
import { deskMoveSchema } from '@shared/claims/desk';
import { tellFavourites } from '../claims/notify';
import { endpoint } from '../http/endpoint';
import { json, ok } from '../http/responses';
import { clock } from '../lib/clock';
import { deskMailOf, mailAnswer } from './desk-mail';
import { applyMove } from './mail-decisions';
import { tellMerchantQuietly } from './tell-merchant';

export const handler = endpoint(deskMoveSchema, async ({ input, actor, request }) => {
  const { mail, companyName } = await deskMailOf(actor, request);
  const now = clock.now();
  const applied = await applyMove(mail, input, actor.email, now.toISOString());
  const answer = mailAnswer(applied.mail, applied.claim, companyName, actor, now);
  if (applied.kind === 'conflict')
    return json(409, {
      error: { code: 'resource.conflict', message: 'The investigation changed meanwhile' },
      ...answer,
    });
  if (applied.moved) {
    await tellFavourites(applied.claim, applied.claim.last_carrier_message);
    // A denial or a request for more confirmed from the carrier's mail is the merchant's news too.
    await tellMerchantQuietly(applied.claim, input);
  }
  return ok(answer);
});
