/** After Google vouched for the address: the company and job title Google does not know, and the Terms. */

import { googleRegisterSchema } from '@shared/identity/google';
import { CURRENT_ACCEPTANCE } from '@shared/legal/documents';
import type { Reply } from '@shared/platform/replies';
import { ErrorSummary } from '@web/components/error-summary';
import { TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { paths } from '@web/config/paths';
import { useLocale } from '@web/i18n/locale';
import { api } from '@web/lib/api-client';
import { emailOf } from '@web/lib/google-identity';
import { setToken } from '@web/lib/session';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { TermsField } from './terms-field';

export function GoogleSignUp({ credential }: { credential: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [values, setValues] = useState({ company: '', job_title: '', terms_accepted: false });
  const { fields, error, busy, submit } = useSchemaForm(googleRegisterSchema);

  return (
    <section className="auth-card" aria-labelledby="page-title">
      <h1 id="page-title" tabIndex={-1}>
        <FormattedMessage id="google.finishHeading" />
      </h1>
      <p className="page-intro">
        <FormattedMessage
          id="google.finishIntro"
          values={{ email: <strong>{emailOf(credential)}</strong> }}
        />
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit({ token: credential, locale, ...values, ...CURRENT_ACCEPTANCE }, async (input) => {
            const { token } = await api<Reply<'google-register'>>('/api/public/user/google/register', {
              body: input,
            });
            setToken(token);
            navigate(paths.onBoarding);
          });
        }}
        noValidate
      >
        <ErrorSummary fields={fields} />
        <FormError message={error} />
        <TextField
          id="google-company"
          name="company"
          label="register.company"
          autoComplete="organization"
          value={values.company}
          onChange={(company) => setValues({ ...values, company })}
          fields={fields}
        />
        <TextField
          id="google-job"
          name="job_title"
          label="register.jobTitle"
          value={values.job_title}
          onChange={(job_title) => setValues({ ...values, job_title })}
          fields={fields}
        />
        <TermsField
          id="google-terms"
          checked={values.terms_accepted}
          onChange={(terms_accepted) => setValues({ ...values, terms_accepted })}
          fields={fields}
        />
        <button className="button primary" type="submit" disabled={busy} aria-busy={busy}>
          {intl.formatMessage({ id: busy ? 'app.loading' : 'google.create' })}
        </button>
      </form>
    </section>
  );
}
