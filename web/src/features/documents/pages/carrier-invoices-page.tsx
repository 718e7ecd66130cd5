/** Upload Carrier Documents: invoices, contracts, credit notes and other documents, per carrier. */
import { CARRIERS } from '@shared/carriers/carriers';
import type { DocumentView } from '@shared/documents/upload-requests';
import { PageShell } from '@web/components/page-shell';
import { Uploader } from '@web/components/uploader';
import { invoiceLink } from '@web/config/paths';
import type { MessageKey } from '@web/i18n/en';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

const KINDS = ['carrier_invoice', 'carrier_contract', 'credit_note', 'carrier_other'] as const;

export default function CarrierInvoicesPage() {
  const intl = useIntl();
  const id = useId();
  const [kind, setKind] = useState<(typeof KINDS)[number]>('carrier_invoice');
  const [carrier, setCarrier] = useState<string>('');
  // Carrier invoices sent from this page: each is being audited, with a link to follow it.
  const [audited, setAudited] = useState<DocumentView[]>([]);
  return (
    <PageShell title="page.carrierInvoices" intro="intro.carrierInvoices">
      <section className="panel">
        <div className="form-row">
          <div className="field">
            <label htmlFor={`${id}-kind`}>
              <FormattedMessage id="documents.type" />
            </label>
            <select
              id={`${id}-kind`}
              value={kind}
              onChange={(event) => setKind(event.target.value as (typeof KINDS)[number])}
            >
              {KINDS.map((option) => (
                <option key={option} value={option}>
                  {intl.formatMessage({ id: `documents.kind.${option}` as MessageKey })}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-carrier`}>
              <FormattedMessage id="files.carrier" />
            </label>
            <select id={`${id}-carrier`} value={carrier} onChange={(event) => setCarrier(event.target.value)}>
              <option value="">{intl.formatMessage({ id: 'credentials.chooseCarrier' })}</option>
              {CARRIERS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <Uploader
          kind={kind}
          carrier={carrier || undefined}
          onUploaded={(document) => {
            if (document.kind === 'carrier_invoice') setAudited((current) => [document, ...current]);
          }}
        />
        {audited.length > 0 && (
          <ul className="audit-started" aria-live="polite">
            {audited.map((document) => (
              <li key={document.documentId}>
                <FormattedMessage
                  id="invoices.auditStarted"
                  values={{
                    file: document.fileName,
                    link: (text) => <Link to={invoiceLink(document.documentId)}>{text}</Link>,
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageShell>
  );
}
