/** Pricing (/pricing): the billing catalog's plans by parcels per month, and the calculator. */
import { FREE_AUDIT_PLAN, PAID_PLAN_IDS, PLANS, type Plan } from '@shared/billing/plans';
import { estimate, MAX_RECOVERY_PERCENT, TYPICAL_RECOVERY_PERCENT } from '@shared/site/calculator';
import { planEuros as euros, PlanFacts, PlanPrice } from '@web/components/plan-offer';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { SitePageDefinition } from '../page';
import { PageHeading } from '../page-heading';

const EXAMPLE = { parcelsPerMonth: 5_000, monthlySpendEuros: 40_000 };

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <li className="site-card site-plan">
      <h3>
        <FormattedMessage id={`billing.plan.${plan.planId}`} />
      </h3>
      <p className="site-price">
        <PlanPrice plan={plan} />
      </p>
      <PlanFacts plan={plan} />
    </li>
  );
}

function Calculator() {
  const intl = useIntl();
  const example = estimate(EXAMPLE);
  const planNames = Object.fromEntries(
    PAID_PLAN_IDS.map((planId) => [planId, intl.formatMessage({ id: `billing.plan.${planId}` })]),
  );
  const row = (label: string, name: string, value: string) => (
    <div>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>
        <output name={name}>{value}</output>
      </dd>
    </div>
  );
  return (
    <section className="site-section site-calculator" aria-labelledby="calculator">
      <h2 id="calculator">
        <FormattedMessage id="site.pricing.calculator.title" />
      </h2>
      <form
        data-island="pricing-calculator"
        data-plans={JSON.stringify(planNames)}
        data-invalid={intl.formatMessage({ id: 'site.pricing.calculator.invalid' })}
        noValidate
      >
        <div className="site-fields">
          <label>
            <FormattedMessage id="site.pricing.calculator.parcels" />
            <input
              name="parcelsPerMonth"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              defaultValue={EXAMPLE.parcelsPerMonth}
              required
            />
          </label>
          <label>
            <FormattedMessage id="site.pricing.calculator.spend" />
            <input
              name="monthlySpendEuros"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              defaultValue={EXAMPLE.monthlySpendEuros}
              required
            />
          </label>
          <button type="submit" className="site-button">
            <FormattedMessage id="site.pricing.calculator.submit" />
          </button>
        </div>
        <p className="site-error" role="alert" data-error hidden />
        <dl className="site-results" aria-live="polite">
          {row('site.pricing.calculator.recovery', 'recovery', euros(intl, example.recoveryCents))}
          {row('site.pricing.calculator.upTo', 'upTo', euros(intl, example.upToCents))}
          {row('site.pricing.calculator.best', 'best', planNames[example.best.planId]!)}
          {row(
            'site.pricing.calculator.subscription',
            'subscription',
            euros(intl, example.best.subscriptionCents + example.best.overageCents),
          )}
          {row('site.pricing.calculator.fee', 'fee', euros(intl, example.best.feeCents))}
          {row('site.pricing.calculator.net', 'net', euros(intl, example.netCents))}
        </dl>
      </form>
      <noscript>
        <p>
          <FormattedMessage
            id="site.pricing.calculator.example"
            values={{
              parcels: intl.formatNumber(EXAMPLE.parcelsPerMonth),
              spend: euros(intl, EXAMPLE.monthlySpendEuros * 100),
              recovery: euros(intl, example.recoveryCents),
            }}
          />
        </p>
      </noscript>
      <h3>
        <FormattedMessage id="site.pricing.calculator.assumptions.title" />
      </h3>
      <p>
        <FormattedMessage
          id="site.pricing.calculator.assumptions.body"
          values={{ typical: TYPICAL_RECOVERY_PERCENT, max: MAX_RECOVERY_PERCENT }}
        />
      </p>
    </section>
  );
}

function PricingPage() {
  return (
    <>
      <PageHeading title="site.pricing.title" lead="site.pricing.lead" />
      <section className="site-section" aria-labelledby="plans">
        <h2 id="plans" className="site-hidden">
          <FormattedMessage id="site.pricing.plans" />
        </h2>
        <ul className="site-cards site-plans">
          {[FREE_AUDIT_PLAN, ...PAID_PLAN_IDS].map((planId) => (
            <PlanCard key={planId} plan={PLANS[planId]!} />
          ))}
        </ul>
        <p className="site-note">
          <FormattedMessage id="site.pricing.vat" />
        </p>
      </section>
      <Calculator />
    </>
  );
}

export const pricingPage: SitePageDefinition = {
  name: 'pricing',
  title: 'site.pricing.title',
  description: 'site.pricing.description',
  component: PricingPage,
  islands: true,
};
