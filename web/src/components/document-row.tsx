/**
 * A company document as a table row, written once for My Files and Investigations Support
 * Documents (features may not import each other): its name and kind, then the page's own cells,
 * the date it was uploaded, the page's own cells again, and its actions, Download first. The
 * download button is also used on its own where a document is listed outside a table.
 */
import type { DocumentView } from '@shared/documents/upload-requests';
import { downloadDocument } from '@web/api/documents';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';

type Document = Pick<DocumentView, 'documentId' | 'fileName' | 'kind' | 'uploadedAt'>;

/** Downloads a document by a short-lived link; named after the file for a screen reader. */
export function DownloadButton({
  document,
  onError,
  className = 'button small',
}: {
  document: Pick<DocumentView, 'documentId' | 'fileName'>;
  /** Why the link could not be had. */
  onError: (message: MessageKey) => void;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={className}
      aria-label={intl.formatMessage({ id: 'files.downloadLabel' }, { name: document.fileName })}
      onClick={() =>
        downloadDocument(document.documentId).catch((failure: unknown) => onError(messageKeyOf(failure)))
      }
    >
      <FormattedMessage id="files.download" />
    </button>
  );
}

export function DocumentRow({
  document,
  onError,
  beforeDate,
  afterDate,
  actions,
}: {
  document: Document;
  onError: (message: MessageKey) => void;
  /** The page's cells between the kind and the upload date. */
  beforeDate?: ReactNode;
  /** The page's cells between the upload date and the actions. */
  afterDate?: ReactNode;
  /** The page's actions after Download. */
  actions?: ReactNode;
}) {
  return (
    <tr>
      <td className="long-word">{document.fileName}</td>
      <td>
        <FormattedMessage id={`documents.kind.${document.kind}` as MessageKey} />
      </td>
      {beforeDate}
      <td>
        <FormattedDate value={document.uploadedAt} dateStyle="medium" timeStyle="short" />
      </td>
      {afterDate}
      <td className="actions">
        <DownloadButton document={document} onError={onError} className="link-button" />
        {actions}
      </td>
    </tr>
  );
}
