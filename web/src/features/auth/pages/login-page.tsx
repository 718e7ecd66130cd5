/** Sign in: e-mail and password, checked in the browser with the server's own schema. */

import { type LoginInput, loginSchema } from '@shared/identity/identity';
import type { Reply } from '@shared/platform/replies';
import { TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { paths } from '@web/config/paths';
import type { MessageKey } from '@web/i18n/en';
import { api, messageKeyOf } from '@web/lib/api-client';
import { AUDIT_POINTS } from '@web/lib/audit-points';
import { decodeToken, setToken } from '@web/lib/session';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { signIn } from '../api/identity';
import { emailOf, GoogleButton } from '../components/google-button';

/** The sign-in answers the spec names, each with its own message; anything else is 'could not sign you in'. */
const LOGIN_ERRORS = new Set<MessageKey>([
  'error.auth.invalid_credentials',
  'error.auth.processing',
  'error.auth.password_disabled',
  'error.auth.throttled',
  'error.auth.blocked',
  'error.request.invalid',
  'error.network',
  'error.auth.google_invalid',
  'error.auth.google_disabled',
]);
const isKnownLoginError = (key: string): key is MessageKey => LOGIN_ERRORS.has(key as MessageKey);
/** Answers after which the person needs a human: offer to contact the team. */
const CONTACT_AFTER = new Set<MessageKey>([
  'login.failed',
  'error.auth.password_disabled',
  'error.auth.blocked',
]);

export default function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginInput>({ email_address: '', password: '' });
  const { fields, error, busy, submit } = useSchemaForm(loginSchema);
  const [googleError, setGoogleError] = useState<MessageKey | null>(null);
  const shownError = googleError ?? error;
  const formError: MessageKey | null =
    shownError === null ? null : isKnownLoginError(shownError) ? shownError : 'login.failed';

  function signedIn(token: string) {
    setToken(token);
    // A company admin who has not finished onboarding goes back to it.
    const claims = decodeToken(token);
    navigate(claims?.firstTime && claims.role === 'client_admin' ? paths.onBoarding : paths.home);
  }

  async function withGoogle(credential: string) {
    setGoogleError(null);
    try {
      const { token } = await api<Reply<'google-sign-in'>>('/api/public/user/google/login', {
        query: { email: emailOf(credential), token: credential },
      });
      signedIn(token);
    } catch (failure) {
      setGoogleError(messageKeyOf(failure));
    }
  }

  return (
    <section className="auth-card" aria-labelledby="page-title">
      <h1 id="page-title" tabIndex={-1}>
        <FormattedMessage id="login.heading" />
      </h1>
      <p className="page-intro">
        <FormattedMessage id="login.tagline" values={{ points: AUDIT_POINTS }} />
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setGoogleError(null);
          void submit(values, async (input) => {
            const { token } = await signIn(input);
            signedIn(token);
          });
        }}
        noValidate
      >
        <FormError message={formError} contact={formError !== null && CONTACT_AFTER.has(formError)} />
        <TextField
          id="login-email"
          name="email_address"
          type="email"
          autoComplete="username"
          label="login.email"
          value={values.email_address}
          onChange={(email_address) => setValues({ ...values, email_address })}
          fields={fields}
        />
        <TextField
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          label="login.password"
          value={values.password}
          onChange={(password) => setValues({ ...values, password })}
          fields={fields}
        />
        <button className="button primary" type="submit" disabled={busy} aria-busy={busy}>
          {intl.formatMessage({ id: busy ? 'app.loading' : 'login.submit' })}
        </button>
      </form>
      <GoogleButton text="signin_with" onCredential={(credential) => void withGoogle(credential)} />
      <p className="auth-links">
        <Link to={paths.forgotPasswordRequest}>
          <FormattedMessage id="login.forgot" />
        </Link>
        <span>
          <FormattedMessage id="login.noAccount" />{' '}
          <Link to={paths.register}>
            <FormattedMessage id="login.register" />
          </Link>
        </span>
      </p>
    </section>
  );
}
