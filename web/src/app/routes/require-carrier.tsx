/**
 * Claim pages need a carrier account (spec: 'Claim pages require carrier credentials; otherwise a
 * prompt leads to the carrier information page'). Composes the carriers feature around the claim
 * routes.
 */

import { useCredentials } from '@web/api/credentials';
import { MessagePage } from '@web/components/message-page';
import { paths } from '@web/config/paths';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';

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
