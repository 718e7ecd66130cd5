/** The page an invitation e-mail links to: the invited person chooses a password and is signed in. */
import { acceptInvitationSchema } from '@shared/validation/team';
import { paths } from '@web/app/paths';
import { NewPasswordField, TextField, useFieldErrors } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import type { MessageKey } from '@web/i18n/en';
import { ApiError, api } from '@web/lib/api-client';
import { setToken } from '@web/lib/session';
import { type FormEvent, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';

interface Invitation {
  email_address: string;
  first_name: string;
  companyName: string;
}

export default function InvitationPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [error, setError] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = useFieldErrors(acceptInvitationSchema);

  useEffect(() => {
    api<Invitation>('/api/public/user/invitation', { query: { token } })
      .then(setInvitation)
      .catch((failure: unknown) =>
        setError(failure instanceof ApiError ? failure.messageKey : 'error.server.internal'),
      );
  }, [token]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const input = fields.validate({ token, ...values });
    if (!input) return;
    setBusy(true);
    try {
      const { token: session } = await api<{ token: string }>('/api/public/user/invitation/accept', {
        body: input,
      });
      setToken(session);
      navigate(paths.home);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.messageKey : 'error.server.internal');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="auth-card" aria-labelledby="page-title">
      <h1 id="page-title" tabIndex={-1}>
        {invitation
          ? intl.formatMessage({ id: 'invitation.heading' }, { company: invitation.companyName })
          : intl.formatMessage({ id: 'page.invitation' })}
      </h1>
      {invitation && (
        <p className="page-intro">
          <FormattedMessage id="invitation.intro" values={{ name: invitation.first_name }} />
        </p>
      )}
      <FormError message={error} />
      {invitation && (
        <form onSubmit={submit} noValidate>
          <NewPasswordField
            id="invite-password"
            name="password"
            label="register.password"
            value={values.password}
            onChange={(password) => setValues({ ...values, password })}
            fields={fields}
          />
          <TextField
            id="invite-password-confirmation"
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
            label="register.passwordConfirmation"
            value={values.password_confirmation}
            onChange={(password_confirmation) => setValues({ ...values, password_confirmation })}
            fields={fields}
          />
          <button className="button primary" type="submit" disabled={busy} aria-busy={busy}>
            {intl.formatMessage({ id: busy ? 'app.loading' : 'invitation.submit' })}
          </button>
        </form>
      )}
    </section>
  );
}
