/** Team Members: everyone of the company with their invitation status; the client admin invites and removes. */
import { roleMeetsAccess } from '@shared/identity/access';
import { useMembers } from '@web/api/members';
import { FormError } from '@web/components/form-error';
import { PageShell } from '@web/components/page-shell';
import { messageKeyOf } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { FormattedMessage } from 'react-intl';
import { InviteForm } from '../components/invite-form';
import { MembersTable } from '../components/members-table';

export default function TeamPage() {
  const session = useSession();
  const { data, error, isLoading } = useMembers();
  const canManage = roleMeetsAccess(session?.role ?? null, 'client_admin');
  return (
    <PageShell title="page.team" intro="intro.team">
      {canManage ? (
        <div className="panel">
          <InviteForm />
        </div>
      ) : (
        <p className="page-intro">
          <FormattedMessage id="team.adminOnly" />
        </p>
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
      {data && <MembersTable members={data.members} canManage={canManage} />}
    </PageShell>
  );
}
