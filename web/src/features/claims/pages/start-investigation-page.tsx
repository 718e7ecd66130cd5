/** Start an investigation: the single claim form; the claim created is one click away. */
import type { ClaimView } from '@shared/claims/schema';
import { paths } from '@web/app/paths';
import { PageShell } from '@web/components/page-shell';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { ClaimForm } from '../components/claim-form';

export default function StartInvestigationPage() {
  const [created, setCreated] = useState<{ claim: ClaimView; overwritten: boolean } | null>(null);
  return (
    <PageShell title="page.startInvestigation" intro="intro.startInvestigation">
      {created && (
        <div className="form-success" role="status">
          <p>
            <FormattedMessage
              id={created.overwritten ? 'claimForm.overwritten' : 'claimForm.created'}
              values={{ tracking: created.claim.tracking_number }}
            />
          </p>
          <Link to={`${paths.investigationDetails}?claim=${encodeURIComponent(created.claim.claimId)}`}>
            <FormattedMessage id="claimForm.seeClaim" />
          </Link>
        </div>
      )}
      <ClaimForm
        onCreated={(claim, overwritten) => {
          setCreated({ claim, overwritten });
          window.scrollTo({ top: 0 });
        }}
      />
    </PageShell>
  );
}
