/** Invite a person: first name, last name and e-mail; the invitation then leaves asynchronously. */

import { type NewMember, newMemberSchema } from '@shared/team/team';
import { ErrorSummary } from '@web/components/error-summary';
import { TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { inviteMember } from '../api/members';

const EMPTY: NewMember = { first_name: '', last_name: '', email_address: '' };

export function InviteForm() {
  const intl = useIntl();
  const [values, setValues] = useState<NewMember>(EMPTY);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { fields, error, busy, submit } = useSchemaForm(newMemberSchema);
  const set = (name: keyof NewMember) => (value: string) => setValues({ ...values, [name]: value });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSentTo(null);
        void submit(values, async (input) => {
          await inviteMember(input);
          setSentTo(input.email_address);
          setValues(EMPTY);
        });
      }}
      noValidate
      aria-labelledby="invite-heading"
    >
      <h2 id="invite-heading">
        <FormattedMessage id="team.inviteHeading" />
      </h2>
      <ErrorSummary fields={fields} />
      <FormError message={error} />
      {sentTo && (
        <p className="form-success" role="status">
          <FormattedMessage id="team.invited" values={{ email: sentTo }} />
        </p>
      )}
      <div className="inline-form">
        <TextField
          id="invite-first"
          name="first_name"
          label="team.firstName"
          value={values.first_name}
          onChange={set('first_name')}
          fields={fields}
        />
        <TextField
          id="invite-last"
          name="last_name"
          label="team.lastName"
          value={values.last_name}
          onChange={set('last_name')}
          fields={fields}
        />
        <TextField
          id="invite-email"
          name="email_address"
          type="email"
          label="team.email"
          value={values.email_address}
          onChange={set('email_address')}
          fields={fields}
        />
        <button className="button primary" type="submit" disabled={busy} aria-busy={busy}>
          {intl.formatMessage({ id: busy ? 'app.loading' : 'team.invite' })}
        </button>
      </div>
    </form>
  );
}
