/**
 * What the checks with the carrier found: the last one under the status badge, and the history
 * of a credential on demand (newest first).
 */
import type { CheckOutcome, CredentialCheck, CredentialView } from '@shared/carriers/credentials';
import { TableHead } from '@web/components/table-head';
import { TableScroll } from '@web/components/table-scroll';
import type { MessageKey } from '@web/i18n/en';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useCredentialChecks } from '../api/credentials';

export const outcomeKey = (outcome: CheckOutcome): MessageKey => `credentials.outcome.${outcome}`;

export function LastCheck({ credential }: { credential: CredentialView }) {
  const intl = useIntl();
  const check = credential.lastCheck;
  if (!check) {
    return (
      <p className="field-hint">
        <FormattedMessage id="credentials.neverChecked" />
      </p>
    );
  }
  return (
    <>
      <p className="field-hint">
        <FormattedMessage
          id="credentials.lastCheck"
          values={{
            date: intl.formatDate(check.at, { dateStyle: 'medium', timeStyle: 'short' }),
            outcome: intl.formatMessage({ id: outcomeKey(check.outcome) }),
          }}
        />
        {check.connector === 'sandbox' && (
          <>
            {' '}
            <span className="badge neutral">
              <FormattedMessage id="credentials.sandbox" />
            </span>
          </>
        )}
      </p>
      {credential.status === 'not_working' && credential.statusReason === 'invalid_credentials' && (
        <p className="field-hint">
          <FormattedMessage id="credentials.fixHint" />
        </p>
      )}
    </>
  );
}

/** Why it was checked; a person's check names them ('manual': the client admin, 'desk': our staff). */
function TriggerText({ check }: { check: CredentialCheck }) {
  return <FormattedMessage id={`credentials.trigger.${check.trigger}`} values={{ by: check.by ?? '' }} />;
}

export function CheckHistory({ credentialId, label }: { credentialId: string; label: string }) {
  const { data, error } = useCredentialChecks(credentialId);
  if (error) {
    return (
      <p role="alert" className="form-error">
        <FormattedMessage id="error.server.internal" />
      </p>
    );
  }
  if (!data) {
    return (
      <p aria-busy="true">
        <FormattedMessage id="app.loading" />
      </p>
    );
  }
  if (data.checks.length === 0) {
    return (
      <p className="field-hint">
        <FormattedMessage id="credentials.historyEmpty" />
      </p>
    );
  }
  return (
    <TableScroll label={label}>
      <table className="data-table compact">
        <caption className="visually-hidden">{label}</caption>
        <TableHead
          headings={['credentials.historyDate', 'credentials.historyTrigger', 'credentials.historyOutcome']}
        />
        <tbody>
          {data.checks.map((check) => (
            <tr key={check.at}>
              <td>
                <FormattedDate value={check.at} dateStyle="medium" timeStyle="short" />
              </td>
              <td>
                <TriggerText check={check} />
              </td>
              <td>
                <FormattedMessage id={outcomeKey(check.outcome)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
