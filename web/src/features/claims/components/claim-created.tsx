/**
 * What a person reads once the single claim form has created (or updated) a claim: 'processed
 * within 24 hours' while it waits to be filed, 'filed with the carrier' once it is, and its link.
 */
import { type ClaimView, isFiled } from '@shared/claims/schema';
import { claimLink } from '@web/config/paths';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

export function ClaimCreated({ claim, overwritten }: { claim: ClaimView; overwritten: boolean }) {
  return (
    <div className="form-success" role="status">
      <p>
        <FormattedMessage
          id={overwritten ? 'claimForm.overwritten' : 'claimForm.created'}
          values={{ tracking: claim.tracking_number }}
        />{' '}
        <FormattedMessage id={isFiled(claim) ? 'claimForm.filedAlready' : 'claimForm.processedWithin'} />
      </p>
      <Link to={claimLink(claim.claimId)}>
        <FormattedMessage id="claimForm.seeClaim" />
      </Link>
    </div>
  );
}
