/**
 * The subscription: plan, cycle, start and end, the bundle, and, for the client admin (and platform
 * admins), the price per cycle excluding VAT, the price of each parcel past the bundle and the
 * success fee. Other members get the amounts as null from the server and are told who sees them.
 */

import { FREE_AUDIT_PLAN, PLANS } from '@shared/billing/plans';
import type { SubscriptionReply } from '@web/api/subscription';
import { planName } from '@web/components/bundle-gauge';
import { FreeAuditEnd } from '@web/components/free-audit-end';
import { PlanPrice } from '@web/components/plan-offer';
import type { MessageKey } from '@web/i18n/en';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, type IntlShape, useIntl } from 'react-intl';

/** Plans are priced in euros, in cents. */
const euros = (intl: IntlShape, cents: number) =>
  intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });

const day = (date: string) => <FormattedDate value={`${date}T12:00:00Z`} dateStyle="long" timeZone="UTC" />;

function Fact({ term, children }: { term: MessageKey; children: ReactNode }) {
  return (
    <div>
      <dt>
        <FormattedMessage id={term} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function Amounts({ view }: { view: SubscriptionReply }) {
  const intl = useIntl();
  const { priceCents, overageCents, feePercent } = view;
  if (priceCents === null || overageCents === null || feePercent === null) return null;
  return (
    <>
      <Fact term="billing.subscription.price">
        {priceCents === 0 ? (
          <PlanPrice plan={PLANS[view.planId] ?? PLANS[FREE_AUDIT_PLAN]!} />
        ) : (
          <FormattedMessage
            id={`billing.subscription.price.${view.cycle}`}
            values={{ price: euros(intl, priceCents) }}
          />
        )}
      </Fact>
      <Fact term="billing.subscription.overage">
        {overageCents === 0 ? (
          <FormattedMessage id="billing.subscription.overageNone" />
        ) : (
          <FormattedMessage
            id="billing.subscription.overageValue"
            values={{ price: euros(intl, overageCents) }}
          />
        )}
      </Fact>
      <Fact term="billing.subscription.fee">
        <FormattedMessage
          id="billing.subscription.feeValue"
          values={{ percent: intl.formatNumber(feePercent / 100, { style: 'percent' }) }}
        />
      </Fact>
    </>
  );
}

export function SubscriptionPanel({ view }: { view: SubscriptionReply }) {
  // Today in the company's calendar, as the server counts it (not the browser's day).
  const { today } = view;
  const intl = useIntl();
  const hidden = view.priceCents === null;
  return (
    <section className="panel subscription-panel" aria-labelledby="subscription-heading">
      <h2 id="subscription-heading">
        <FormattedMessage id="billing.subscription.heading" />
      </h2>
      <dl className="plan-facts">
        <Fact term="billing.subscription.plan">
          <strong>{planName(intl, view.planId)}</strong>
        </Fact>
        <Fact term="billing.subscription.cycle">
          <FormattedMessage id={`billing.cycle.${view.cycle}`} />
        </Fact>
        <Fact term="billing.subscription.start">{day(view.startDate)}</Fact>
        <Fact term="billing.subscription.end">
          {view.endDate ? day(view.endDate) : <FormattedMessage id="billing.subscription.untilCancelled" />}
        </Fact>
        <Fact term="billing.subscription.bundle">
          <FormattedMessage
            id="billing.subscription.parcels"
            values={{ count: intl.formatNumber(view.bundle) }}
          />
        </Fact>
        {view.pending && (
          <Fact term="billing.subscription.next">
            <FormattedMessage
              id={view.pending.planId ? 'billing.subscription.nextPlan' : 'billing.subscription.nextNone'}
              values={{
                plan: view.pending.planId ? planName(intl, view.pending.planId) : '',
                date: day(view.pending.from),
              }}
            />
          </Fact>
        )}
        <Amounts view={view} />
      </dl>
      {hidden && (
        <p className="amounts-hidden">
          <FormattedMessage id="billing.subscription.amountsHidden" />
        </p>
      )}
      <FreeAuditEnd
        planId={view.planId}
        endDate={view.endDate}
        today={today}
        planFollows={Boolean(view.pending?.planId)}
      />
      {!view.running && view.planId !== FREE_AUDIT_PLAN && view.endDate && (
        <p className="free-audit-end">
          <FormattedMessage id="billing.subscription.ended" values={{ date: day(view.endDate) }} />
        </p>
      )}
    </section>
  );
}
