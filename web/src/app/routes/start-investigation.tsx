/**
 * Start an investigation: one at a time with the single claim form, or many from a file with the
 * bulk wizard (`?mode=bulk`, loaded only when chosen: it brings the spreadsheet reader along).
 * Composes the claims and bulk features.
 */
import type { ClaimView } from '@shared/claims/schema';
import { PageShell } from '@web/components/page-shell';
import { paths } from '@web/config/paths';
import { ClaimCreated } from '@web/features/claims/components/claim-created';
import { ClaimForm } from '@web/features/claims/components/claim-form';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';

const BulkWizard = lazy(() =>
  import('@web/features/bulk/components/bulk-wizard').then((module) => ({ default: module.BulkWizard })),
);

const MODES = ['single', 'bulk'] as const;

export default function StartInvestigationPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const mode = params.get('mode') === 'bulk' ? 'bulk' : 'single';
  const [created, setCreated] = useState<{ claim: ClaimView; overwritten: boolean } | null>(null);
  return (
    <PageShell
      title="page.startInvestigation"
      intro={mode === 'bulk' ? 'intro.bulk' : 'intro.startInvestigation'}
    >
      <nav className="tabs" aria-label={intl.formatMessage({ id: 'page.startInvestigation' })}>
        {MODES.map((name) => (
          <Link
            key={name}
            to={`${paths.startInvestigation}?mode=${name}`}
            className={mode === name ? 'tab active' : 'tab'}
            aria-current={mode === name ? 'page' : undefined}
          >
            <FormattedMessage id={name === 'bulk' ? 'claims.mode.bulk' : 'claims.mode.single'} />
          </Link>
        ))}
      </nav>
      {mode === 'bulk' ? (
        <Suspense fallback={<p aria-busy="true" />}>
          <BulkWizard />
        </Suspense>
      ) : (
        <>
          {created && <ClaimCreated claim={created.claim} overwritten={created.overwritten} />}
          <ClaimForm
            initial={{
              carrier: params.get('carrier') ?? '',
              tracking_number: params.get('tracking') ?? '',
              issue: params.get('issue') ?? '',
            }}
            onCreated={(claim, overwritten) => {
              setCreated({ claim, overwritten });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </PageShell>
  );
}
