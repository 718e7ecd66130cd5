/**
 * The spec's overdue warning: an invoice past its due date warns every person of the company that
 * the solution may be suspended; past the grace period the account is suspended (only the client
 * admin's Billing stays open). A banner on every signed-in page but Billing, which shows the same
 * as a notice at its top.
 */
import { type SubscriptionReply, useSubscriptionForBanner } from '@web/api/subscription';
import { paths } from '@web/config/paths';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';

/** The warning, for one view of the subscription (null when nothing is overdue). */
export function OverdueNotice({ view, className = '' }: { view: SubscriptionReply; className?: string }) {
  if (!view.suspended && view.overdueInvoices === 0) return null;
  return (
    <div className={`notice error overdue-notice ${className}`} role="alert">
      <p>
        {view.suspended ? (
          <FormattedMessage id="billing.overdue.suspended" />
        ) : (
          <FormattedMessage id="billing.overdue.warning" values={{ count: view.overdueInvoices }} />
        )}
      </p>
    </div>
  );
}

export function OverdueBanner() {
  const { data } = useSubscriptionForBanner();
  const { pathname } = useLocation();
  if (!data || pathname === paths.billing || (!data.suspended && data.overdueInvoices === 0)) return null;
  return (
    <div className="bundle-banner level-over" role="alert">
      <p>
        <FormattedMessage
          id={data.suspended ? 'billing.overdue.suspended' : 'billing.overdue.warning'}
          values={{ count: data.overdueInvoices }}
        />{' '}
        <Link to={paths.billing}>
          <FormattedMessage id="billing.overdue.link" />
        </Link>
      </p>
    </div>
  );
}
