/**
 * Writing many counters at once, each part once. DynamoDB bounds a transaction (100 items, no
 * item twice) and an expression (4 KB: a few hundred counters), so an invoice's counters are split
 * into parts of at most `COUNTERS_PER_UPDATE` counters and transactions of at most
 * `UPDATES_PER_TRANSACTION` items; each transaction also puts its marker, only if absent, so a
 * retried step finds the parts it wrote and writes only the others.
 */

import type { CounterDeltas } from '../claims/counters';
import { isConditionFailed, transactionConditionFailures } from '../lib/aws/dynamo';
import { counterUpdate } from '../lib/table/counter-update';
import type { Key } from '../lib/table/keys';
import { IF_ABSENT, type TransactItem, table, txPut } from '../lib/table/table';

export const COUNTERS_PER_UPDATE = 200;
export const UPDATES_PER_TRANSACTION = 90;

/** The counter updates of `deltas`, in transactions that fit DynamoDB's bounds. */
export function counterBatches(companyId: string, deltas: CounterDeltas, entity: string): TransactItem[][] {
  // Each item's counters in parts; the n-th parts of every item can share a transaction.
  const parts: { sk: string; counters: [string, number][] }[][] = [];
  for (const [sk, counters] of Object.entries(deltas)) {
    const entries = Object.entries(counters).filter(([, value]) => value !== 0);
    for (let start = 0, round = 0; start < entries.length; start += COUNTERS_PER_UPDATE, round++) {
      parts[round] ??= [];
      parts[round]!.push({ sk, counters: entries.slice(start, start + COUNTERS_PER_UPDATE) });
    }
  }
  const batches: TransactItem[][] = [];
  for (const round of parts)
    for (let start = 0; start < round.length; start += UPDATES_PER_TRANSACTION)
      batches.push(
        round
          .slice(start, start + UPDATES_PER_TRANSACTION)
          .map(({ sk, counters }) => counterUpdate(companyId, sk, counters, entity)),
      );
  return batches;
}

/**
 * Writes `deltas` once: transaction n carries the marker `marker(n)`, put only if absent; a
 * transaction whose marker is there was written by an earlier attempt and is skipped. Returns how
 * many transactions were written now.
 */
export async function writeCountersOnce(
  companyId: string,
  deltas: CounterDeltas,
  entity: string,
  marker: (index: number) => Key,
): Promise<number> {
  const batches = counterBatches(companyId, deltas, entity);
  let written = 0;
  for (const [index, batch] of batches.entries()) {
    try {
      await table.transact([txPut({ ...marker(index), entity: 'countMarker' }, IF_ABSENT), ...batch]);
      written++;
    } catch (error) {
      // The marker exists: this part was counted by an earlier attempt.
      if (transactionConditionFailures(error) || isConditionFailed(error)) continue;
      throw error;
    }
  }
  return written;
}
