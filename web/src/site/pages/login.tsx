/**
 * Sign in (/login): served as a page of the site, so the first page a person opens loads a few
 * kilobytes of script instead of the app (issue 23's budget). The island (../islands/login.ts)
 * checks the form with the server's own schema, signs in, and opens the app; every message it may
 * show is rendered here, in the page's language.
 */
import { SUPPORT_EMAIL } from '@shared/platform/constants';
import { ERROR_CODES } from '@shared/platform/errors';
import type { SiteMessageKey } from '@web/i18n/site';
import { FormattedMessage, useIntl } from 'react-intl';
import { AUDIT_POINTS } from '../facts';
import { appHref } from '../link';
import type { SitePageDefinition, SitePageProps } from '../page';

/** The sign-in answers the spec names, each with its own message; anything else is 'could not sign you in'. */
const LOGIN_ERRORS = [
  'auth.invalid_credentials',
  'auth.processing',
  'auth.password_disabled',
  'auth.throttled',
  'auth.blocked',
  'request.invalid',
  'network',
  'auth.google_invalid',
  'auth.google_disabled',
] as const;
/** Answers after which the person needs a human: the contact link is offered. */
const CONTACT_AFTER = ['failed', 'auth.password_disabled', 'auth.blocked'];
/** Messages the app hands over when it sends a person here. */
const NOTICES = ['session.ended', 'error.auth.session_ended', 'reset.done'] as const;
const FIELD_ERRORS = ['form.required', 'form.invalidEmail', 'form.invalid'] as const;

function LoginPage({ locale }: SitePageProps) {
  const intl = useIntl();
  const text = (id: SiteMessageKey) => intl.formatMessage({ id });
  const messages = {
    ...Object.fromEntries(
      LOGIN_ERRORS.filter((code) => code === 'network' || ERROR_CODES.includes(code as never)).map((code) => [
        code,
        text(`error.${code}` as SiteMessageKey),
      ]),
    ),
    failed: text('login.failed'),
    ...Object.fromEntries([...NOTICES, ...FIELD_ERRORS].map((key) => [key, text(key)])),
    loading: text('app.loading'),
    submit: text('login.submit'),
  };
  return (
    <section className="site-auth" aria-labelledby="page-title">
      <h1 id="page-title">
        <FormattedMessage id="login.heading" />
      </h1>
      <p className="site-lead">
        <FormattedMessage id="login.tagline" values={{ points: AUDIT_POINTS }} />
      </p>
      <div className="site-notice" role="alert" data-notice hidden />
      <form
        method="post"
        data-island="login"
        data-messages={JSON.stringify(messages)}
        data-contact-after={JSON.stringify(CONTACT_AFTER)}
        data-locale={locale}
        noValidate
      >
        <div className="site-error" role="alert" data-form-error hidden>
          <p data-form-message />
          <a href={`mailto:${SUPPORT_EMAIL}`} data-contact hidden>
            <FormattedMessage id="login.contact" />
          </a>
        </div>
        <div className="site-field">
          <label htmlFor="login-email">
            <FormattedMessage id="login.email" />
          </label>
          <input
            id="login-email"
            name="email_address"
            type="email"
            autoComplete="username"
            aria-describedby="login-email-error"
            required
          />
          <p className="site-field-error" id="login-email-error" hidden />
        </div>
        <div className="site-field">
          <label htmlFor="login-password">
            <FormattedMessage id="login.password" />
          </label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            aria-describedby="login-password-error"
            required
          />
          <p className="site-field-error" id="login-password-error" hidden />
        </div>
        {/* Enabled by the island once it takes the submit: clicked before its script arrived, the
            form would post to the page itself and come back empty. */}
        <button className="site-button" type="submit" disabled>
          <FormattedMessage id="login.submit" />
        </button>
      </form>
      <div className="site-google" data-google hidden>
        <p className="site-separator">
          <FormattedMessage id="login.or" />
        </p>
        <div data-google-button />
      </div>
      <noscript>
        <p className="site-error">
          <FormattedMessage id="site.login.noscript" />
        </p>
      </noscript>
      <p className="site-auth-links">
        <a href={appHref('/forgotPassword/request', locale)}>
          <FormattedMessage id="login.forgot" />
        </a>
        <span>
          <FormattedMessage id="login.noAccount" />{' '}
          <a href={appHref('/register', locale)}>
            <FormattedMessage id="login.register" />
          </a>
        </span>
      </p>
    </section>
  );
}

export const loginPage: SitePageDefinition = {
  name: 'login',
  title: 'page.login',
  description: 'site.login.description',
  values: { points: AUDIT_POINTS },
  component: LoginPage,
  islands: true,
};
