/**
 * The merchant's portal login on the filing sheet: asked for after a confirmation (each reveal is
 * written to the admin log), shown with the password masked until asked, hidden again after a
 * minute (the login lives in this component's state only, never in a cache), each part with its
 * copy button. Then "Did the login work?": yes, or no with why, recorded as a check of the account.
 * Only assigned provider staff may see it: anyone else reads why not (the server refuses them too).
 */
import type { FilingSheet } from '@shared/claims/desk-sheet';
import type { Reply } from '@shared/platform/replies';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormError } from '@web/components/form-error';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { useRole } from '@web/lib/session';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { recordLoginCheck, revealPortalLogin } from '../api/filing-sheet';
import { CopyButton } from './copy-button';

/** How long a revealed login stays on screen. */
export const LOGIN_SHOWN_MS = 60_000;

type Answer = { worked: true } | { worked: false; reason: 'invalid_credentials' | 'account_locked' };

export function PortalLogin({
  sheet,
  onStatus,
}: {
  sheet: FilingSheet;
  /** Says something on the sheet's polite status line. */
  onStatus: (message: string) => void;
}) {
  const intl = useIntl();
  const role = useRole();
  const [confirming, setConfirming] = useState(false);
  const [login, setLogin] = useState<Reply<'reveal-portal-login'> | null>(null);
  const [passwordShown, setPasswordShown] = useState(false);
  const [asking, setAsking] = useState(false);
  const [recording, setRecording] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const say = (id: MessageKey, values?: Record<string, string>) =>
    onStatus(intl.formatMessage({ id }, values));

  // Hidden again after a minute, and when the sheet goes away.
  const hiddenAgain = intl.formatMessage({ id: 'desk.sheet.hiddenAgain' });
  useEffect(() => {
    if (!login) return;
    const timer = setTimeout(() => {
      setLogin(null);
      setPasswordShown(false);
      onStatus(hiddenAgain);
    }, LOGIN_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [login, hiddenAgain, onStatus]);

  async function reveal() {
    setConfirming(false);
    setError(null);
    try {
      setLogin(await revealPortalLogin(sheet.companyId, sheet.claimId));
      setAsking(true);
      heading.current?.focus();
    } catch (failure) {
      setError(messageKeyOf(failure));
    }
  }

  function hide() {
    setLogin(null);
    setPasswordShown(false);
    say('desk.sheet.hiddenAgain');
  }

  async function answer(check: Answer) {
    setRecording(true);
    setError(null);
    try {
      const reply = await recordLoginCheck(sheet.companyId, sheet.claimId, check);
      setAsking(false);
      say(
        reply.status === 'active'
          ? 'desk.sheet.recordedWorking'
          : reply.merchantTold
            ? 'desk.sheet.recordedFailingTold'
            : 'desk.sheet.recordedFailing',
      );
    } catch (failure) {
      setError(messageKeyOf(failure));
    } finally {
      setRecording(false);
    }
  }

  const account = sheet.login;
  return (
    <section className="sheet-login" aria-labelledby={headingId}>
      <h4 id={headingId} ref={heading} tabIndex={-1}>
        <FormattedMessage id="desk.sheet.loginHeading" />
      </h4>
      {!account ? (
        <p>
          <FormattedMessage id="desk.sheet.noLogin" values={{ carrier: sheet.carrierName }} />
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage
              id="desk.sheet.loginAccount"
              values={{
                username: account.username,
                status: intl.formatMessage({ id: `desk.sheet.loginStatus.${account.status}` }),
              }}
            />
          </p>
          {role !== 'provider_staff' ? (
            <p className="field-hint">
              <FormattedMessage id="desk.sheet.staffOnly" />
            </p>
          ) : login ? (
            <>
              <dl className="sheet-fields">
                <div>
                  <dt>
                    <FormattedMessage id="desk.sheet.username" />
                  </dt>
                  <dd>
                    <span className="sheet-value">{login.username}</span>
                    <CopyButton
                      text={login.username}
                      field={intl.formatMessage({ id: 'desk.sheet.username' })}
                      onResult={onStatus}
                    />
                  </dd>
                </div>
                <div>
                  <dt>
                    <FormattedMessage id="desk.sheet.password" />
                  </dt>
                  <dd>
                    {passwordShown ? (
                      <code className="sheet-value">{login.password}</code>
                    ) : (
                      <span className="sheet-value">
                        <span aria-hidden="true">••••••••</span>
                        <span className="visually-hidden">
                          <FormattedMessage id="desk.sheet.passwordMasked" />
                        </span>
                      </span>
                    )}
                    {!passwordShown && (
                      <button type="button" className="link-button" onClick={() => setPasswordShown(true)}>
                        <FormattedMessage id="desk.sheet.revealPassword" />
                      </button>
                    )}
                    <CopyButton
                      text={login.password}
                      field={intl.formatMessage({ id: 'desk.sheet.password' })}
                      onResult={onStatus}
                    />
                  </dd>
                </div>
                <div>
                  <dt>
                    <FormattedMessage id="desk.sheet.portal" />
                  </dt>
                  <dd>
                    <a
                      href={login.portalUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="sheet-value"
                    >
                      {login.portalUrl}
                      <span className="visually-hidden">
                        {' '}
                        <FormattedMessage id="desk.sheet.newTab" />
                      </span>
                    </a>
                  </dd>
                </div>
              </dl>
              <button type="button" className="button" onClick={hide}>
                <FormattedMessage id="desk.sheet.hideLogin" />
              </button>
            </>
          ) : (
            <button type="button" className="button" onClick={() => setConfirming(true)}>
              <FormattedMessage id="desk.sheet.showLogin" />
            </button>
          )}
          {asking && (
            <fieldset className="sheet-login-check">
              <legend>
                <FormattedMessage id="desk.sheet.loginWorked" />
              </legend>
              <div className="button-row">
                <button
                  type="button"
                  className="button"
                  aria-disabled={recording || undefined}
                  onClick={() => !recording && void answer({ worked: true })}
                >
                  <FormattedMessage id="desk.sheet.worked" />
                </button>
                <button
                  type="button"
                  className="button"
                  aria-disabled={recording || undefined}
                  onClick={() => !recording && void answer({ worked: false, reason: 'invalid_credentials' })}
                >
                  <FormattedMessage id="desk.sheet.wrongPassword" />
                </button>
                <button
                  type="button"
                  className="button"
                  aria-disabled={recording || undefined}
                  onClick={() => !recording && void answer({ worked: false, reason: 'account_locked' })}
                >
                  <FormattedMessage id="desk.sheet.locked" />
                </button>
              </div>
            </fieldset>
          )}
        </>
      )}
      <FormError message={error} />
      {confirming && (
        <ConfirmDialog
          title={<FormattedMessage id="desk.sheet.showLoginTitle" />}
          body={<FormattedMessage id="desk.sheet.showLoginBody" />}
          confirm={<FormattedMessage id="desk.sheet.showLoginConfirm" />}
          cancel={<FormattedMessage id="desk.sheet.cancel" />}
          onConfirm={() => void reveal()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
