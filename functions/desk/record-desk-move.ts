/**
 * POST /api/private/desk/claims/{companyId}/{claimId}/moves: records what staff did with the
 * carrier or what the carrier answered (shared/claims/desk.ts), as one change of the claim through
 * the claims core (history, counters and, for a credit, the success fee line in one transaction).
 *
 * The move names the claim's version its form showed: another move made meanwhile answers 409 with
 * the claim as it now is. A form sent twice (a double click, a retry after a lost answer) finds its
 * own move (`moveId`) and answers it again, making none.
 */
import { type DeskMove, deskMoveSchema } from '@shared/claims/desk';
import { getClaim } from '../claims/claim-queries';
import { ClaimChangedError, changeClaim, MoveRefusedError } from '../claims/claim-writes';
import { tellFavourites } from '../claims/notify';
import type { StoredClaim } from '../claims/stored-claim';
import { getDocument } from '../documents/document-store';
import { endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { json, ok } from '../http/responses';
import { clock } from '../lib/clock';
import { deskAnswer, deskClaimOf } from './desk-claim';
import { deskChange } from './desk-moves';
import { tellMerchantQuietly } from './tell-merchant';

export const handler = endpoint(deskMoveSchema, async ({ input, actor, request }) => {
  const { companyId, claim, companyName } = await deskClaimOf(actor, request);
  const now = clock.now();
  const answer = (current: StoredClaim) => deskAnswer(current, companyName, actor, now);
  // The same form again: its move is the claim's last one (or was, if another followed it).
  if (claim.lastMoveId === input.moveId) return ok(answer(claim));
  const conflict = (current: StoredClaim) =>
    json(409, {
      error: { code: 'resource.conflict', message: 'The investigation changed meanwhile' },
      ...answer(current),
    });
  if (claim.version !== input.version) return conflict(claim);
  await requireProof(companyId, input);
  let next: StoredClaim;
  try {
    next = await changeClaim(claim, deskChange(claim, input, actor.email, now.toISOString()));
  } catch (error) {
    if (error instanceof MoveRefusedError)
      throw new HttpError(
        'desk.move_refused',
        `This investigation cannot move from ${error.from} to ${error.to}`,
      );
    if (!(error instanceof ClaimChangedError)) throw error;
    const current = (await getClaim(companyId, claim.claimId)) ?? claim;
    return current.lastMoveId === input.moveId ? ok(answer(current)) : conflict(current);
  }
  await tellFavourites(next, next.last_carrier_message);
  // A denial or a request for more is the merchant's news: told once, by the request that made the move.
  await tellMerchantQuietly(next, input);
  return ok(answer(next));
});

/** A credit note named as proof is a document of the claim's company. */
async function requireProof(companyId: string, move: DeskMove) {
  if (move.move !== 'credited' || move.proof !== 'credit_note' || !move.documentId) return;
  if (!(await getDocument(companyId, move.documentId)))
    throw new HttpError('desk.proof_missing', 'The credit note is not a document of this company');
}
