/** Upload Carrier Documents: invoices, contracts, credit notes and other documents, per carrier. */
import { CARRIERS } from '@shared/carriers';
import { PageShell } from '@web/components/page-shell';
import type { MessageKey } from '@web/i18n/en';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Uploader } from '../components/uploader';

const KINDS = ['carrier_invoice', 'carrier_contract', 'credit_note', 'carrier_other'] as const;

export default function CarrierInvoicesPage() {
  const intl = useIntl();
  const id = useId();
  const [kind, setKind] = useState<(typeof KINDS)[number]>('carrier_invoice');
  const [carrier, setCarrier] = useState<string>('');
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
        <Uploader kind={kind} carrier={carrier || undefined} />
      </section>
    </PageShell>
  );
}
