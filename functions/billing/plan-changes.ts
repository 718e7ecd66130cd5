/**
 * A client admin changes the company's plan from Billing (the rules: shared/billing/plan-change).
 * The preview is computed here from the stored segments and today in the company's calendar; the
 * change is confirmed with the preview's effective date, and refused (409 'billing.plan_changed')
 * when it no longer holds. A downgrade, a cancellation or withdrawing a waiting change holds at
 * once. A start or an upgrade costs more: the card is authenticated with the payment provider first
 * (`C#<co>` / `PLANCHANGE#<id>` waits for it); the provider's signed webhook applies the change,
 * once, computed again on the subscription as it is then (a second change authorized meanwhile
 * finds nothing left to change and is marked stale).
 *
 * The subscription item is written on the condition that it is the one read (its `updatedAt`), so
 * two changes at once cannot both apply on the same plans.
 */
import {
  type PlanChangeInput,
  type PlanChangePreview,
  type PlanSegment,
  planChange,
} from '@shared/billing/plan-change';
import { HttpError, NotFound } from '../http/errors';
import { cancellationReasons } from '../lib/aws/dynamo';
import { clock } from '../lib/clock';
import { env } from '../lib/env';
import { randomId } from '../lib/ids';
import { log } from '../lib/log';
import { fromItem } from '../lib/table/item';
import { keys } from '../lib/table/keys';
import { IF_ABSENT, table, txPut, txUpdate } from '../lib/table/table';
import { paymentProvider } from './payments/index';
import type { AuthorizationEvent, PaymentProvider } from './payments/provider';
import { readSubscription, subscriptionItem } from './subscription-store';

export interface StoredPlanChange {
  authorizationId: string;
  companyId: string;
  planId: PlanChangeInput['planId'];
  /** The preview the client admin confirmed. */
  preview: PlanChangePreview;
  provider: PaymentProvider['name'];
  providerRef: string;
  status: 'authenticating' | 'applied' | 'declined' | 'stale';
  requestedAt: string;
  requestedBy: string;
  updatedAt: string;
}

/** The preview of a choice today, with the segments it leaves, or the refusal's error. */
async function changeOf(companyId: string, choice: PlanChangeInput['planId']) {
  // One read: the segments and the version the write is conditioned on are the same item's.
  const { segments, today, updatedAt } = await readSubscription(companyId);
  const result = planChange(segments, today, choice);
  if ('refused' in result) throw new HttpError(result.refused, 'This plan change cannot be made');
  return { ...result, previousUpdatedAt: updatedAt };
}

const segmentText = (segments: PlanSegment[]) =>
  segments.map((segment) => `${segment.planId} ${segment.from} ${segment.to ?? ''}`).join(',');
const sameSegments = (a: PlanSegment[], b: PlanSegment[]) => segmentText(a) === segmentText(b);

export async function previewPlanChange(
  companyId: string,
  choice: PlanChangeInput['planId'],
): Promise<PlanChangePreview> {
  return (await changeOf(companyId, choice)).preview;
}

/** The subscription item's write, on the condition that nobody changed it since it was read. */
function subscriptionWrite(
  companyId: string,
  segments: PlanSegment[],
  previousUpdatedAt: string | null,
  by: string,
  at: string,
) {
  return txPut(subscriptionItem(companyId, { segments, updatedAt: at, updatedBy: by }), {
    ConditionExpression: previousUpdatedAt
      ? 'updatedAt = :previous'
      : 'attribute_not_exists(pk) OR attribute_not_exists(updatedAt)',
    ...(previousUpdatedAt ? { ExpressionAttributeValues: { ':previous': previousUpdatedAt } } : {}),
  });
}

export type PlanChangeOutcome =
  | { status: 'applied'; preview: PlanChangePreview }
  | { status: 'authenticate'; preview: PlanChangePreview; authorizationId: string; redirectUrl: string };

