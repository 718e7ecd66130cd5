/**
 * The free audit month's end (spec: one month free audit): the day it ends or ended, and what comes
 * after it: a plan, which the client admin chooses on Billing (the other members are told who
 * does). Nothing for a plan that runs until cancelled, nor once a plan follows the free month.
 */
import { FREE_AUDIT_PLAN } from '@shared/billing/plans';
import { useSeesAmounts } from '@web/api/billing';
import { paths } from '@web/config/paths';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

export function FreeAuditEnd({
  planId,
  endDate,
  today,
  planFollows = false,
}: {
  planId: string;
  endDate: string | null;
  /** YYYY-MM-DD: the month is over once this is past its last day. */
  today: string;
  /** A plan is chosen to start after the free month: nothing to ask. */
  planFollows?: boolean;
}) {
  const chooses = useSeesAmounts();
  if (planId !== FREE_AUDIT_PLAN || !endDate || planFollows) return null;
  const date = <FormattedDate value={`${endDate}T12:00:00Z`} dateStyle="long" timeZone="UTC" />;
  return (
    <div className="free-audit-end">
      <p>
        <FormattedMessage
          id={today > endDate ? 'billing.free.ended' : 'billing.free.ends'}
          values={{ date }}
        />
      </p>
      <p>
        {chooses ? (
          <Link to={`${paths.billing}#plans`}>
            <FormattedMessage id="billing.free.choose" />
          </Link>
        ) : (
          <FormattedMessage id="billing.free.askAdmin" />
        )}
      </p>
    </div>
  );
}
