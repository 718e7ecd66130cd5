/** Change my password: the current one, then the new one twice, with the rules shown. */

import { changePasswordSchema } from '@shared/identity/profile';
import { ErrorSummary } from '@web/components/error-summary';
import { NewPasswordPair, TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { changePassword } from '../api/profile';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export function PasswordForm() {
  const intl = useIntl();
  const [values, setValues] = useState(EMPTY);
  const [done, setDone] = useState(false);
  const { fields, error, busy, submit } = useSchemaForm(changePasswordSchema);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setDone(false);
        void submit(values, async (input) => {
          await changePassword(input);
          setValues(EMPTY);
          setDone(true);
        });
      }}
      noValidate
    >
      <ErrorSummary fields={fields} />
      <FormError message={error} />
      {done && (
        <p className="form-success" role="status">
          <FormattedMessage id="profile.passwordChanged" />
        </p>
      )}
      <TextField
        id="pw-current"
        name="current_password"
        type="password"
        autoComplete="current-password"
        label="profile.currentPassword"
        value={values.current_password}
        onChange={(current_password) => setValues({ ...values, current_password })}
        fields={fields}
      />
      <NewPasswordPair
        idPrefix="pw"
        label="profile.newPassword"
        values={values}
        onChange={(pair) => setValues({ ...values, ...pair })}
        fields={fields}
      />
      <div className="button-row">
        <button className="button primary" type="submit" disabled={busy} aria-busy={busy}>
          {intl.formatMessage({ id: busy ? 'app.loading' : 'profile.changePassword' })}
        </button>
      </div>
    </form>
  );
}
