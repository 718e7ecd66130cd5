/**
 * The free audit month's end (spec: one month free audit): the day it ends or ended, and what comes
 * after it, a plan to choose with us. Nothing for a plan that runs until cancelled.
 */
import { FREE_AUDIT_PLAN } from '@shared/billing/plans';
import { SUPPORT_EMAIL } from '@shared/platform/constants';
import { FormattedDate, FormattedMessage } from 'react-intl';

export function FreeAuditEnd({
  planId,
  endDate,
  today,
}: {
  planId: string;
  endDate: string | null;
  /** YYYY-MM-DD: the month is over once this is past its last day. */
  today: string;
}) {
  if (planId !== FREE_AUDIT_PLAN || !endDate) return null;
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
        <a href={`mailto:${SUPPORT_EMAIL}`}>
          <FormattedMessage id="billing.free.contact" />
        </a>
      </p>
    </div>
  );
}
