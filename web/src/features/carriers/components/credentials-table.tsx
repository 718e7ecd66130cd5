/**
 * The company's carrier accounts with their status and what the last check with the carrier
 * found. Only the client admin may edit, reveal, check or delete: anyone else is not offered those
 * actions, and the page's one 'No Admin Access' note says why, as the spec says. Anyone may read the
 * check history and the contract terms.
 */
import { carrierById } from '@shared/carriers/carriers';
import type { CredentialView } from '@shared/carriers/credentials';
import type { AdminOnly } from '@web/components/admin-only';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormError } from '@web/components/form-error';
import { TableHead } from '@web/components/table-head';
import { TableScroll } from '@web/components/table-scroll';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { checkCredential, deleteCredential, revealPassword } from '../api/credentials';
import { ContractForm } from './contract-form';
import { CheckHistory, LastCheck, outcomeKey } from './credential-checks';
import { CredentialForm } from './credential-form';

const carrierName = (id: string) => carrierById(id)?.name ?? id;

function RevealedPassword({ password, onHide }: { password: string; onHide: () => void }) {
  // Shown for 30 seconds at most.
  useEffect(() => {
    const timer = setTimeout(onHide, 30_000);
    return () => clearTimeout(timer);
  }, [onHide]);
  return (
    <span className="revealed">
      <code>{password}</code>{' '}
      <button type="button" className="link-button" onClick={onHide}>
        <FormattedMessage id="credentials.hide" />
      </button>
    </span>
  );
}

