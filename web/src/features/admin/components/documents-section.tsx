/**
 * The files every company uploaded in a month, newest first (platform admins), or one company's:
 * who uploaded what and when, and where each carrier invoice's audit stands (what it read and
 * found, or why it failed); each file downloads (the download is kept in the audit log). Filters:
 * month, kind, and a company found by its name (`?company=` opens on one company's).
 */
import type { AdminDocument } from '@shared/admin/documents';
import { UPLOAD_KIND_NAMES } from '@shared/documents/uploads';
import { adminDocumentLink, useAllDocuments } from '@web/api/admin';
import { FormError } from '@web/components/form-error';
import { LoadMore } from '@web/components/load-more';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { fileSize } from '@web/lib/file-size';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { AdminTable, ListState } from './admin-table';
import { CompanyPicker } from './company-picker';

const COLUMNS = ['uploadedAt', 'company', 'file', 'uploadedBy', 'size', 'audit', 'download'] as const;

const thisMonth = () => new Date().toISOString().slice(0, 7);

function AuditCell({ audit }: { audit: AdminDocument['audit'] }) {
  if (!audit) return <>–</>;
  const tone = audit.status === 'done' ? 'ok' : audit.status === 'failed' ? 'bad' : 'neutral';
  return (
    <>
      <span className={`badge ${tone}`}>
        <FormattedMessage id={`invoices.status.${audit.status}`} />
      </span>
      {audit.problem && (
        <span className="cell-detail">
          <FormattedMessage id={`invoices.problem.${audit.problem}`} />
        </span>
      )}
      {audit.status === 'done' && (
        <span className="cell-detail">
          <FormattedMessage
            id="admin.documents.auditFigures"
            values={{ lines: audit.lines, findings: audit.findings, claims: audit.claimsOpened }}
          />
        </span>
      )}
    </>
  );
}

/** Downloads one file: the link the API gives opens in this window (the browser saves it). */
function DownloadButton({ row }: { row: AdminDocument }) {
  const intl = useIntl();
  const [failure, setFailure] = useState<unknown>(null);
  return (
    <>
      <button
        type="button"
        className="button small"
        aria-label={intl.formatMessage({ id: 'admin.documents.downloadLabel' }, { name: row.fileName })}
        onClick={async () => {
          setFailure(null);
          try {
            window.location.assign((await adminDocumentLink(row.companyId, row.documentId)).url);
          } catch (error) {
            setFailure(error);
          }
        }}
      >
        <FormattedMessage id="admin.documents.download" />
      </button>
      {failure !== null && <FormError message={messageKeyOf(failure)} />}
    </>
  );
}

export function DocumentsSection() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const [draft, setDraft] = useState({
    month: thisMonth(),
    kind: '',
    companyId: search.get('company') ?? '',
  });
  const [filter, setFilter] = useState(draft);
  // The picker starts again from the id when a row's 'only this company' chooses one.
  const [picked, setPicked] = useState(0);
  const pages = useAllDocuments(filter);
  const { data, error, mutate } = pages;
  const rows = data?.flatMap((page) => page.documents) ?? [];
  const apply = (next: typeof draft) => {
    setDraft(next);
    setFilter(next);
    void mutate();
  };
  return (
    <section className="panel admin-section" id="documents" aria-labelledby="documents-heading">
      <h2 id="documents-heading">
        <FormattedMessage id="admin.documents.heading" />
      </h2>
      <p className="field-hint">
        <FormattedMessage id="admin.documents.intro" />
      </p>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <div className="field">
          <label htmlFor="documents-month">
            <FormattedMessage id="admin.documents.month" />
          </label>
          <input
            id="documents-month"
            type="month"
            required
            value={draft.month}
            onChange={(event) => setDraft({ ...draft, month: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="documents-kind">
            <FormattedMessage id="files.kind" />
          </label>
          <select
            id="documents-kind"
            value={draft.kind}
            onChange={(event) => setDraft({ ...draft, kind: event.target.value })}
          >
            <option value="">{intl.formatMessage({ id: 'admin.documents.allKinds' })}</option>
            {UPLOAD_KIND_NAMES.map((kind) => (
              <option key={kind} value={kind}>
                {intl.formatMessage({ id: `documents.kind.${kind}` as MessageKey })}
              </option>
            ))}
          </select>
        </div>
        <CompanyPicker
          key={picked}
          id="documents-company"
          label="admin.log.company"
          companyId={draft.companyId}
          onChange={(companyId) => setDraft({ ...draft, companyId })}
        />
        <button type="submit" className="button primary">
          <FormattedMessage id="admin.log.find" />
        </button>
      </form>
      <ListState error={error} empty={Boolean(data) && rows.length === 0} none="admin.documents.none" />
      {rows.length > 0 && (
        <AdminTable
          caption="admin.documents.heading"
          columns={COLUMNS.map((column) => `admin.documents.column.${column}` as const)}
          numeric={['admin.documents.column.size']}
        >
          {rows.map((row) => (
            <tr key={`${row.companyId}/${row.documentId}`}>
              <td>
                <FormattedDate value={row.uploadedAt} dateStyle="medium" timeStyle="short" />
              </td>
              <td>
                {row.companyName}
                {!filter.companyId && (
                  <button
                    type="button"
                    className="link-button cell-detail"
                    aria-label={intl.formatMessage(
                      { id: 'admin.documents.onlyLabel' },
                      { name: row.companyName },
                    )}
                    onClick={() => {
                      setPicked((count) => count + 1);
                      apply({ ...draft, companyId: row.companyId });
                    }}
                  >
                    <FormattedMessage id="admin.documents.only" />
                  </button>
                )}
              </td>
              <th scope="row" className="long-word">
                {row.fileName}
                <span className="cell-detail">
                  <FormattedMessage id={`documents.kind.${row.kind}` as MessageKey} />
                  {row.carrier ? ` · ${row.carrier.toUpperCase()}` : ''}
                </span>
              </th>
              <td className="long-word">{row.uploadedBy}</td>
              <td className="num">{fileSize(row.size, intl.locale)}</td>
              <td>
                <AuditCell audit={row.audit} />
              </td>
              <td>
                <DownloadButton row={row} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <LoadMore pages={pages} label="admin.documents.more" />
    </section>
  );
}
