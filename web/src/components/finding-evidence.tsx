/**
 * The facts an audit finding shows (its evidence, named in the reader's language) and the invoice
 * lines it is about: on an investigation the audit opened and on an invoice's signals to review.
 * A tracking event reads in the reader's language where its code is known, the carrier's words beside.
 */
import { evidenceLabel } from '@shared/audit/evidence';
import { FormattedMessage, useIntl } from 'react-intl';
import { TrackingEvent } from './tracking-event';

export function FindingEvidence({
  finding,
  carrier,
}: {
  finding: { evidence: Record<string, string | number>; invoiceNumber: string; sourceLines: number[] };
  /** The parcel's carrier: its tracking event's code is then shown in the reader's language. */
  carrier?: string;
}) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  return (
    <dl className="evidence">
      {Object.entries(finding.evidence).map(([name, value]) => (
        <div key={name}>
          <dt>{evidenceLabel(name, locale)}</dt>
          <dd>
            {typeof value === 'number' ? (
              intl.formatNumber(value)
            ) : name === 'event' ? (
              <TrackingEvent
                carrier={carrier}
                code={String(finding.evidence.event_code ?? '')}
                words={value}
              />
            ) : (
              value
            )}
          </dd>
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
