/**
 * Claim pages need a carrier account (spec: 'Claim pages require carrier credentials; otherwise a
 * prompt leads to the carrier information page'). Composes the carriers feature around the claim
 * routes.
 */
import { MessagePage } from '@web/components/message-page';
import { useCredentials } from '@web/features/carriers/api/credentials';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { paths } from '../paths';

export function RequireCarrier() {
  const { data, error } = useCredentials();
  if (error) return <Outlet />;
  if (!data) {
    return (
      <p role="status">
        <FormattedMessage id="app.loading" />
      </p>
    );
  }
  if (data.credentials.length === 0) {
    return (
      <MessagePage
        title="credentials.requiredHeading"
        body="credentials.requiredBody"
        action="credentials.requiredAction"
        to={paths.carrierInformation}
      />
    );
  }
  return <Outlet />;
}

export default RequireCarrier;
