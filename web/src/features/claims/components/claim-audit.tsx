/**
 * What our audit found, on an investigation the audit opened: each finding's check (named and
 * explained in the reader's language), its amount, the facts that show it and the invoice lines it
 * is about, with a link to the invoice's audit.
 */
import { ruleById } from '@shared/audit/rules/index';
import type { ClaimAudit } from '@shared/claims/schema';
import { FindingEvidence } from '@web/components/finding-evidence';
import { Money } from '@web/components/money';
import { invoiceLink } from '@web/config/paths';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

export function ClaimAuditFindings({
  audit,
  currency,
  carrier,
}: {
  audit: ClaimAudit;
  currency: string;
  carrier?: string;
}) {
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
              <FindingEvidence finding={finding} carrier={carrier} />
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
