/**
 * Success fee lines: the business earns only on refunds the carrier really credited. A line is
 * written in the same transaction as the claim change that says so (the claim moving to
 * 'credited'), so a credited claim always has its line and a retried change writes none twice.
 * Credits a carrier gives without one of our claims have no claim change, hence no line: they are
 * never billed. A claim moved back from 'credited' (the carrier reversed the refund; a platform admin
 * records it) gets a reversal line, which the next document credits.
 *
 * Items: `C#<co>` / `FEE#<claimId>#<claim version>`. Until a document bills it, a line sits on the
 * attention index under `FEES#UNBILLED` (the billing run's work list across companies), and every
 * line sits on the reference index under its tracking number (the audit finds the line a credit on
 * a later carrier invoice proves).
 */

import type { FeeLineView } from '@shared/billing/documents';
import { successFeeCents } from '@shared/billing/documents';
import type { StoredClaim } from '../claims/stored-claim';
import { clock } from '../lib/clock';
import { fromItem } from '../lib/table/item';
import { keys, onIndex, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { IF_ABSENT, type Item, type TransactItem, table, txPut } from '../lib/table/table';
import { readStoredSubscription, subscriptionFrom } from './subscription-store';

export interface StoredFeeLine extends Omit<FeeLineView, 'lineId' | 'documentNumber'> {
  companyId: string;
  claimVersion: number;
  /** A reversal: the version of the line it reverses. */
  reverses: number | null;
  /** The document that billed it (absent until one does). */
  documentNumber?: string;
  /** A line and its reversal that met before any document: neither is billed. */
  cancelled?: boolean;
}

/** The partition of the reference index that holds a company's fee lines of one tracking number. */
export const feeTrackingPartition = (companyId: string, trackingNumber: string) =>
  `FEETRK#${companyId}#${trackingNumber.toUpperCase()}`;

export const lineIdOf = (line: Pick<StoredFeeLine, 'claimId' | 'claimVersion'>) =>
  `${line.claimId}#${line.claimVersion}`;

/** A fee line's item, on the unbilled work list and under its tracking number. */
export function feeLineItem(line: StoredFeeLine): Item {
  const lineId = lineIdOf(line);
  return {
    ...keys.feeLine(line.companyId, line.claimId, line.claimVersion),
    entity: 'feeLine',
    ...line,
    ...onIndex(INDEX.attention, partitions.unbilledFees, `${line.companyId}#${lineId}`),
    ...onIndex(INDEX.reference, feeTrackingPartition(line.companyId, line.trackingNumber), line.at),
  };
}

export const feeLineFrom = (item: Item) => fromItem<StoredFeeLine>(item);

/** Every fee line of one claim, oldest first. */
export async function claimFeeLines(companyId: string, claimId: string): Promise<StoredFeeLine[]> {
  const items = await table.queryAll(
    { pk: keys.feeLine(companyId, claimId, 0).pk, prefix: `FEE#${claimId}#` },
    { ConsistentRead: true },
  );
  return items.map(feeLineFrom);
}

/** The share of refunds the company's plan bills (the free audit's, if no plan was set). */
async function feePercentOf(companyId: string): Promise<number> {
  const today = clock.now().toISOString().slice(0, 10);
  return subscriptionFrom(await readStoredSubscription(companyId), '1970-01-01', today).plan.feePercent;
}

/**
 * The fee line writes a claim change brings, to join its transaction: a success fee line when the
 * claim becomes credited, a reversal when it stops being credited; nothing otherwise.
 */
export async function feeLineWrites(
  before: StoredClaim,
  next: StoredClaim,
  at: string,
  message: string | null = null,
): Promise<TransactItem[]> {
  const credited = next.state === 'credited' && before.state !== 'credited';
  const reversed = before.state === 'credited' && next.state !== 'credited';
  if (!credited && !reversed) return [];
  const base = {
    companyId: next.companyId,
    claimId: next.claimId,
    claimVersion: next.version,
    trackingNumber: next.tracking_number,
    carrier: next.carrier,
    claimNumber: next.claim_number ?? null,
    currency: next.currency,
    at,
    carrierMessage: next.last_carrier_message ?? message,
    creditLine: null,
  };
  if (credited) {
    const creditedCents = next.creditedCents ?? next.confirmedCents ?? next.requestedCents;
    const feePercent = await feePercentOf(next.companyId);
    const line: StoredFeeLine = {
      ...base,
      kind: 'success_fee',
      creditedCents,
      feePercent,
      feeCents: successFeeCents(creditedCents, feePercent),
      reverses: null,
    };
    return [txPut(feeLineItem(line), IF_ABSENT)];
  }
  const earned = (await claimFeeLines(next.companyId, next.claimId)).filter(
    (line) => line.kind === 'success_fee',
  );
  const last = earned.at(-1);
  if (!last) return [];
  const reversal: StoredFeeLine = {
    ...base,
    kind: 'fee_reversal',
    creditedCents: last.creditedCents,
    feePercent: last.feePercent,
    feeCents: -last.feeCents,
    reverses: last.claimVersion,
    creditLine: last.creditLine,
  };
  return [txPut(feeLineItem(reversal), IF_ABSENT)];
}

/** What the Billing page shows of a line. */
export function feeLineView(line: StoredFeeLine): FeeLineView {
  return {
    lineId: lineIdOf(line),
    kind: line.kind,
    claimId: line.claimId,
    trackingNumber: line.trackingNumber,
    carrier: line.carrier,
    claimNumber: line.claimNumber,
    currency: line.currency,
    creditedCents: line.creditedCents,
    feePercent: line.feePercent,
    feeCents: line.feeCents,
    at: line.at,
    carrierMessage: line.carrierMessage,
    creditLine: line.creditLine,
    documentNumber: line.cancelled ? null : (line.documentNumber ?? null),
  };
}