/** Confirms a change previewed: applied now, or sent to the card's authentication first. */
export async function requestPlanChange(
  companyId: string,
  input: PlanChangeInput,
  by: string,
): Promise<PlanChangeOutcome> {
  const { preview, segments, previousUpdatedAt } = await changeOf(companyId, input.planId);
  if (preview.effectiveDate !== input.effectiveDate)
    throw new HttpError('billing.plan_changed', 'The preview no longer holds');
  const at = clock.now().toISOString();
  if (!preview.needsAuthentication) {
    try {
      await table.transact([subscriptionWrite(companyId, segments, previousUpdatedAt, by, at)]);
    } catch (error) {
      if (cancellationReasons(error)?.[0]?.Code === 'ConditionalCheckFailed')
        throw new HttpError('billing.plan_changed', 'The subscription changed meanwhile');
      throw error;
    }
    log.info('plan changed', { companyId, kind: preview.kind, planId: preview.planId });
    return { status: 'applied', preview };
  }
  const provider = paymentProvider();
  if (!provider) throw new HttpError('billing.cards_off', 'No payment provider is configured');
  const authorizationId = randomId(12);
  const started = await provider.authorize({
    authorizationId,
    companyId,
    description: `Parcel Audit plan ${preview.planId} from ${preview.effectiveDate}`,
    returnUrl: new URL(`/billing?plan=${encodeURIComponent(authorizationId)}`, env.APP_URL).toString(),
  });
  const change: StoredPlanChange = {
    authorizationId,
    companyId,
    planId: input.planId,
    preview,
    provider: provider.name,
    providerRef: started.providerRef,
    status: 'authenticating',
    requestedAt: at,
    requestedBy: by,
    updatedAt: at,
  };
  await table.put(
    { ...keys.planChange(companyId, authorizationId), entity: 'planChange', ...change },
    IF_ABSENT,
  );
  return { status: 'authenticate', preview, authorizationId, redirectUrl: started.redirectUrl };
}

export async function getPlanChange(companyId: string, authorizationId: string): Promise<StoredPlanChange> {
  const item = await table.get(keys.planChange(companyId, authorizationId), { consistent: true });
  if (!item) throw NotFound('No such plan change');
  return fromItem<StoredPlanChange>(item);
}

/**
 * Applies one verified authorization event, once: the change is computed again on the
 * subscription as it is now and written with the event's marker and the change's new status.
 */
export async function applyAuthorizationEvent(
  provider: PaymentProvider['name'],
  event: AuthorizationEvent,
): Promise<'applied' | 'duplicate' | 'unknown'> {
  const item = await table.get(keys.planChange(event.companyId, event.authorizationId), { consistent: true });
  const change = item ? fromItem<StoredPlanChange>(item) : null;
  if (!change || change.provider !== provider) return 'unknown';
  if (change.status !== 'authenticating') return 'duplicate';
  const at = clock.now().toISOString();
  let status: StoredPlanChange['status'] = 'declined';
  const writes = [];
  if (event.type === 'authorized') {
    const { segments, today, updatedAt } = await readSubscription(change.companyId);
    const result = planChange(segments, today, change.planId);
    // Nothing left to change (the same change applied meanwhile, or the plan runs already): stale.
    const same = 'refused' in result || sameSegments(result.segments, segments);
    status = same ? 'stale' : 'applied';
    if (!('refused' in result) && !same)
      writes.push(subscriptionWrite(change.companyId, result.segments, updatedAt, change.requestedBy, at));
  }
  try {
    await table.transact([
      txPut(
        { ...keys.webhookEvent(provider, event.eventId), entity: 'webhookEvent', at, type: event.type },
        IF_ABSENT,
      ),
      txUpdate(keys.planChange(change.companyId, change.authorizationId), {
        UpdateExpression: 'SET #status = :status, updatedAt = :at',
        ConditionExpression: '#status = :waiting',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status, ':at': at, ':waiting': 'authenticating' },
      }),
      ...writes,
    ]);
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons?.[0]?.Code === 'ConditionalCheckFailed' || reasons?.[1]?.Code === 'ConditionalCheckFailed')
      return 'duplicate';
    // The subscription changed between the read and the write: the provider delivers again.
    throw error;
  }
  log.info('plan change authorization', { companyId: change.companyId, status, planId: change.planId });
  return 'applied';
}
