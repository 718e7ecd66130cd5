/** My Carrier Information: the company's carrier accounts; the client admin adds, edits, reveals and deletes them. */
import { useCredentials } from '@web/api/credentials';
import { AdminOnlyNote, useAdminOnly } from '@web/components/admin-only';
import { FormError } from '@web/components/form-error';
import { PageShell } from '@web/components/page-shell';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CredentialForm } from '../components/credential-form';
import { CredentialsTable } from '../components/credentials-table';
import { TrackingKeys } from '../components/tracking-keys';

export default function CarrierInformationPage() {
  const session = useSession();
  // The actions only the client admin may take are shown to everyone, disabled with why for others.
  const admin = useAdminOnly('client_admin');
  const isAdmin = admin.allowed;
  const { data, error } = useCredentials();
  const [message, setMessage] = useState<MessageKey | null>(null);

  return (
    <PageShell title="page.carrierInformation" intro="intro.carrierInformation">
      {message && (
        <p className="form-success" role="status">
          <FormattedMessage id={message} />
        </p>
      )}
      {isAdmin && (
        <section className="panel" aria-labelledby="add-carrier-heading" data-tour="carrier-add">
          <h2 id="add-carrier-heading">
            <FormattedMessage id="credentials.add" />
          </h2>
          <CredentialForm onDone={setMessage} />
        </section>
      )}
      <h2 data-tour="carrier-accounts">
        <FormattedMessage id="credentials.heading" />
      </h2>
      <AdminOnlyNote admin={admin} reason="credentials.adminOnly" />
      {error && <FormError message={messageKeyOf(error)} />}
      {data && (
        <CredentialsTable
          credentials={data.credentials}
          admin={admin}
          // A carrier password is the merchant's own: never shown to a platform admin acting for them.
          mayReveal={session?.role !== 'platform_admin'}
          onMessage={setMessage}
        />
      )}
      <TrackingKeys onMessage={setMessage} />
    </PageShell>
  );
}
