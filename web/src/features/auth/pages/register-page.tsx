/**
 * Sign-up, two steps: the form (checked with the server's schema), then the 6-digit code from the
 * e-mail. The right code creates the company and signs its first person in, as its client admin.
 */

import { EMAIL_PATTERN } from '@shared/identity/identity';
import {
  type RegistrationForm,
  registrationFormSchema,
  verifyRequestSchema,
} from '@shared/identity/registration';
import { CURRENT_ACCEPTANCE } from '@shared/legal/documents';
import { ErrorSummary } from '@web/components/error-summary';
import { NewPasswordPair, TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { UnsavedChangesPrompt } from '@web/components/unsaved-changes';
import { paths } from '@web/config/paths';
import { useLocale } from '@web/i18n/locale';
import { ApiError } from '@web/lib/api-client';
import { passCaptcha } from '@web/lib/recaptcha';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { emailAvailable, requestCode } from '../api/identity';
import { CodeStep, RESEND_COOLDOWN_SECONDS } from '../components/code-step';
import { GoogleButton } from '../components/google-button';
import { GoogleSignUp } from '../components/google-sign-up';
import { TermsField } from '../components/terms-field';

type FormValues = Omit<
  RegistrationForm,
  'terms_accepted' | 'phone_number' | 'terms_version' | 'data_agreement_version'
> & {
  phone_number: string;
  terms_accepted: boolean;
};

const EMPTY: FormValues = {
  first_name: '',
  last_name: '',
  email_address: '',
  company: '',
  job_title: '',
  phone_number: '',
  password: '',
  password_confirmation: '',
  terms_accepted: false,
};

export default function RegisterPage() {
  const intl = useIntl();
  const locale = useLocale();
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [step, setStep] = useState<'form' | 'code'>('form');
  /** How the code step opens: after a code sent now, or within the cool-down of one sent before. */
  const [codeSent, setCodeSent] = useState({ waitSeconds: RESEND_COOLDOWN_SECONDS, earlier: false });
  const [googleCredential, setGoogleCredential] = useState<string | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);

  /** Says early that an address already has an account, before the whole form is filled. */
  function checkEmail() {
    const email = values.email_address.trim();
    if (!EMAIL_PATTERN.test(email)) return;
    void emailAvailable(email)
      .then((available) => setEmailTaken(!available))
      .catch(() => setEmailTaken(false));
  }
  const { fields, error: formError, busy, submit } = useSchemaForm(registrationFormSchema);
  const dirty = step === 'form' && JSON.stringify(values) !== JSON.stringify(EMPTY);
  const set = (name: keyof FormValues) => (value: string | boolean) =>
    setValues({ ...values, [name]: value });

  if (googleCredential) return <GoogleSignUp credential={googleCredential} />;

  if (step === 'code') {
    const { password_confirmation: _c, phone_number, terms_accepted: _t, ...rest } = values;
    return (
      <CodeStep
        userData={{
          ...rest,
          phone_number: phone_number || undefined,
          terms_accepted: true,
          // The versions of the texts this form links to: the server records them, or refuses them
          // when newer ones were published since this page was loaded.
          ...CURRENT_ACCEPTANCE,
          locale,
        }}
        onBack={() => setStep('form')}
        resendWaitSeconds={codeSent.waitSeconds}
        sentEarlier={codeSent.earlier}
      />
    );
  }

  return (
    <section className="auth-card wide" aria-labelledby="page-title">
      <UnsavedChangesPrompt when={dirty && !busy} />
      <h1 id="page-title" tabIndex={-1}>
        <FormattedMessage id="register.heading" />
      </h1>
      <p className="page-intro">
        <FormattedMessage id="intro.register" />
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit({ ...values, ...CURRENT_ACCEPTANCE }, async (form) => {
            const {
              password: _p,
              password_confirmation: _c,
              terms_accepted: _t,
              terms_version: _tv,
              data_agreement_version: _dv,
              phone_number: _n,
              ...who
            } = form;
            await passCaptcha('register');
            try {
              const sent = await requestCode(verifyRequestSchema.parse({ ...who, locale }));
              setCodeSent({ waitSeconds: sent.resendAfterSeconds, earlier: false });
            } catch (failure) {
              // Sent again within the minute: the code e-mailed then still holds, so ask for it.
              if (!(failure instanceof ApiError && failure.code === 'auth.code_cooldown')) throw failure;
              setCodeSent({
                waitSeconds: failure.retryAfterSeconds ?? RESEND_COOLDOWN_SECONDS,
                earlier: true,
              });
            }
            setStep('code');
          });
        }}
        noValidate
      >
        <ErrorSummary fields={fields} />
        <FormError message={formError ?? (emailTaken ? 'error.auth.email_taken' : null)} />
        <div className="form-row">
          <TextField
            id="reg-first"
            name="first_name"
            label="register.firstName"
            autoComplete="given-name"
            value={values.first_name}
            onChange={set('first_name')}
            fields={fields}
          />
          <TextField
            id="reg-last"
            name="last_name"
            label="register.lastName"
            autoComplete="family-name"
            value={values.last_name}
            onChange={set('last_name')}
            fields={fields}
          />
        </div>
        <TextField
          id="reg-email"
          name="email_address"
          type="email"
          label="register.email"
          autoComplete="email"
          value={values.email_address}
          onChange={set('email_address')}
          fields={fields}
          onBlur={checkEmail}
        />
        <div className="form-row">
          <TextField
            id="reg-company"
            name="company"
            label="register.company"
            autoComplete="organization"
            value={values.company}
            onChange={set('company')}
            fields={fields}
          />
          <TextField
            id="reg-job"
            name="job_title"
            label="register.jobTitle"
            autoComplete="organization-title"
            value={values.job_title}
            onChange={set('job_title')}
            fields={fields}
          />
        </div>
        <TextField
          id="reg-phone"
          name="phone_number"
          type="tel"
          label="register.phone"
          autoComplete="tel"
          value={values.phone_number}
          onChange={set('phone_number')}
          fields={fields}
        />
        <NewPasswordPair
          idPrefix="reg"
          label="register.password"
          values={values}
          onChange={(pair) => setValues({ ...values, ...pair })}
          fields={fields}
        />
        <TermsField
          id="reg-terms"
          checked={values.terms_accepted}
          onChange={set('terms_accepted')}
          fields={fields}
        />
        <button className="button primary" type="submit" disabled={busy} aria-busy={busy}>
          {intl.formatMessage({ id: busy ? 'app.loading' : 'register.submit' })}
        </button>
      </form>
      <GoogleButton text="signup_with" onCredential={setGoogleCredential} />
      <p className="auth-links">
        <span>
          <FormattedMessage id="register.haveAccount" />{' '}
          <Link to={paths.login}>
            <FormattedMessage id="register.signIn" />
          </Link>
        </span>
      </p>
    </section>
  );
}
