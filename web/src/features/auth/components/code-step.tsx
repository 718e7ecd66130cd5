/**
 * The second step of sign-up: the code from the e-mail, a resend button that waits out the
 * server's cool-down, and the way back to the form (its values kept). Reached again within the
 * cool-down (the form sent twice), it says that the code already sent still holds and from when a
 * new one can be asked.
 */

import { codeField, type VerifiedRequest, verifyRequestSchema } from '@shared/identity/registration';
import { ErrorSummary } from '@web/components/error-summary';
import { TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { paths } from '@web/config/paths';
import { messageKeyOf } from '@web/lib/api-client';
import { setToken } from '@web/lib/session';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { completeRegistration, reportCodeNotReceived, requestCode } from '../api/identity';

/** The server's cool-down between two codes (functions/auth/registration.ts), until it says otherwise. */
export const RESEND_COOLDOWN_SECONDS = 60;
const codeSchema = z.strictObject({ code: codeField });

export function CodeStep({
  userData,
  onBack,
  resendWaitSeconds = RESEND_COOLDOWN_SECONDS,
  sentEarlier = false,
}: {
  userData: VerifiedRequest['userData'];
  onBack: () => void;
  /** Seconds before the server sends another code (its Retry-After when it refused one). */
  resendWaitSeconds?: number;
  /** No code was sent this time: the one sent less than a minute ago is still valid. */
  sentEarlier?: boolean;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [resent, setResent] = useState(false);
  const [teamTold, setTeamTold] = useState(false);
  const [wait, setWait] = useState(resendWaitSeconds);
  const [resendFrom] = useState(() => new Date(Date.now() + resendWaitSeconds * 1000));
  const { fields, error, setError, busy, submit } = useSchemaForm(codeSchema);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function resend() {
    setError(null);
    setResent(false);
    try {
      const {
        password: _p,
        terms_accepted: _t,
        terms_version: _tv,
        data_agreement_version: _dv,
        phone_number: _n,
        ...who
      } = userData;
      await requestCode(verifyRequestSchema.parse(who));
      setResent(true);
      setWait(RESEND_COOLDOWN_SECONDS);
    } catch (failure) {
      setError(messageKeyOf(failure));
    }
  }

  return (
    <section className="auth-card" aria-labelledby="page-title">
      <h1 id="page-title" tabIndex={-1}>
        <FormattedMessage id="code.heading" />
      </h1>
      <p className="page-intro">
        <FormattedMessage id="code.sentTo" values={{ email: <strong>{userData.email_address}</strong> }} />
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setResent(false);
          void submit({ code }, async (input) => {
            const { token } = await completeRegistration({ code: input.code, userData });
            setToken(token);
            navigate(paths.onBoarding);
          });
        }}
        noValidate
      >
        <ErrorSummary fields={fields} />
        <FormError message={error} />
        {teamTold && (
          <p className="form-success" role="status">
            <FormattedMessage id="code.teamTold" values={{ email: userData.email_address }} />
          </p>
        )}
        {resent && (
          <p className="form-success" role="status">
            <FormattedMessage id="code.resent" />
          </p>
        )}
        {sentEarlier && !resent && (
          <p className="notice-inline" role="status">
            <FormattedMessage
              id="code.stillValid"
              values={{
                time: intl.formatTime(resendFrom, { hour: 'numeric', minute: '2-digit', second: '2-digit' }),
              }}
            />
          </p>
        )}
        <TextField
          id="reg-code"
          name="code"
          label="code.label"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(value) => setCode(value.replace(/\D/g, ''))}
          fields={fields}
        />
        <button className="button primary" type="submit" disabled={busy} aria-busy={busy}>
          {intl.formatMessage({ id: busy ? 'app.loading' : 'code.submit' })}
        </button>
        <div className="button-row">
          <button type="button" className="button" onClick={resend} disabled={wait > 0}>
            {wait > 0
              ? intl.formatMessage({ id: 'code.resendIn' }, { seconds: wait })
              : intl.formatMessage({ id: 'code.resend' })}
          </button>
          <button type="button" className="button" onClick={onBack}>
            <FormattedMessage id="code.back" />
          </button>
          <button
            type="button"
            className="button"
            disabled={teamTold}
            onClick={() => {
              void reportCodeNotReceived(userData.email_address).then(() => setTeamTold(true));
            }}
          >
            <FormattedMessage id="code.notReceived" />
          </button>
        </div>
      </form>
    </section>
  );
}
