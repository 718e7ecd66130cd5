/**
 * The claims desk's API: a lane a page at a time (with every lane's counts), the caller's scope
 * (companies and people), one claim with its history, and the two writes (a move, the assignee).
 *
 * A write answers the claim as it now is (`claim`, `desk`) and its row on its lane (`row`, null
 * once it left the lane). So does a 409, when someone else changed the claim meanwhile: that answer
 * is thrown as a `DeskConflict` carrying it, for the form to show the claim as it is and keep what
 * the person typed.
 */
import type { DeskAssign, DeskMove } from '@shared/claims/desk';
import type { Reply } from '@shared/platform/replies';
import { ApiError, api } from '@web/lib/api-client';
import { useEffect } from 'react';
import useSWR, { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { type ClaimRef, type DeskFilters, laneQuery } from './desk-query';

export const DESK_CLAIMS_KEY = '/api/private/desk/claims';
export const DESK_SCOPE_KEY = '/api/private/desk/scope';

export type DeskLanePage = Reply<'list-desk-claims'>;
export type DeskClaimReply = Reply<'get-desk-claim'>;
export type DeskAnswer = Reply<'record-desk-move'>;
export type DeskScope = Reply<'get-desk-scope'>;

/** Someone else changed the claim meanwhile: the answer is the claim as it now is. */
export class DeskConflict extends Error {
  constructor(readonly answer: DeskAnswer) {
    super('The investigation changed meanwhile');
    this.name = 'DeskConflict';
  }
}

/**
 * A lane, a page at a time. The key holds the filters, so changing them starts from the first
 * page; the lane is read again when it mounts (SWR's global refresh skips infinite lists).
 */
export function useDeskLane(filters: DeskFilters) {
  const query = laneQuery(filters);
  const filterKey = JSON.stringify(query);
  const list = useSWRInfinite<DeskLanePage>(
    (index, previous: DeskLanePage | null) =>
      index === 0
        ? [DESK_CLAIMS_KEY, filterKey, '']
        : previous?.cursor
          ? [DESK_CLAIMS_KEY, filterKey, previous.cursor]
          : null,
    ([path, , cursor]: [string, string, string]) =>
      api<DeskLanePage>(path, { query: { ...query, cursor: cursor || undefined } }),
  );
  const { mutate: reload } = list;
  useEffect(() => {
    void reload();
  }, [reload]);
  return list;
}

export function useDeskScope() {
  return useSWR<DeskScope>(DESK_SCOPE_KEY, (path: string) => api<DeskScope>(path));
}

export const deskClaimKey = (ref: ClaimRef) =>
  `${DESK_CLAIMS_KEY}/${encodeURIComponent(ref.companyId)}/${encodeURIComponent(ref.claimId)}`;

export function useDeskClaim(ref: ClaimRef | null) {
  return useSWR<DeskClaimReply>(ref ? deskClaimKey(ref) : null, (path: string) => api<DeskClaimReply>(path));
}

/** A 409 that carries the claim as it now is, else the failure as it came. */
function conflictOr(failure: unknown): unknown {
  if (!(failure instanceof ApiError) || failure.status !== 409) return failure;
  const body = failure.body as Partial<DeskAnswer> | undefined;
  return body?.claim && body.desk
    ? new DeskConflict({ claim: body.claim, desk: body.desk, row: body.row ?? null })
    : failure;
}

export async function recordDeskMove(ref: ClaimRef, move: DeskMove): Promise<DeskAnswer> {
  try {
    return await api<DeskAnswer>(`${deskClaimKey(ref)}/moves`, { body: move });
  } catch (failure) {
    throw conflictOr(failure);
  }
}

export async function assignDeskClaim(ref: ClaimRef, assignment: DeskAssign): Promise<DeskAnswer> {
  try {
    return await api<DeskAnswer>(`${deskClaimKey(ref)}/assignee`, { method: 'PUT', body: assignment });
  } catch (failure) {
    throw conflictOr(failure);
  }
}

/**
 * The claim's detail shown as an answer has it (its history read again, since a move adds to it).
 */
export function showAnswer(ref: ClaimRef, answer: DeskAnswer): Promise<unknown> {
  return mutate<DeskClaimReply>(
    deskClaimKey(ref),
    (current) => (current ? { ...current, claim: answer.claim, desk: answer.desk } : current),
    { revalidate: true },
  );
}
