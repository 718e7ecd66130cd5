/**
 * Reset password, reached from the e-mailed link: the server confirms the link first (without a
 * valid one the page shows access denied), then the new password is saved and the person signs in.
 */

import { resetPasswordSchema } from '@shared/identity/password-reset';
import type { Reply } from '@shared/platform/replies';
import { ErrorSummary } from '@web/components/error-summary';
import { NewPasswordPair, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { paths } from '@web/config/paths';
import { api } from '@web/lib/api-client';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

export default function ForgotPasswordResetPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const resetToken = search.get('reset_token') ?? '';
  const [email, setEmail] = useState<string | null>(null);
  const [denied, setDenied] = useState(false);
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const { fields, error, busy, submit } = useSchemaForm(resetPasswordSchema);

  useEffect(() => {
    api<Reply<'read-password-reset'>>('/api/public/user/password/requested', {
      query: { reset_token: resetToken },
    })
      .then((answer) => setEmail(answer.email))
      .catch(() => setDenied(true));
  }, [resetToken]);

  if (denied) {
    return (
      <section className="auth-card" aria-labelledby="page-title">
        <h1 id="page-title" tabIndex={-1}>
          <FormattedMessage id="guard.accessDenied" />
        </h1>
        <p role="alert">
          <FormattedMessage id="reset.invalid" />
        </p>
        <Link className="button" to={paths.forgotPasswordRequest}>
          <FormattedMessage id="reset.askAgain" />
        </Link>
      </section>
    );
  }

  return (
    <section className="auth-card" aria-labelledby="page-title">
      <h1 id="page-title" tabIndex={-1}>
        <FormattedMessage id="page.forgotPasswordReset" />
      </h1>
      {email && (
        <>
          <p className="page-intro">
            <FormattedMessage id="reset.for" values={{ email: <strong>{email}</strong> }} />
          </p>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submit({ reset_token: resetToken, email, ...values }, async (input) => {
                await api('/api/public/user/password/reset', { body: input });
                navigate(paths.login, { state: { notice: 'reset.done' } });
              });
            }}
            noValidate
          >
            <ErrorSummary fields={fields} />
            <FormError message={error} />
            <NewPasswordPair
              idPrefix="reset"
              label="reset.password"
              values={values}
              onChange={setValues}
              fields={fields}
            />
            <button className="button primary" type="submit" disabled={busy} aria-busy={busy}>
              {intl.formatMessage({ id: busy ? 'app.loading' : 'reset.submit' })}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
