/** Team Members: everyone of the company with their invitation status; the client admin invites and removes. */
import { useMembers } from '@web/api/members';
import { AdminOnlyNote, useAdminOnly } from '@web/components/admin-only';
import { FormError } from '@web/components/form-error';
import { PageShell } from '@web/components/page-shell';
import { messageKeyOf } from '@web/lib/api-client';
import { FormattedMessage } from 'react-intl';
import { InviteForm } from '../components/invite-form';
import { MembersTable } from '../components/members-table';

export default function TeamPage() {
  const { data, error, isLoading } = useMembers();
  // The admin gets the actions; others read the list, with one note saying why there are none.
  const admin = useAdminOnly('client_admin');
  return (
    <PageShell title="page.team" intro="intro.team">
      {admin.allowed ? (
        <div className="panel">
          <InviteForm />
        </div>
      ) : (
        <AdminOnlyNote admin={admin} reason="team.adminOnly" />
      )}
      <h2>
        <FormattedMessage id="team.membersHeading" />
      </h2>
      {error && <FormError message={messageKeyOf(error)} />}
      {isLoading && (
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      )}
      {data && <MembersTable members={data.members} admin={admin.allowed ? admin : undefined} />}
    </PageShell>
  );
}
