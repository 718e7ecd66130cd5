/** Change my password: the current one, then the new one twice, with the rules shown. */
import { changePasswordSchema } from '@shared/validation/profile';
import { NewPasswordField, TextField, useFieldErrors } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import type { MessageKey } from '@web/i18n/en';
import { ApiError } from '@web/lib/api-client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { changePassword } from '../api/profile';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export function PasswordForm() {
  const intl = useIntl();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<MessageKey | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const fields = useFieldErrors(changePasswordSchema);
  const set = (name: keyof typeof EMPTY) => (value: string) => setValues({ ...values, [name]: value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setDone(false);
    const input = fields.validate(values);
    if (!input) return;
    setBusy(true);
    try {
      await changePassword(input);
      setValues(EMPTY);
      setDone(true);
    } catch (failure) {
      if (failure instanceof ApiError && failure.issues.length) fields.setServerIssues(failure.issues);
      setError(failure instanceof ApiError ? failure.messageKey : 'error.server.internal');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
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
        onChange={set('current_password')}
        fields={fields}
      />
      <NewPasswordField
        id="pw-new"
        name="password"
        label="profile.newPassword"
        value={values.password}
        onChange={set('password')}
        fields={fields}
      />
      <TextField
        id="pw-confirm"
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        label="register.passwordConfirmation"
        value={values.password_confirmation}
        onChange={set('password_confirmation')}
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
