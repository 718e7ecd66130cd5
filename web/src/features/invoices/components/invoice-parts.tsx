/** A piece of My Invoices: an audit's status with its progress bar. */
import type { InvoiceAuditView } from '@shared/audit/invoice-audit';
import type { MessageKey } from '@web/i18n/en';
import { FormattedMessage, useIntl } from 'react-intl';

const RUNNING_STEPS = ['queued', 'reading', 'auditing', 'recording'] as const;

/** Where the audit is: a progress bar over its steps and shards while it runs, then its outcome. */
export function AuditProgress({
  invoice,
  compact = false,
}: {
  invoice: InvoiceAuditView;
  compact?: boolean;
}) {
  const intl = useIntl();
  const status = <FormattedMessage id={`invoices.status.${invoice.status}` as MessageKey} />;
  if (invoice.status === 'done' || invoice.status === 'failed')
    return <span className={`audit-status audit-${invoice.status}`}>{status}</span>;
  // Four steps; the auditing step advances with its shards.
  const step = RUNNING_STEPS.indexOf(invoice.status);
  const shardShare = invoice.shards ? invoice.shardsDone / invoice.shards : 0;
  const value = (step + (invoice.status === 'auditing' ? shardShare : 0)) / RUNNING_STEPS.length;
  return (
    <span className="audit-progress">
      <progress
        max={1}
        value={value}
        aria-label={intl.formatMessage({ id: 'invoices.progressLabel' }, { file: invoice.fileName })}
      />
      <span className={compact ? 'field-hint' : undefined}>
        {status}
        {invoice.status === 'auditing' && invoice.shards > 0 && (
          <>
            {' '}
            <FormattedMessage
              id="invoices.progress"
              values={{ done: invoice.shardsDone, total: invoice.shards }}
            />
          </>
        )}
      </span>
    </span>
  );
}
