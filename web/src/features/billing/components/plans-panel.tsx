/**
 * Plans, on Billing, for the client admin (and a platform admin acting for the company): the paid
 * plans in the pricing page's words, the current one marked, each with what choosing it does
 * (choose after the free month, upgrade, move down, keep), and cancelling. Choosing shows what
 * changes and what it costs, prorated, from the server's preview (shared/billing/plan-change)
 * before anything is confirmed; a start or an upgrade then goes to the card's authentication with
 * the payment provider and comes back to Billing. The confirm button is disabled while it works, so
 * a second click sends nothing.
 */
import type { PlanChangePreview } from '@shared/billing/plan-change';
import { FREE_AUDIT_PLAN, PAID_PLAN_IDS, PLANS } from '@shared/billing/plans';
import {
  changePlan,
  type PlanChoice,
  previewPlanChange,
  type SubscriptionReply,
  useRefreshSubscription,
} from '@web/api/subscription';
import { planName } from '@web/components/bundle-gauge';
import { FormError } from '@web/components/form-error';
import { PlanFacts, PlanPrice, planEuros } from '@web/components/plan-offer';
import { messageKeyOf } from '@web/lib/api-client';
import { useEffect, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';

const day = (date: string) => <FormattedDate value={`${date}T12:00:00Z`} dateStyle="long" timeZone="UTC" />;

/** What choosing a plan from the current one does, as its button says it. */
function actionOf(
  view: SubscriptionReply,
  planId: string,
): 'choose' | 'upgrade' | 'downgrade' | 'keep' | null {
  const current = PLANS[view.planId];
  const paidRunning = view.running && (current?.priceCents ?? 0) > 0;
  if (planId === view.planId && view.running) return view.pending ? 'keep' : null;
  if (!paidRunning) return view.pending?.planId === planId ? null : 'choose';
  return PLANS[planId]!.priceCents > current!.priceCents ? 'upgrade' : 'downgrade';
}

function Preview({
  preview,
  busy,
  onConfirm,
  onBack,
}: {
  preview: PlanChangePreview;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const euros = (cents: number) => planEuros(intl, cents, 2);
  const month = intl.formatDate(`${preview.month}-15T12:00:00Z`, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const values = {
    plan: preview.planId ? planName(intl, preview.planId) : '',
    current: planName(intl, preview.currentPlanId),
    date: day(preview.effectiveDate),
  };
  const costs = preview.kind === 'start' || preview.kind === 'upgrade';
  return (
    <section className="plan-change" aria-labelledby="plan-change-heading">
      <h3 id="plan-change-heading" ref={heading} tabIndex={-1}>
        <FormattedMessage id="billing.change.heading" />
      </h3>
      <p>
        <FormattedMessage id={`billing.change.${preview.kind}`} values={values} />
      </p>
      <dl className="plan-facts">
        {preview.kind !== 'cancel' && (
          <div>
            <dt>
              <FormattedMessage id="billing.change.monthly" />
            </dt>
            <dd>
              <FormattedMessage
                id="billing.change.monthlyValue"
                values={{ price: euros(preview.monthlyCents) }}
              />
            </dd>
          </div>
        )}
        {costs && (
          <>
            <div>
              <dt>
                <FormattedMessage id="billing.change.month" values={{ month }} />
              </dt>
              <dd>
                <FormattedMessage
                  id="billing.change.monthValue"
                  values={{ amount: euros(preview.monthCents) }}
                />
              </dd>
            </div>
            {preview.differenceCents !== 0 && preview.differenceCents !== preview.monthCents && (
              <div>
                <dt>
                  <FormattedMessage
                    id={preview.differenceCents > 0 ? 'billing.change.difference' : 'billing.change.saving'}
                  />
                </dt>
                <dd>{euros(Math.abs(preview.differenceCents))}</dd>
              </div>
            )}
          </>
        )}
      </dl>
      {costs && (
        <p className="field-hint">
          <FormattedMessage id="billing.change.invoice" />
        </p>
      )}
      {preview.needsAuthentication && (
        <p className="notice">
          <FormattedMessage id="billing.change.authentication" />
        </p>
      )}
      <div className="row-actions">
        <button type="button" className="button primary" disabled={busy} onClick={onConfirm}>
          <FormattedMessage
            id={preview.needsAuthentication ? 'billing.change.authenticate' : 'billing.change.confirm'}
          />
        </button>
        <button type="button" className="button" disabled={busy} onClick={onBack}>
          <FormattedMessage id="billing.change.back" />
        </button>
      </div>
    </section>
  );
}

export function PlansPanel({ view }: { view: SubscriptionReply }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const refresh = useRefreshSubscription();
  const [preview, setPreview] = useState<PlanChangePreview | null>(null);
  const [choice, setChoice] = useState<PlanChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState(false);

  const open = async (planId: PlanChoice) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    setDone(false);
    try {
      setPreview(await previewPlanChange(planId));
      setChoice(planId);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    if (busy || !preview || !choice) return;
    setBusy(true);
    setFailure(null);
    try {
      const outcome = await changePlan({ planId: choice, effectiveDate: preview.effectiveDate });
      if (outcome.status === 'authenticate') {
        const target = new URL(outcome.redirectUrl, window.location.href);
        if (target.origin === window.location.origin) navigate(target.pathname + target.search);
        else window.location.assign(target.toString());
        return;
      }
      setPreview(null);
      setChoice(null);
      setDone(true);
      await refresh();
      setBusy(false);
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };

  const current = PLANS[view.planId];
  const cancellable =
    view.running && (current?.priceCents ?? 0) > 0 && !(view.pending && view.pending.planId === null);
  return (
    <section className="panel plans-panel wide" id="plans" aria-labelledby="plans-heading">
      <h2 id="plans-heading">
        <FormattedMessage id="billing.plans.heading" />
      </h2>
      <p className="field-hint">
        <FormattedMessage id="billing.plans.intro" />
      </p>
      <ul className="plan-cards">
        {PAID_PLAN_IDS.map((planId) => {
          const plan = PLANS[planId]!;
          const action = actionOf(view, planId);
          const isCurrent = planId === view.planId && view.running;
          const isNext = view.pending?.planId === planId;
          const name = planName(intl, planId);
          return (
            <li
              key={planId}
              className={`plan-card${isCurrent ? ' current' : ''}`}
              aria-current={isCurrent || undefined}
            >
              <h3>{name}</h3>
              {isCurrent && (
                <p className="plan-tag">
                  <FormattedMessage id="billing.plans.current" />
                </p>
              )}
              {isNext && view.pending && (
                <p className="plan-tag">
                  <FormattedMessage id="billing.plans.next" values={{ date: day(view.pending.from) }} />
                </p>
              )}
              <p className="plan-price">
                <PlanPrice plan={plan} />
              </p>
              <PlanFacts plan={plan} />
              {action && (
                <button
                  type="button"
                  className={`button${action === 'downgrade' || action === 'keep' ? '' : ' primary'}`}
                  disabled={busy}
                  onClick={() => open(planId)}
                >
                  <FormattedMessage id={`billing.plans.${action}`} values={{ plan: name }} />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {view.planId === FREE_AUDIT_PLAN || !cancellable ? null : (
        <p>
          <button type="button" className="button danger" disabled={busy} onClick={() => open('none')}>
            <FormattedMessage id="billing.plans.cancel" />
          </button>
        </p>
      )}
      {failure !== null && <FormError message={messageKeyOf(failure)} />}
      {done && (
        <p role="status" className="notice success">
          <FormattedMessage id="billing.change.applied" />
        </p>
      )}
      {preview && (
        <Preview
          preview={preview}
          busy={busy}
          onConfirm={confirm}
          onBack={() => {
            setPreview(null);
            setChoice(null);
          }}
        />
      )}
    </section>
  );
}
