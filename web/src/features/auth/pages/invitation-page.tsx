/** The page an invitation e-mail links to: the invited person chooses a password and is signed in. */

import type { Reply } from '@shared/platform/replies';
import { acceptInvitationSchema } from '@shared/team/team';
import { ErrorSummary } from '@web/components/error-summary';
import { NewPasswordPair, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { paths } from '@web/config/paths';
import type { MessageKey } from '@web/i18n/en';
import { api, messageKeyOf } from '@web/lib/api-client';
import { setToken } from '@web/lib/session';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';

type Invitation = Reply<'read-invitation'>;

export default function InvitationPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [loadError, setLoadError] = useState<MessageKey | null>(null);
  const { fields, error, busy, submit } = useSchemaForm(acceptInvitationSchema);

  useEffect(() => {
    api<Reply<'read-invitation'>>('/api/public/user/invitation', { query: { token } })
      .then(setInvitation)
      .catch((failure: unknown) => setLoadError(messageKeyOf(failure)));
  }, [token]);

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
      <ErrorSummary fields={fields} />
      <FormError message={loadError ?? error} />
      {invitation && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit({ token, ...values }, async (input) => {
              const { token: session } = await api<Reply<'accept-invitation'>>(
                '/api/public/user/invitation/accept',
                {
                  body: input,
                },
              );
              setToken(session);
              navigate(paths.home);
            });
          }}
          noValidate
        >
          <NewPasswordPair
            idPrefix="invite"
            label="register.password"
            values={values}
            onChange={setValues}
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
