/**
 * What merchants decided of the audit's signals to review, per parcel and check (whichever invoice
 * raises it): confirmed into an investigation, or dismissed. The first decision stands: a second
 * click, or two tabs, get the same answer; a dismissed signal is never raised again.
 */
import type { ReviewChoice, ReviewDecision, ReviewFinding, ReviewList } from '@shared/audit/invoice-audit';
import { HttpError } from '../http/errors';
import { isConditionFailed } from '../lib/aws/dynamo';
import { objectExists, readJson } from '../lib/aws/s3';
import { keys } from '../lib/table/keys';
import { IF_ABSENT, IF_PRESENT, table } from '../lib/table/table';
import { auditFolder, REVIEWS_FILE, type StoredAudit } from './audit-store';

type Signal = Pick<ReviewFinding, 'carrier' | 'trackingNumber' | 'ruleId'>;

const keyOf = (companyId: string, signal: Signal) =>
  keys.reviewDecision(companyId, signal.carrier, signal.trackingNumber, signal.ruleId);
const signalId = (signal: Signal) => `${signal.carrier}|${signal.trackingNumber}|${signal.ruleId}`;

const decisionOf = (item: Record<string, unknown>): ReviewDecision => ({
  kind: item.kind as ReviewDecision['kind'],
  claimId: (item.claimId as string | null) ?? null,
  by: item.by as string,
  at: item.at as string,
});

/** The decisions taken of these signals, by signal (`carrier|tracking|rule`). */
export async function decisionsOf(
  companyId: string,
  signals: readonly Signal[],
): Promise<Map<string, ReviewDecision>> {
  // One key per signal (a check may find on two lines of a parcel; a batch refuses a key twice).
  const distinct = new Map(signals.map((signal) => [signalId(signal), signal]));
  const items = await table.batchGet([...distinct.values()].map((signal) => keyOf(companyId, signal)));
  return new Map(
    items.map((item) => [
      signalId({
        carrier: item.carrier as string,
        trackingNumber: item.trackingNumber as string,
        ruleId: item.ruleId as string,
      }),
      decisionOf(item),
    ]),
  );
}

export const decisionFor = (decisions: Map<string, ReviewDecision>, signal: Signal) =>
  decisions.get(signalId(signal)) ?? null;

/**
 * Records a decision once. Taken already the same way: that one is answered (a double click);
 * taken the other way: 409.
 */
export async function decide(
  companyId: string,
  signal: Signal,
  decision: ReviewDecision,
): Promise<ReviewDecision> {
  try {
    await table.put(
      {
        ...keyOf(companyId, signal),
        entity: 'reviewDecision',
        carrier: signal.carrier,
        trackingNumber: signal.trackingNumber,
        ruleId: signal.ruleId,
        ...decision,
      },
      IF_ABSENT,
    );
    return decision;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const taken = decisionOf((await table.get(keyOf(companyId, signal), { consistent: true }))!);
    if (taken.kind !== decision.kind)
      throw new HttpError('audit.review_decided', 'This signal was already settled the other way');
    return taken;
  }
}

/** A confirmed signal whose parcel already had an open investigation: the decision names that one. */
export async function pointDecision(
  companyId: string,
  signal: Signal,
  claimId: string,
): Promise<ReviewDecision> {
  const out = await table.update(keyOf(companyId, signal), {
    UpdateExpression: 'SET #claimId = :claimId',
    ExpressionAttributeNames: { '#claimId': 'claimId' },
    ExpressionAttributeValues: { ':claimId': claimId },
    ReturnValues: 'ALL_NEW',
    ...IF_PRESENT,
  });
  return decisionOf(out.Attributes!);
}

/**
 * The signals to review the record step listed for an audit (none for an audit recorded before
 * findings had a confidence: every finding was a claim).
 */
export async function readReviews(audit: Pick<StoredAudit, 'companyId' | 'documentId'>): Promise<ReviewList> {
  const key = `${auditFolder(audit.companyId, audit.documentId)}/${REVIEWS_FILE}`;
  return (await objectExists(key)) ? await readJson<ReviewList>(key) : { total: 0, reviews: [] };
}

/** The signal of an invoice's list that a choice names (404 when it lists none such). */
export function chosenSignal(reviews: readonly ReviewFinding[], choice: ReviewChoice): ReviewFinding | null {
  return (
    reviews.find(
      (review) => review.ruleId === choice.ruleId && review.trackingNumber === choice.trackingNumber,
    ) ?? null
  );
}
