/**
 * The claim center: Overview (the default), Lost packages, My claims and Refunds as tabs, and one investigation's
 * details and history when the address names it (`?claim=<id>`; post-login redirects also use
 * `?trackingNumber=…&investigationHistory=true`, which opens My claims searching that number).
 */

import { PageShell } from '@web/components/page-shell';
import { claimLink, paths } from '@web/config/paths';
import type { MessageKey } from '@web/i18n/en';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { ClaimDetails } from '../components/claim-details';
import { ClaimOverview, RefundTotals } from '../components/claim-totals';
import { ClaimsList } from '../components/claims-list';
import { LostPackages } from '../components/lost-packages';
import { RefundsList } from '../components/refunds-list';

const VIEWS = ['overview', 'lost', 'claims', 'refunds'] as const;
type View = (typeof VIEWS)[number];

export default function InvestigationDetailsPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const claimId = params.get('claim');
  const requested = params.get('view');
  const view: View = (VIEWS as readonly string[]).includes(requested ?? '')
    ? (requested as View)
    : 'overview';
  const viewPath = (name: View) => `${paths.investigationDetails}?view=${name}`;

  return (
    <PageShell title="page.investigationDetails" intro="intro.investigationDetails">
      <nav className="tabs" aria-label={intl.formatMessage({ id: 'page.investigationDetails' })}>
        {VIEWS.map((name) => (
          <Link
            key={name}
            to={viewPath(name)}
            className={!claimId && view === name ? 'tab active' : 'tab'}
            aria-current={!claimId && view === name ? 'page' : undefined}
          >
            <FormattedMessage id={`claims.view.${name}` as MessageKey} />
          </Link>
        ))}
      </nav>
      {claimId ? (
        <ClaimDetails claimId={claimId} backTo={viewPath('claims')} />
      ) : view === 'claims' ? (
        <ClaimsList detailsLink={claimLink} />
      ) : view === 'lost' ? (
        <LostPackages detailsLink={claimLink} />
      ) : view === 'refunds' ? (
        <>
          <RefundTotals />
          <RefundsList />
        </>
      ) : (
        <ClaimOverview />
      )}
    </PageShell>
  );
}
