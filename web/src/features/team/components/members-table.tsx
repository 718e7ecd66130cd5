/**
 * The company's members with their role and invitation status; admins may remove others, after
 * confirming; anyone else reads the list, under the page's 'No Admin Access' note.
 */
import type { MemberView } from '@shared/team/team';
import type { AdminOnly } from '@web/components/admin-only';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormError } from '@web/components/form-error';
import { TableHead } from '@web/components/table-head';
import { TableScroll } from '@web/components/table-scroll';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { removeMember } from '../api/members';

const STATUS_TONE: Record<string, string> = {
  accepted: 'ok',
  active: 'ok',
  sent: 'ok',
  queued: 'warn',
  processing: 'warn',
  failed: 'bad',
};

export function MembersTable({
  members,
  admin,
}: {
  members: MemberView[];
  /** The admin's actions (Remove); without it, the table only lists (onboarding, a member). */
  admin?: AdminOnly;
}) {
  const intl = useIntl();
  const [removing, setRemoving] = useState<MemberView | null>(null);
  const [error, setError] = useState<MessageKey | null>(null);
  const [removed, setRemoved] = useState(false);
  const name = (member: MemberView) => `${member.first_name} ${member.last_name}`;

  async function confirmRemove() {
    if (!removing) return;
    const member = removing;
    setRemoving(null);
    setError(null);
    try {
      await removeMember(member.email_address);
      setRemoved(true);
    } catch (failure) {
      setError(messageKeyOf(failure));
    }
  }

  return (
    <>
      <FormError message={error} />
      {removed && (
        <p className="form-success" role="status">
          <FormattedMessage id="team.removed" />
        </p>
      )}
      <TableScroll label={intl.formatMessage({ id: 'team.membersHeading' })}>
        <table className="data-table">
          <caption className="visually-hidden">
            <FormattedMessage id="team.membersHeading" />
          </caption>
          <TableHead
            headings={[
              'team.name',
              'team.email',
              'team.role',
              'team.status',
              ...(admin ? ['team.actions' as const] : []),
            ]}
          />
          <tbody>
            {members.map((member) => {
              const status = member.invitation_status ?? 'active';
              return (
                <tr key={member.userId}>
                  <td>
                    {name(member)} {member.isMe && <FormattedMessage id="team.you" />}
                  </td>
                  <td>{member.email_address}</td>
                  <td>
                    <FormattedMessage id={`team.role.${member.role}`} />
                  </td>
                  <td>
                    <span className={`badge ${STATUS_TONE[status] ?? ''}`}>
                      <FormattedMessage id={`team.status.${status}` as MessageKey} />
                    </span>
                  </td>
                  {admin && (
                    <td>
                      {!member.isMe && (
                        <button
                          type="button"
                          className="link-button"
                          aria-label={intl.formatMessage({ id: 'team.removeLabel' }, { name: name(member) })}
                          onClick={() => {
                            setRemoved(false);
                            setRemoving(member);
                          }}
                        >
                          <FormattedMessage id="team.remove" />
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      {removing && (
        <ConfirmDialog
          danger
          title={<FormattedMessage id="team.removeTitle" values={{ name: name(removing) }} />}
          body={<FormattedMessage id="team.removeBody" />}
          cancel={<FormattedMessage id="confirm.cancel" />}
          confirm={<FormattedMessage id="team.remove" />}
          onCancel={() => setRemoving(null)}
          onConfirm={confirmRemove}
        />
      )}
    </>
  );
}
