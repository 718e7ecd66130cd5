/**
 * Evidence of the credit (issue 20, item 2): when a merchant's carrier invoice carries the credit
 * line of a refund our claim won, the audit records that line on the refund's success fee line, so
 * the merchant sees on the Billing page the invoice that proves the fee. Only lines claims wrote
 * are touched: a credit the carrier gave without our claim finds no line and bills nothing.
 *
 * Which line a credit proves is ./credit-match.ts's; this module reads a parcel's fee lines on the
 * reference index and writes the evidence with a condition (the line exists and holds none yet), so
 * two audits of one invoice, at once or one after the other, record it once.
 */

import { isConditionFailed } from '../lib/aws/dynamo';
import { forEachLimit } from '../lib/concurrency';
import { keys } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { type Cursor, table } from '../lib/table/table';
import { type CarrierCredit, type CreditLine, planEvidence } from './credit-match';
import { feeLineFrom, feeTrackingPartition, type StoredFeeLine } from './fee-lines';

/** Parcels whose fee lines are read at once: a shard's credits are few, its other work is not waiting. */
const PARCELS_AT_ONCE = 4;

/** The company's fee lines of one parcel (a handful: one per credit or reversal of its claims). */
async function parcelFeeLines(companyId: string, trackingNumber: string): Promise<StoredFeeLine[]> {
  const lines: StoredFeeLine[] = [];
  let cursor: Cursor | undefined;
  do {
    const page = await table.queryIndex(INDEX.reference, feeTrackingPartition(companyId, trackingNumber), {
      ExclusiveStartKey: cursor,
    });
    lines.push(...page.items.filter((item) => item.entity === 'feeLine').map(feeLineFrom));
    cursor = page.cursor;
  } while (cursor);
  return lines;
}

/** Sets the line's evidence unless it has some already (another audit recorded it first): whether it did. */
async function setCreditLine(line: StoredFeeLine, creditLine: CreditLine): Promise<boolean> {
  try {
    await table.update(keys.feeLine(line.companyId, line.claimId, line.claimVersion), {
      UpdateExpression: 'SET creditLine = :credit',
      ConditionExpression:
        'attribute_exists(pk) AND (attribute_not_exists(creditLine) OR attribute_type(creditLine, :null))',
      ExpressionAttributeValues: { ':credit': creditLine, ':null': 'NULL' },
    });
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Records each credit of the company's carrier invoices on the success fee line it proves, if any.
 * Run again with the same credits, it writes nothing. Returns how many lines it set.
 */
export async function recordCreditEvidence(companyId: string, credits: CarrierCredit[]): Promise<number> {
  const byParcel = new Map<string, CarrierCredit[]>();
  for (const credit of credits) {
    const group = byParcel.get(credit.trackingNumber);
    if (group) group.push(credit);
    else byParcel.set(credit.trackingNumber, [credit]);
  }
  let recorded = 0;
  await forEachLimit([...byParcel], PARCELS_AT_ONCE, async ([trackingNumber, parcelCredits]) => {
    const plan = planEvidence(await parcelFeeLines(companyId, trackingNumber), parcelCredits);
    for (const { line, creditLine } of plan) if (await setCreditLine(line, creditLine)) recorded++;
  });
  return recorded;
}
