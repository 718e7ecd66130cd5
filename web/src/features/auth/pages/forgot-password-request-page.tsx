/** Forgot password: the e-mail address; the answer is the same whether an account uses it or not. */

import { resetRequestSchema } from '@shared/identity/password-reset';
import { ErrorSummary } from '@web/components/error-summary';
import { TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { paths } from '@web/config/paths';
import { useLocale } from '@web/i18n/locale';
import { api } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

export default function ForgotPasswordRequestPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { fields, error, busy, submit } = useSchemaForm(resetRequestSchema);

  return (
    <section className="auth-card" aria-labelledby="page-title">
      <h1 id="page-title" tabIndex={-1}>
        <FormattedMessage id="page.forgotPasswordRequest" />
      </h1>
      <p className="page-intro">
        <FormattedMessage id="intro.forgotPasswordRequest" />
      </p>
      {sent ? (
        <p className="form-success" role="status">
          <FormattedMessage id="reset.sent" />
        </p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit({ email_address: email, locale }, async (input) => {
              await api('/api/public/user/password/request', { body: input });
              setSent(true);
            });
          }}
          noValidate
        >
          <ErrorSummary fields={fields} />
          <FormError message={error} />
          <TextField
            id="reset-email"
            name="email_address"
            type="email"
            autoComplete="email"
            label="reset.email"
            value={email}
            onChange={setEmail}
            fields={fields}
          />
          <button className="button primary" type="submit" disabled={busy} aria-busy={busy}>
            {intl.formatMessage({ id: busy ? 'app.loading' : 'reset.send' })}
          </button>
        </form>
      )}
      <p className="auth-links">
        <Link to={paths.login}>
          <FormattedMessage id="reset.backToLogin" />
        </Link>
      </p>
    </section>
  );
}
