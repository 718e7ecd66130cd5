/** My Files: every document of the company, newest first; download by a short-lived link; delete with the invoice warning. */

import { carrierById } from '@shared/carriers/carriers';
import type { DocumentView } from '@shared/documents/upload-requests';
import { AdminOnlyNote, useAdminOnly } from '@web/components/admin-only';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DocumentRow } from '@web/components/document-row';
import { FormError } from '@web/components/form-error';
import { LoadMore } from '@web/components/load-more';
import { PageShell } from '@web/components/page-shell';
import { TableHead } from '@web/components/table-head';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { fileSize } from '@web/lib/file-size';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { deleteDocument, useDocumentClaims, useDocuments } from '../api/documents';

export default function FilesPage() {
  const intl = useIntl();
  // Delete is the admin's: shown to everyone, disabled with why for others.
  const admin = useAdminOnly('client_admin');
  const pages = useDocuments();
  const { data, mutate } = pages;
  const [deleting, setDeleting] = useState<DocumentView | null>(null);
  const [error, setError] = useState<MessageKey | null>(null);
  const [deleted, setDeleted] = useState(false);
  const documents = data?.flatMap((page) => page.documents) ?? [];
  const fail = (failure: unknown) => setError(messageKeyOf(failure));

  return (
    <PageShell title="page.files" intro="intro.files">
      <FormError message={error} />
      {deleted && (
        <p className="form-success" role="status">
          <FormattedMessage id="files.deleted" />
        </p>
      )}
      {data && documents.length === 0 && (
        <p className="page-intro">
          <FormattedMessage id="files.none" />
        </p>
      )}
      {documents.length > 0 && <AdminOnlyNote admin={admin} reason="files.adminOnly" />}
      {documents.length > 0 && (
        // On a phone the table scrolls within its own box, the page does not.
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">
              <FormattedMessage id="page.files" />
            </caption>
            <TableHead
              headings={[
                'files.name',
                'files.kind',
                'files.carrier',
                'files.uploadedAt',
                'files.size',
                'files.actions',
              ]}
            />
            <tbody>
              {documents.map((document) => (
                <DocumentRow
                  key={document.documentId}
                  document={document}
                  onError={setError}
                  beforeDate={
                    <td>
                      {document.carrier ? (carrierById(document.carrier)?.name ?? document.carrier) : ''}
                    </td>
                  }
                  afterDate={<td>{fileSize(document.size, intl.locale)}</td>}
                  actions={
                    admin.allowed && (
                      <button
                        type="button"
                        className="link-button"
                        aria-label={intl.formatMessage(
                          { id: 'files.deleteLabel' },
                          { name: document.fileName },
                        )}
                        onClick={() => {
                          setDeleted(false);
                          setDeleting(document);
                        }}
                      >
                        <FormattedMessage id="files.delete" />
                      </button>
                    )
                  }
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore pages={pages} label="files.more" />
      {deleting && (
        <DeleteDialog
          document={deleting}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const document = deleting;
            setDeleting(null);
            deleteDocument(document.documentId)
              .then(() => {
                setDeleted(true);
                return mutate();
              })
              .catch(fail);
          }}
        />
      )}
    </PageShell>
  );
}

/**
 * Deleting a document: first, which investigations use it. One an open investigation needs cannot
 * be deleted (the dialog says which, and offers nothing but to close); one closed investigations
 * used is deleted from them too, as the dialog says.
 */
function DeleteDialog({
  document,
  onCancel,
  onConfirm,
}: {
  document: DocumentView;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { data, error } = useDocumentClaims(document.documentId);
  const open = data?.claims.filter((use) => use.open) ?? [];
  const closed = data?.claims.filter((use) => !use.open) ?? [];
  const named = (uses: typeof open) =>
    uses
      .slice(0, 5)
      .map((use) => `${use.tracking_number} (${use.reference})`)
      .join(', ') + (uses.length > 5 ? ' …' : '');
  const body = error ? (
    <FormattedMessage id="files.usageUnknown" />
  ) : !data ? (
    <FormattedMessage id="files.checkingUsage" />
  ) : open.length ? (
    <FormattedMessage id="files.usedByOpen" values={{ count: open.length, claims: named(open) }} />
  ) : (
    <>
      {closed.length > 0 && (
        <FormattedMessage id="files.usedByClosed" values={{ count: closed.length, claims: named(closed) }} />
      )}{' '}
      <FormattedMessage id="files.deleteBody" />
    </>
  );
  return (
    <ConfirmDialog
      danger
      title={<FormattedMessage id="files.deleteTitle" values={{ name: document.fileName }} />}
      body={body}
      cancel={<FormattedMessage id={open.length ? 'files.keep' : 'confirm.cancel'} />}
      confirm={data && !open.length ? <FormattedMessage id="files.delete" /> : null}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
