/**
 * Provider staff (platform admins): each staff member with the client companies they may act for;
 * invite a person as staff; assign a company found by its name, remove one (their session acting for it ends at once). Staff work claims,
 * never billing or carrier passwords, and are not in the company's team list.
 */

import { addMemberSchema } from '@shared/team/team';
import { inviteStaff, STAFF_KEY, type StaffReply, setStaffAssignment } from '@web/api/admin';
import { ErrorSummary } from '@web/components/error-summary';
import { TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { api, messageKeyOf } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { CompanyPicker } from './company-picker';

function Member({ member, onChanged }: { member: StaffReply['staff'][number]; onChanged: () => void }) {
  const intl = useIntl();
  const [companyId, setCompanyId] = useState('');
  // Moved on after each assignment: the picker starts empty again.
  const [assigned, setAssigned] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const change = async (target: string, assigned: boolean) => {
    setFailure(null);
    try {
      await setStaffAssignment(member.userId, target, assigned);
      setCompanyId('');
      setAssigned((count) => count + 1);
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
          if (companyId) void change(companyId, true);
        }}
      >
        <CompanyPicker
          key={assigned}
          id={inputId}
          label="admin.staff.company"
          companyId={companyId}
          onChange={setCompanyId}
        />
        <button type="submit" className="button">
          <FormattedMessage id="admin.staff.assign" />
        </button>
      </form>
    </li>
  );
}

/** Invites a person as provider staff: the invitation e-mail in the language chosen. */
function InviteForm({ onInvited }: { onInvited: () => void }) {
  const intl = useIntl();
  const empty = { first_name: '', last_name: '', email_address: '' };
  const [member, setMember] = useState(empty);
  const [locale, setLocale] = useState<'en' | 'fr'>(intl.locale.startsWith('fr') ? 'fr' : 'en');
  const [invited, setInvited] = useState<string | null>(null);
  const { fields, error, busy, submit } = useSchemaForm(addMemberSchema);
  return (
    <form
      noValidate
      className="inline-form staff-invite"
      aria-labelledby="staff-invite-heading"
      onSubmit={(event) => {
        event.preventDefault();
        setInvited(null);
        void submit({ member, locale }, async (input) => {
          await inviteStaff(input);
          setInvited(input.member.email_address);
          setMember(empty);
          onInvited();
        });
      }}
    >
      <h3 id="staff-invite-heading">
        <FormattedMessage id="admin.staff.invite" />
      </h3>
      <ErrorSummary fields={fields} />
      <FormError message={error} />
      {(['first_name', 'last_name', 'email_address'] as const).map((name) => (
        <TextField
          key={name}
          id={`staff-invite-${name}`}
          name={`member.${name}`}
          label={`admin.staff.${name}`}
          type={name === 'email_address' ? 'email' : 'text'}
          value={member[name]}
          onChange={(value) => setMember({ ...member, [name]: value })}
          fields={fields}
        />
      ))}
      <div className="field">
        <label htmlFor="staff-invite-locale">
          <FormattedMessage id="admin.staff.locale" />
        </label>
        <select
          id="staff-invite-locale"
          value={locale}
          onChange={(event) => setLocale(event.target.value as 'en' | 'fr')}
        >
          <option value="en" lang="en">
            English
          </option>
          <option value="fr" lang="fr">
            Français
          </option>
        </select>
      </div>
      <button type="submit" className="button primary" disabled={busy}>
        <FormattedMessage id="admin.staff.inviteButton" />
      </button>
      {invited && (
        <p role="status">
          <FormattedMessage id="admin.staff.invited" values={{ email: invited }} />
        </p>
      )}
    </form>
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
      <InviteForm onInvited={() => void mutate()} />
    </section>
  );
}
