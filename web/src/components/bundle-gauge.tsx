/**
 * This month's use of the bundle, drawn the same on Billing and Home: a meter with its figures in
 * words ('1,234 of 10,000 parcels (12%)') and its level (within, 80 % reached, past), and the
 * message Billing and Home show from 80 %, which says plainly what happens past 100 %.
 */
import { BUNDLE_WARNING_PERCENT, type BundleLevel, type Usage } from '@shared/billing/plans';
import { isMessageKey } from '@web/i18n/message-key';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';

/** A plan's name in the reader's language (its id when the catalog does not know it). */
export function planName(intl: IntlShape, planId: string): string {
  const key = `billing.plan.${planId}`;
  return isMessageKey(intl, key) ? intl.formatMessage({ id: key }) : planId;
}

/** The figures of a month's usage, formatted for the messages that show them. */
export function usageFigures(intl: IntlShape, usage: Usage) {
  return {
    used: intl.formatNumber(usage.used),
    bundle: intl.formatNumber(usage.bundle),
    percent: intl.formatNumber(usage.percent / 100, { style: 'percent' }),
    threshold: intl.formatNumber(BUNDLE_WARNING_PERCENT / 100, { style: 'percent' }),
    // The calendar month counted, as YYYY-MM: its name, whatever the reader's time zone.
    month: intl.formatDate(`${usage.period}-15T12:00:00Z`, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  };
}

const BADGES: Record<BundleLevel, string> = { ok: 'badge ok', warning: 'badge warn', over: 'badge bad' };

export function BundleGauge({ usage }: { usage: Usage }) {
  const intl = useIntl();
  const figures = usageFigures(intl, usage);
  const label = intl.formatMessage({ id: 'billing.gauge.label' }, figures);
  const level = intl.formatMessage({ id: `billing.gauge.level.${usage.level}` }, figures);
  return (
    <div className={`bundle-gauge level-${usage.level}`}>
      <p className="gauge-figures">
        <span className="gauge-label">{label}</span> <span className={BADGES[usage.level]}>{level}</span>
      </p>
      {/* Past the bundle the bar is full (a meter's value stops at its max): the words give the figures. */}
      <div className="gauge-track">
        <meter
          className="gauge-meter"
          min={0}
          max={usage.bundle}
          low={(usage.bundle * BUNDLE_WARNING_PERCENT) / 100}
          high={usage.bundle}
          optimum={0}
          value={Math.min(usage.used, usage.bundle)}
          aria-label={intl.formatMessage({ id: 'billing.gauge.name' }, figures)}
          aria-valuetext={`${label}: ${level}`}
        />
        <span className="gauge-mark" style={{ left: `${BUNDLE_WARNING_PERCENT}%` }} />
      </div>
    </div>
  );
}

/** From 80 %: how much is used, past 100 % by how many parcels, and what happens then. */
export function BundleAlert({ usage, className = '' }: { usage: Usage; className?: string }) {
  const intl = useIntl();
  if (usage.level === 'ok') return null;
  const figures = usageFigures(intl, usage);
  return (
    <div className={`bundle-alert level-${usage.level} ${className}`.trim()} role="status">
      <p className="bundle-alert-headline">
        {usage.level === 'over' ? (
          <FormattedMessage id="billing.alert.over" values={{ count: usage.over, bundle: figures.bundle }} />
        ) : (
          <FormattedMessage id="billing.alert.warning" values={figures} />
        )}
      </p>
      <p>
        <FormattedMessage id="billing.alert.past" />
      </p>
    </div>
  );
}
