/** What the desk shows of a claim: a lane's row, and the details beside a merchant's view of it. */
import { type DeskDetail, type DeskRow, deskLane, movesFrom } from '@shared/claims/desk';
import { creditView } from '../claims/claim-view';
import { daysUntil, deskDeadline, type StoredClaim } from '../claims/stored-claim';
import type { DeskIndexRow } from './desk-queries';

export function deskRow(row: DeskIndexRow, companyName: string, today: Date): DeskRow {
  const lane = deskLane({
    state: row.state as StoredClaim['state'],
    actions: row.actions as StoredClaim['actions'],
    claim_number: row.claim_number,
    // On a lane's index a claim to file is one no connector will file.
    nextSyncAt: null,
    pendingAnswers: row.pendingAnswers,
    deskDecision: row.deskDecision,
    creditSeen: row.creditSeen,
  });
  return {
    companyId: row.companyId,
    companyName,
    claimId: row.claimId,
    tracking_number: row.tracking_number,
    carrier: row.carrier,
    reason_refund: row.reason_refund,
    reference: row.reference,
    state: row.state,
    lane: lane ?? 'waiting_carrier',
    amount: row.requestedCents / 100,
    currency: row.currency,
    daysLeft: daysUntil(row.deskDeadline, today),
    closesOn: row.deskDeadline,
    estimated: row.deskDeadlineEstimated,
    since: row.deskSince ?? row.createdAt,
    assignee: row.assignee ?? null,
    claim_number: row.claim_number,
    pendingAnswers: row.pendingAnswers ?? 0,
    version: row.version,
  };
}

/** The row a claim shows on its lane (null: on none), as a move answers it to update the list. */
export function rowOfClaim(claim: StoredClaim, companyName: string, today: Date): DeskRow | null {
  const lane = deskLane(claim);
  if (!lane) return null;
  const deadline = deskDeadline(claim);
  return {
    ...deskRow(
      {
        ...claim,
        deskDeadline: deadline.closesOn,
        deskDeadlineEstimated: deadline.estimated,
        position: '',
      },
      companyName,
      today,
    ),
    lane,
  };
}

export function deskDetail(claim: StoredClaim, companyName: string, today: Date): DeskDetail {
  const deadline = deskDeadline(claim);
  const lane = deskLane(claim);
  return {
    companyId: claim.companyId,
    companyName,
    lane,
    daysLeft: daysUntil(deadline.closesOn, today),
    closesOn: deadline.closesOn,
    estimated: deadline.estimated,
    version: claim.version,
    assignee: claim.assignee ?? null,
    pendingAnswers: claim.pendingAnswers ?? 0,
    redisputes: claim.redisputes ?? 0,
    deskDecision: claim.deskDecision ?? false,
    filing: claim.filing ?? null,
    carrierRequest: claim.carrierRequest ?? null,
    denial: claim.denial ?? null,
    credit: claim.credit ? { ...creditView(claim.credit), by: claim.credit.by } : null,
    creditSeen: claim.creditSeen
      ? {
          invoiceNumber: claim.creditSeen.invoiceNumber,
          invoiceDate: claim.creditSeen.invoiceDate,
          amount: claim.creditSeen.amountCents / 100,
          currency: claim.creditSeen.currency,
        }
      : null,
    moves: movesFrom(lane, claim),
  };
}
