/**
 * Invoices, credit notes and statements (the client admin's): number, type, dates, total, status,
 * the PDF in English or French (the spec's download wait while it is prepared), and paying an
 * invoice by card or SEPA Direct Debit through the payment provider, or by transfer when none is.
 */
import { ISSUER_BANK } from '@shared/billing/issuer';
import { type BillingDocumentView, type DocumentsReply, pdfLink, startPayment } from '@web/api/billing';
import { FormError } from '@web/components/form-error';
import { Money } from '@web/components/money';
import { messageKeyOf } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { TransferForm } from './transfer-form';

const day = (date: string | null) =>
  date ? <FormattedDate value={`${date}T12:00:00Z`} dateStyle="medium" timeZone="UTC" /> : '–';

const cents = (value: number, currency: string) => <Money value={value / 100} currency={currency} />;

/** What an invoice still asks for. */
const due = (document: BillingDocumentView) =>
  document.status === 'paid' ? 0 : Math.max(0, document.totalCents - document.creditedCents);

/** How each status looks: paid is good news, overdue bad, due and processing in between. */
const BADGE = { paid: 'ok', due: 'warn', overdue: 'bad', processing: 'neutral' } as const;

function Status({ document }: { document: BillingDocumentView }) {
  if (!document.status)
    return (
      <span className="badge neutral">
        <FormattedMessage id="billing.status.issued" />
      </span>
    );
  const status = document.paymentPending && document.status !== 'paid' ? 'processing' : document.status;
  return (
    <span className={`badge ${BADGE[status]}`}>
      <FormattedMessage id={`billing.status.${status}`} />
    </span>
  );
}

function TypeCell({ document }: { document: BillingDocumentView }) {
  if (document.type === 'credit_note')
    return <FormattedMessage id="billing.type.creditNoteFor" values={{ invoice: document.cites }} />;
  if (document.type === 'statement')
    return (
      <FormattedMessage
        id="billing.type.statementOf"
        values={{
          month: (
            <FormattedDate
              value={`${document.period}-15T12:00:00Z`}
              month="long"
              year="numeric"
              timeZone="UTC"
            />
          ),
        }}
      />
    );
  return <FormattedMessage id="billing.type.invoice" />;
}

function Actions({
  document,
  payments,
  onWait,
  onError,
  onChanged,
}: {
  document: BillingDocumentView;
  payments: DocumentsReply['payments'];
  onWait: (waiting: boolean) => void;
  onError: (error: unknown) => void;
  onChanged: () => void;
}) {
  const navigate = useNavigate();
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [recording, setRecording] = useState(false);
  const platformAdmin = useSession()?.role === 'platform_admin';
  const download = async (locale: 'en' | 'fr') => {
    onWait(true);
    try {
      window.location.assign(await pdfLink(document.number, locale));
    } catch (error) {
      onError(error);
    } finally {
      onWait(false);
    }
  };
  const pay = async (method: 'card' | 'sepa_debit') => {
    if (busy) return;
    setBusy(true);
    try {
      const { redirectUrl } = await startPayment(document.number, method);
      const target = new URL(redirectUrl, window.location.href);
      if (target.origin === window.location.origin) navigate(target.pathname + target.search);
      else window.location.assign(target.toString());
    } catch (error) {
      onError(error);
      setBusy(false);
    }
  };
  const payable = document.type === 'invoice' && due(document) > 0 && !document.paymentPending && payments;
  const canRecord = platformAdmin && document.type === 'invoice' && due(document) > 0;
  return (
    <div className="row-actions">
      {(['en', 'fr'] as const).map((locale) => (
        <button
          key={locale}
          type="button"
          className="button small"
          aria-label={intl.formatMessage(
            { id: `billing.documents.pdfLabel.${locale}` },
            { number: document.number },
          )}
          onClick={() => download(locale)}
        >
          <FormattedMessage id={`billing.documents.pdf.${locale}`} />
        </button>
      ))}
      {payable && (
        <>
          <button type="button" className="button primary small" disabled={busy} onClick={() => pay('card')}>
            <FormattedMessage id="billing.documents.payCard" />
          </button>
          <button
            type="button"
            className="button primary small"
            disabled={busy}
            onClick={() => pay('sepa_debit')}
          >
            <FormattedMessage id="billing.documents.paySepa" />
          </button>
        </>
      )}
      {canRecord && (
        <button type="button" className="button small" onClick={() => setRecording(true)}>
          <FormattedMessage id="billing.transfer.open" />
        </button>
      )}
      {recording && (
        <TransferForm
          document={document}
          dueCents={due(document)}
          onClose={() => setRecording(false)}
          onDone={() => {
            setRecording(false);
            onChanged();
          }}
        />
      )}
    </div>
  );
}

export function DocumentsPanel({ data, onChanged }: { data: DocumentsReply; onChanged: () => void }) {
  const [waiting, setWaiting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const owed = Object.fromEntries(
    Object.entries(data.outstanding).map(([currency, value]) => [currency, value / 100]),
  );
  const anyOwed = Object.values(data.outstanding).some((value) => value > 0);
  return (
    <section className="panel wide" aria-labelledby="documents-heading">
      <h2 id="documents-heading">
        <FormattedMessage id="billing.documents.heading" />
      </h2>
      {anyOwed && (
        <p className="owed">
          <FormattedMessage id="billing.documents.owed" values={{ amount: <Money amounts={owed} /> }} />
        </p>
      )}
      <p className="field-hint">
        {data.payments ? (
          <FormattedMessage id="billing.documents.transferToo" values={{ iban: ISSUER_BANK.iban }} />
        ) : (
          <FormattedMessage id="billing.documents.transferOnly" values={{ iban: ISSUER_BANK.iban }} />
        )}
      </p>
      {failure !== null && <FormError message={messageKeyOf(failure)} />}
      {waiting && (
        <p role="status" className="download-wait">
          <FormattedMessage id="billing.documents.preparing" />
        </p>
      )}
      {data.documents.length === 0 ? (
        <p>
          <FormattedMessage id="billing.documents.none" />
        </p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">
              <FormattedMessage id="billing.documents.heading" />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="billing.documents.number" />
                </th>
                <th scope="col">
                  <FormattedMessage id="billing.documents.type" />
                </th>
                <th scope="col">
                  <FormattedMessage id="billing.documents.date" />
                </th>
                <th scope="col">
                  <FormattedMessage id="billing.documents.dueDate" />
                </th>
                <th scope="col" className="num">
                  <FormattedMessage id="billing.documents.total" />
                </th>
                <th scope="col">
                  <FormattedMessage id="billing.documents.status" />
                </th>
                <th scope="col">
                  <FormattedMessage id="billing.documents.actions" />
                </th>
              </tr>
            </thead>
            <tbody>
              {data.documents.map((document) => (
                <tr key={document.number}>
                  <th scope="row">{document.number}</th>
                  <td>
                    <TypeCell document={document} />
                  </td>
                  <td>{day(document.issueDate)}</td>
                  <td>{day(document.dueDate)}</td>
                  <td className="num">
                    {document.type === 'statement' ? '–' : cents(document.totalCents, document.currency)}
                  </td>
                  <td>
                    <Status document={document} />
                  </td>
                  <td>
                    <Actions
                      document={document}
                      payments={data.payments}
                      onWait={setWaiting}
                      onError={(error) => setFailure(error)}
                      onChanged={onChanged}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
