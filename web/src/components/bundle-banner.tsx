/**
 * The line every signed-in page shows its company's people from 80 % of the month's bundle, with a
 * link to Billing: not below 80 %, not on Home and Billing (they show the whole message), and not
 * again in this browser session once dismissed, until the month or the level changes.
 */
import { useSubscriptionForBanner } from '@web/api/subscription';
import { paths } from '@web/config/paths';
import { useSession } from '@web/lib/session';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { usageFigures } from './bundle-gauge';

export const BANNER_DISMISSED_KEY = 'parcel-audit.bundle-banner-dismissed';

/** Pages that show the usage themselves. */
const OWN_PAGES: string[] = [paths.home, paths.billing];

function readDismissed(): string | null {
  try {
    return sessionStorage.getItem(BANNER_DISMISSED_KEY);
  } catch {
    return null;
  }
}

export function BundleBanner() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const company = useSession()?.company ?? '';
  const { data } = useSubscriptionForBanner();
  const [dismissed, setDismissed] = useState(readDismissed);
  if (!data || data.usage.level === 'ok' || OWN_PAGES.includes(pathname)) return null;
  const { usage } = data;
  // Dismissed for this company, month and level: reaching 100 % after a dismissed 80 % shows again.
  const stamp = `${company}:${usage.period}:${usage.level}`;
  if (dismissed === stamp) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(BANNER_DISMISSED_KEY, stamp);
    } catch {
      // Storage refused (private mode): dismissed until the page reloads.
    }
    setDismissed(stamp);
  };
  return (
    <div className={`bundle-banner level-${usage.level}`} role="status">
      <p>
        {usage.level === 'over' ? (
          <FormattedMessage id="billing.banner.over" values={{ count: usage.over }} />
        ) : (
          <FormattedMessage id="billing.banner.warning" values={usageFigures(intl, usage)} />
        )}{' '}
        <Link to={paths.billing}>
          <FormattedMessage id="billing.banner.link" />
        </Link>
      </p>
      <button
        type="button"
        className="button small"
        aria-label={intl.formatMessage({ id: 'billing.banner.dismissLabel' })}
        onClick={dismiss}
      >
        <FormattedMessage id="billing.banner.dismiss" />
      </button>
    </div>
  );
}
