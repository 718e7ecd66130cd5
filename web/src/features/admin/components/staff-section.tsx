/**
 * Provider staff (platform admins): each staff member with the client companies they may act for;
 * assign one by its id, remove one (their session acting for it ends at once). Staff work claims,
 * never billing or carrier passwords, and are not in the company's team list.
 */
import { STAFF_KEY, type StaffReply, setStaffAssignment } from '@web/api/admin';
import { FormError } from '@web/components/form-error';
import { api, messageKeyOf } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';

function Member({ member, onChanged }: { member: StaffReply['staff'][number]; onChanged: () => void }) {
  const intl = useIntl();
  const [companyId, setCompanyId] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const change = async (target: string, assigned: boolean) => {
    setFailure(null);
    try {
      await setStaffAssignment(member.userId, target, assigned);
      setCompanyId('');
      onChanged();
    } catch (error) {
      setFailure(error);
    }
  };
  const inputId = `staff-${member.userId}-company`;
  return (
    <li>
      <strong>{member.name || member.email}</strong>
      <span className="cell-detail">{member.email}</span>
      {failure !== null && <FormError message={messageKeyOf(failure)} />}
      {member.companies.length === 0 ? (
        <span className="cell-detail">
          <FormattedMessage id="admin.staff.noCompany" />
        </span>
      ) : (
        <ul>
          {member.companies.map((company) => (
            <li key={company.companyId}>
              {company.name}{' '}
              <button
                type="button"
                className="button small"
                aria-label={intl.formatMessage(
                  { id: 'admin.staff.removeLabel' },
                  { company: company.name, name: member.email },
                )}
                onClick={() => change(company.companyId, false)}
              >
                <FormattedMessage id="admin.staff.remove" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (companyId.trim()) void change(companyId.trim(), true);
        }}
      >
        <div className="field">
          <label htmlFor={inputId}>
            <FormattedMessage id="admin.staff.companyId" />
          </label>
          <input
            id={inputId}
            value={companyId}
            maxLength={120}
            onChange={(event) => setCompanyId(event.target.value)}
          />
        </div>
        <button type="submit" className="button">
          <FormattedMessage id="admin.staff.assign" />
        </button>
      </form>
    </li>
  );
}

export function StaffSection() {
  const { data, error, mutate } = useSWR(STAFF_KEY, (path: string) => api<StaffReply>(path));
  return (
    <section className="panel admin-section" id="staff" aria-labelledby="staff-heading">
      <h2 id="staff-heading">
        <FormattedMessage id="admin.staff.heading" />
      </h2>
      <p className="field-hint">
        <FormattedMessage id="admin.staff.intro" />
      </p>
      {error && <FormError message={messageKeyOf(error)} />}
      {data && data.staff.length === 0 && (
        <p>
          <FormattedMessage id="admin.staff.none" />
        </p>
      )}
      {data && data.staff.length > 0 && (
        <ul className="sendout-list">
          {data.staff.map((member) => (
            <Member key={member.userId} member={member} onChanged={() => void mutate()} />
          ))}
        </ul>
      )}
    </section>
  );
}
