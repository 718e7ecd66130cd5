/**
 * GET /api/private/claims-refunds: the Claim Center's Refunds tab, the company's credited refunds,
 * latest credit first, twenty a page with a cursor, from the sparse refunds partition of the
 * attention index (only credited claims are on it: never a scan). Each shows its proof (a credit
 * note to download, or the line's reference) and, for the client admin (Billing's amounts are
 * theirs: the rule of GET /api/private/billing/fees), the success fee charged on it, read from the
 * claim's fee lines (one small query per refund of the page).
 */

import { type Refund, refundsQuerySchema } from '@shared/claims/refunds';
import { roleMeetsAccess } from '@shared/identity/access';
import { claimFeeLines, feeLineView } from '../billing/fee-lines';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { isPositionOn, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { table } from '../lib/table/table';
import { type StoredClaim, toStoredClaim } from './stored-claim';

export const REFUNDS_PAGE = 20;

/** The success fee of the claim's credit: its last fee line, when that line is a fee (not its reversal). */
async function feeOf(claim: StoredClaim): Promise<Refund['fee']> {
  const last = (await claimFeeLines(claim.companyId, claim.claimId)).at(-1);
  if (last?.kind !== 'success_fee') return null;
  const view = feeLineView(last);
  return { percent: view.feePercent, amount: view.feeCents / 100, invoiceNumber: view.documentNumber };
}

function refundOf(claim: StoredClaim): Omit<Refund, 'fee'> {
  const cents =
    claim.credit?.amountCents ?? claim.creditedCents ?? claim.confirmedCents ?? claim.requestedCents;
  return {
    claimId: claim.claimId,
    tracking_number: claim.tracking_number,
    carrier: claim.carrier,
    claim_number: claim.claim_number,
    currency: claim.credit?.currency ?? claim.currency,
    credited_amount: cents / 100,
    credited_on: claim.credit?.creditedOn ?? (claim.creditedAt ?? claim.updatedAt).slice(0, 10),
    proof: claim.credit
      ? {
          kind: claim.credit.proof,
          documentId: claim.credit.documentId ?? null,
          reference: claim.credit.reference ?? null,
        }
      : null,
  };
}

export const handler = endpoint(refundsQuerySchema, async ({ input, actor }) => {
  const partition = partitions.refunds(actor.companyId);
  const page = await table.queryIndex(INDEX.attention, partition, {
    ScanIndexForward: false,
    Limit: REFUNDS_PAGE,
    // A cursor is only ever a position in the caller's own company's list.
    ExclusiveStartKey: decodeCursor(input.cursor, isPositionOn(INDEX.attention, partition, actor.companyId)),
  });
  const fees = roleMeetsAccess(actor.role, 'client_admin');
  const claims = page.items.map(toStoredClaim);
  const refunds = await Promise.all(
    claims.map(async (claim) => ({ ...refundOf(claim), fee: fees ? await feeOf(claim) : null })),
  );
  return ok({ refunds, cursor: encodeCursor(page.cursor), fees });
});
