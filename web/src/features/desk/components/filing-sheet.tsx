/**
 * A claim's filing sheet on the desk (issue 38, item 3): where the claim's carrier takes claims
 * (a link to its portal or form), each field its form asks with the value we hold and a copy
 * button, the documents it wants and which the claim has or lacks, the documents as one zip, and
 * the merchant's portal login (./portal-login.tsx). Self-contained: give it a company and a claim,
 * it reads the sheet itself. One polite status line says what a copy or a record did.
 */
import type { SheetField } from '@shared/claims/desk-sheet';
import { FormError } from '@web/components/form-error';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { useId, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { downloadDocumentsZip, useFilingSheet } from '../api/filing-sheet';
import { CopyButton } from './copy-button';
import { PortalLogin } from './portal-login';

const STATUS_BADGE = { has: 'ok', check: 'warn', lacks: 'bad' } as const;

/** An address the sheet links to: a web page, or an e-mail address. */
const hrefOf = (address: string) =>
  address.includes('@') && !address.includes('/') ? `mailto:${address}` : address;

function FieldValue({ field }: { field: SheetField }) {
  const intl = useIntl();
  if (field.value === null)
    return (
      <span className="sheet-unknown">
        <FormattedMessage id="desk.sheet.unknown" />
      </span>
    );
  switch (field.format) {
    case 'issue':
      return (
        <span className="sheet-value">{intl.formatMessage({ id: `desk.sheet.issue.${field.value}` })}</span>
      );
    case 'amount':
      return (
        <span className="sheet-value">
          <FormattedNumber value={Number(field.value)} minimumFractionDigits={2} maximumFractionDigits={2} />
        </span>
      );
    default:
      return (
        <span className={field.format === 'multiline' ? 'sheet-value multiline' : 'sheet-value'}>
          {field.value}
        </span>
      );
  }
}

/** What the copy button puts on the clipboard: the value as the carrier's form takes it (an issue in words). */
function copyText(field: SheetField, intl: ReturnType<typeof useIntl>): string {
  if (field.format === 'issue' && field.value)
    return intl.formatMessage({ id: `desk.sheet.issue.${field.value}` });
  return field.value ?? '';
}

export function FilingSheet({ companyId, claimId }: { companyId: string; claimId: string }) {
  const intl = useIntl();
  const { data: sheet, error } = useFilingSheet(companyId, claimId);
  const [status, setStatus] = useState('');
  const [zipping, setZipping] = useState(false);
  const [zipError, setZipError] = useState<MessageKey | null>(null);
  const headingId = useId();

  async function zip() {
    if (zipping) return;
    setZipping(true);
    setZipError(null);
    try {
      await downloadDocumentsZip(companyId, claimId);
    } catch (failure) {
      setZipError(messageKeyOf(failure));
    } finally {
      setZipping(false);
    }
  }

  if (error) return <FormError message={messageKeyOf(error)} />;
  if (!sheet)
    return (
      <p role="status">
        <FormattedMessage id="desk.sheet.loading" />
      </p>
    );
  const carrier = sheet.carrierName;
  return (
    <section className="filing-sheet" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage id="desk.sheet.heading" />
      </h3>
      <p role="status" className="sheet-status">
        {status}
      </p>

      <p>
        <FormattedMessage id="desk.sheet.fileOn" values={{ carrier }} />
      </p>
      <ul className="sheet-channels">
        {sheet.channels.map((channel) => (
          <li key={`${channel.kind}-${channel.address}`}>
            <a href={hrefOf(channel.address)} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id={`desk.sheet.channel.${channel.kind}`} />
              <span className="visually-hidden">
                {' '}
                <FormattedMessage id="desk.sheet.newTab" />
              </span>
            </a>{' '}
            <span className="sheet-address">{channel.address}</span>
          </li>
        ))}
      </ul>

      <h4>
        <FormattedMessage id="desk.sheet.fieldsHeading" values={{ carrier }} />
      </h4>
      <dl className="sheet-fields">
        {sheet.fields.map((field) => {
          const label = intl.formatMessage({ id: `desk.sheet.field.${field.key}` });
          return (
            <div key={field.key}>
              <dt>
                {label}
                {field.required && (
                  <span className="sheet-required">
                    {' '}
                    (<FormattedMessage id="desk.sheet.required" />)
                  </span>
                )}
              </dt>
              <dd>
                <FieldValue field={field} />
                {field.value !== null && (
                  <CopyButton text={copyText(field, intl)} field={label} onResult={setStatus} />
                )}
              </dd>
            </div>
          );
        })}
      </dl>

      <h4>
        <FormattedMessage id="desk.sheet.documentsHeading" values={{ carrier }} />
      </h4>
      {sheet.documents.length === 0 ? (
        <p>
          <FormattedMessage id="desk.sheet.noDocumentsWanted" values={{ carrier }} />
        </p>
      ) : (
        <ul className="sheet-documents">
          {sheet.documents.map((document) => (
            <li key={document.need}>
              <span className={`badge ${STATUS_BADGE[document.status]}`}>
                <FormattedMessage id={`desk.sheet.status.${document.status}`} />
              </span>{' '}
              <FormattedMessage id={`desk.sheet.document.${document.need}`} />
              {document.files.length > 0 && (
                <span className="sheet-files">
                  {' '}
                  ({document.files.map((file) => file.fileName).join(', ')})
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {sheet.documentCount === 0 ? (
        <p>
          <FormattedMessage id="desk.sheet.noDocuments" />
        </p>
      ) : (
        <button
          type="button"
          className="button primary"
          aria-busy={zipping}
          aria-disabled={zipping || undefined}
          onClick={() => void zip()}
        >
          <FormattedMessage id={zipping ? 'desk.sheet.zipPreparing' : 'desk.sheet.zip'} />
        </button>
      )}
      <FormError message={zipError} />

      <PortalLogin sheet={sheet} onStatus={setStatus} />

      {sheet.sources.length > 0 && (
        <details className="sheet-sources">
          <summary>
            <FormattedMessage id="desk.sheet.sources" />
          </summary>
          <ul>
            {sheet.sources.map((source) => (
              <li key={source.url}>
                <a href={source.url} target="_blank" rel="noopener noreferrer">
                  {source.title}
                  <span className="visually-hidden">
                    {' '}
                    <FormattedMessage id="desk.sheet.newTab" />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
