/**
 * PUT /api/private/desk/claims/{companyId}/{claimId}/assignee: gives a claim to a person of the
 * desk (a platform admin, or a provider staff member assigned to its company), or back to nobody.
 * No history entry: who works a claim is the desk's business, not the merchant's.
 */
import { deskAssignSchema } from '@shared/claims/desk';
import { getUser } from '../auth/user-store';
import { getClaim } from '../claims/claim-queries';
import { ClaimChangedError, changeClaim, MoveRefusedError } from '../claims/claim-writes';
import { endpoint } from '../http/endpoint';
import { HttpError, Invalid } from '../http/errors';
import { json, ok } from '../http/responses';
import { clock } from '../lib/clock';
import { keys } from '../lib/table/keys';
import { table } from '../lib/table/table';
import { deskAnswer, deskClaimOf } from './desk-claim';

export const handler = endpoint(deskAssignSchema, async ({ input, actor, request }) => {
  const { companyId, claim, companyName } = await deskClaimOf(actor, request);
  const now = clock.now();
  const assignee = input.assigneeId
    ? await deskPerson(actor.homeCompanyId, input.assigneeId, companyId)
    : null;
  const conflict = () =>
    getClaim(companyId, claim.claimId).then((current) =>
      json(409, {
        error: { code: 'resource.conflict', message: 'The investigation changed meanwhile' },
        ...deskAnswer(current ?? claim, companyName, actor, now),
      }),
    );
  if (claim.version !== input.version) return conflict();
  try {
    const next = await changeClaim(claim, {
      mover: 'staff',
      event: null,
      to: claim.state,
      by: actor.email,
      at: now.toISOString(),
      message: null,
      set: { assignee },
    });
    return ok(deskAnswer(next, companyName, actor, now));
  } catch (error) {
    if (error instanceof ClaimChangedError) return conflict();
    if (error instanceof MoveRefusedError)
      throw new HttpError('desk.move_refused', 'A stopped investigation cannot be given to anyone');
    throw error;
  }
});

/** A person of the platform who may work the company's claims. */
async function deskPerson(platformCompanyId: string, userId: string, companyId: string) {
  const user = await getUser(platformCompanyId, userId);
  const allowed =
    user?.active &&
    (user.role === 'platform_admin' ||
      (user.role === 'provider_staff' && (await table.get(keys.staffAssignment(userId, companyId)))));
  if (!user || !allowed) throw Invalid('This person cannot work this company’s claims');
  return { userId: user.userId, name: `${user.first_name} ${user.last_name}`.trim() || user.email_address };
}
