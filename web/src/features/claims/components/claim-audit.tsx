/**
 * What our audit found, on an investigation the audit opened: each finding's check (named and
 * explained in the reader's language), its amount, the facts that show it and the invoice lines it
 * is about, with a link to the invoice's audit.
 */
import { evidenceLabel } from '@shared/audit/evidence';
import { ruleById } from '@shared/audit/rules/index';
import type { ClaimAudit } from '@shared/claims/schema';
import { Money } from '@web/components/money';
import { invoiceLink } from '@web/config/paths';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

export function ClaimAuditFindings({ audit, currency }: { audit: ClaimAudit; currency: string }) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  return (
    <section aria-labelledby="claim-audit-heading">
      <h3 id="claim-audit-heading">
        <FormattedMessage id="claims.audit.heading" />
      </h3>
      <ul className="audit-findings">
        {audit.findings.map((finding) => {
          const rule = ruleById(finding.ruleId);
          return (
            <li key={`${finding.ruleId}/${finding.sourceLines.join('-')}`}>
              <p>
                <strong>{rule?.name[locale] ?? finding.ruleId}</strong>:{' '}
                <Money value={finding.amount} currency={currency} />
              </p>
              {rule && <p className="field-hint">{rule.explanation[locale]}</p>}
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
            </li>
          );
        })}
      </ul>
      <p>
        <Link to={invoiceLink(audit.documentId)}>
          <FormattedMessage id="claims.audit.seeInvoice" />
        </Link>
      </p>
    </section>
  );
}