export function CredentialsTable({
  credentials,
  admin,
  mayReveal,
  onMessage,
}: {
  credentials: CredentialView[];
  /** The client admin's actions: enabled for the admin, disabled with why for anyone else. */
  admin: AdminOnly;
  /** Whether 'Show' is offered: not to a platform admin, whom the server refuses. */
  mayReveal: boolean;
  onMessage: (message: MessageKey) => void;
}) {
  const intl = useIntl();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CredentialView | null>(null);
  const [revealed, setRevealed] = useState<{ id: string; password: string } | null>(null);
  const [error, setError] = useState<MessageKey | null>(null);
  const [checking, setChecking] = useState<string | null>(null);
  const [checkNotice, setCheckNotice] = useState<string | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [contractOf, setContractOf] = useState<CredentialView | null>(null);
  const contractHeading = useRef<HTMLHeadingElement>(null);
  // The terms open under the table: the keyboard and the screen reader are taken there.
  useEffect(() => {
    if (contractOf) contractHeading.current?.focus();
  }, [contractOf]);
  const labels = (credential: CredentialView) => ({
    carrier: carrierName(credential.carrier),
    username: credential.username,
  });

  const asAdmin = (action: () => void) => ({
    onClick: () => {
      setError(null);
      action();
    },
  });

  async function reveal(credential: CredentialView) {
    try {
      setRevealed({ id: credential.credentialId, password: await revealPassword(credential.credentialId) });
    } catch (failure) {
      setError(messageKeyOf(failure));
    }
  }

  async function check(credential: CredentialView) {
    setChecking(credential.credentialId);
    setCheckNotice(null);
    try {
      const result = await checkCredential(credential.credentialId);
      setCheckNotice(
        intl.formatMessage(
          { id: 'credentials.checkResult' },
          { ...labels(credential), outcome: intl.formatMessage({ id: outcomeKey(result.check.outcome) }) },
        ),
      );
    } catch (failure) {
      setError(messageKeyOf(failure));
    } finally {
      setChecking(null);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    const credential = deleting;
    setDeleting(null);
    try {
      await deleteCredential(credential.credentialId);
      onMessage('credentials.deleted');
    } catch (failure) {
      setError(messageKeyOf(failure));
    }
  }

  if (credentials.length === 0) {
    return (
      <p className="page-intro">
        <FormattedMessage id="credentials.none" />
      </p>
    );
  }

  return (
    <>
      <FormError message={error} />
      {checkNotice && (
        <p className="form-success" role="status">
          {checkNotice}
        </p>
      )}
      <TableScroll label={intl.formatMessage({ id: 'credentials.heading' })}>
        <table className="data-table">
          <caption className="visually-hidden">
            <FormattedMessage id="credentials.heading" />
          </caption>
          <TableHead
            headings={[
              'credentials.carrier',
              'credentials.username',
              'credentials.status',
              'credentials.actions',
            ]}
          />
          <tbody>
            {credentials.map((credential) => (
              <tr key={credential.credentialId}>
                <td>
                  {credential.portal_url ? (
                    <a href={credential.portal_url} target="_blank" rel="noopener noreferrer">
                      {carrierName(credential.carrier)}
                    </a>
                  ) : (
                    carrierName(credential.carrier)
                  )}
                </td>
                <td>
                  {credential.username}
                  {revealed?.id === credential.credentialId && (
                    <>
                      {' '}
                      <RevealedPassword password={revealed.password} onHide={() => setRevealed(null)} />
                    </>
                  )}
                  {editing === credential.credentialId && (
                    <section
                      className="inline-edit"
                      aria-label={intl.formatMessage({ id: 'credentials.editHeading' }, labels(credential))}
                    >
                      <CredentialForm
                        existing={credential}
                        onDone={(message) => {
                          setEditing(null);
                          onMessage(message);
                        }}
                      >
                        <button type="button" className="button" onClick={() => setEditing(null)}>
                          <FormattedMessage id="confirm.cancel" />
                        </button>
                      </CredentialForm>
                    </section>
                  )}
                </td>
                <td>
                  <span className={`badge ${credential.status === 'active' ? 'ok' : 'bad'}`}>
                    <FormattedMessage id={`credentials.status.${credential.status}`} />
                  </span>
                  <LastCheck credential={credential} />
                  {historyOf === credential.credentialId && (
                    <section
                      className="check-history"
                      aria-label={intl.formatMessage({ id: 'credentials.historyLabel' }, labels(credential))}
                    >
                      <CheckHistory
                        credentialId={credential.credentialId}
                        label={intl.formatMessage({ id: 'credentials.historyLabel' }, labels(credential))}
                      />
                    </section>
                  )}
                </td>
                <td className="actions">
                  {admin.allowed && (
                    <button
                      type="button"
                      className="link-button"
                      aria-label={intl.formatMessage({ id: 'credentials.checkLabel' }, labels(credential))}
                      aria-busy={checking === credential.credentialId}
                      // Not disabled while checking: a disabled button would drop the keyboard focus.
                      aria-disabled={checking === credential.credentialId || undefined}
                      {...asAdmin(() => {
                        if (checking !== credential.credentialId) void check(credential);
                      })}
                    >
                      <FormattedMessage
                        id={
                          checking === credential.credentialId ? 'credentials.checking' : 'credentials.check'
                        }
                      />
                    </button>
                  )}
                  <button
                    type="button"
                    className="link-button"
                    aria-expanded={historyOf === credential.credentialId}
                    aria-label={intl.formatMessage({ id: 'credentials.historyLabel' }, labels(credential))}
                    onClick={() =>
                      setHistoryOf(historyOf === credential.credentialId ? null : credential.credentialId)
                    }
                  >
                    <FormattedMessage id="credentials.history" />
                  </button>
                  <button
                    type="button"
                    className="link-button"
                    aria-expanded={contractOf?.credentialId === credential.credentialId}
                    aria-label={intl.formatMessage({ id: 'contract.buttonLabel' }, labels(credential))}
                    onClick={() =>
                      setContractOf(contractOf?.credentialId === credential.credentialId ? null : credential)
                    }
                  >
                    <FormattedMessage id="contract.button" />
                  </button>
                  {admin.allowed && (
                    <>
                      <button
                        type="button"
                        className="link-button"
                        aria-label={intl.formatMessage({ id: 'credentials.editLabel' }, labels(credential))}
                        {...asAdmin(() => setEditing(credential.credentialId))}
                      >
                        <FormattedMessage id="credentials.edit" />
                      </button>
                      {mayReveal && (
                        <button
                          type="button"
                          className="link-button"
                          aria-label={intl.formatMessage({ id: 'credentials.showLabel' }, labels(credential))}
                          {...asAdmin(() => void reveal(credential))}
                        >
                          <FormattedMessage id="credentials.show" />
                        </button>
                      )}
                      <button
                        type="button"
                        className="link-button"
                        aria-label={intl.formatMessage({ id: 'credentials.deleteLabel' }, labels(credential))}
                        {...asAdmin(() => setDeleting(credential))}
                      >
                        <FormattedMessage id="credentials.delete" />
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {contractOf && (
        <section className="panel contract-terms" aria-labelledby="contract-heading">
          <h2 id="contract-heading" ref={contractHeading} tabIndex={-1}>
            <FormattedMessage id="contract.heading" values={labels(contractOf)} />
          </h2>
          <ContractForm
            key={contractOf.credentialId}
            credentialId={contractOf.credentialId}
            readOnly={!admin.allowed}
            onDone={(message) => {
              setContractOf(null);
              onMessage(message);
            }}
          >
            <button type="button" className="button" onClick={() => setContractOf(null)}>
              <FormattedMessage id="contract.close" />
            </button>
          </ContractForm>
        </section>
      )}
      {deleting && (
        <ConfirmDialog
          danger
          title={<FormattedMessage id="credentials.deleteTitle" values={labels(deleting)} />}
          body={<FormattedMessage id="credentials.deleteBody" />}
          cancel={<FormattedMessage id="confirm.cancel" />}
          confirm={<FormattedMessage id="credentials.delete" />}
          onCancel={() => setDeleting(null)}
          onConfirm={confirmDelete}
        />
      )}
    </>
  );
}
