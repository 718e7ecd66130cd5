/**
 * The facts an audit finding shows (its evidence, named in the reader's language) and the invoice
 * lines it is about: on an investigation the audit opened and on an invoice's signals to review.
 */
import { evidenceLabel } from '@shared/audit/evidence';
import { FormattedMessage, useIntl } from 'react-intl';

export function FindingEvidence({
  finding,
}: {
  finding: { evidence: Record<string, string | number>; invoiceNumber: string; sourceLines: number[] };
}) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  return (
    <dl className="evidence">
      {Object.entries(finding.evidence).map(([name, value]) => (
        <div key={name}>
          <dt>{evidenceLabel(name, locale)}</dt>
          <dd>{typeof value === 'number' ? intl.formatNumber(value) : value}</dd>
        </div>
      ))}
      <div>
        <dt>
          <FormattedMessage id="claims.audit.invoice" />
        </dt>
        <dd>
          <FormattedMessage
            id="claims.audit.lines"
            values={{ invoice: finding.invoiceNumber, lines: finding.sourceLines.join(', ') }}
          />
        </dd>
      </div>
    </dl>
  );
}
