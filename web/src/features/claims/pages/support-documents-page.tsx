/**
 * Investigations Support Documents (the sidebar's entry; not in the spec's route table): what the
 * investigations wait for that a document answers (original invoice, pictures, other documents),
 * each given here in its modal, and the documents they already use, each to download. The public
 * guide explains every document; My Files holds all the company's files.
 */
import { DocumentRow } from '@web/components/document-row';
import { FormError } from '@web/components/form-error';
import { LoadMore } from '@web/components/load-more';
import { PageShell } from '@web/components/page-shell';
import { TableHead } from '@web/components/table-head';
import { TableScroll } from '@web/components/table-scroll';
import { claimLink, paths } from '@web/config/paths';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useActionCounts, useWaitingClaims } from '../api/actions';
import {
  DOCUMENT_ACTIONS,
  documentActionsOf,
  isClaimDocument,
  useClaimsUsing,
  useCompanyDocuments,
} from '../api/support-documents';
import { ProvideButtons, useProvide } from '../components/provide-actions';

function WaitingForDocuments() {
  const intl = useIntl();
  const counts = useActionCounts().data;
  const pages = useWaitingClaims('');
  const { data, error, mutate } = pages;
  const provide = useProvide(() => void mutate());
  const waiting = (data?.flatMap((page) => page.claims) ?? []).filter(
    (item) => documentActionsOf(item).length > 0,
  );
  const more = Boolean(data?.at(-1)?.cursor);

  return (
    <section className="panel" aria-labelledby="waiting-documents-heading">
      <h2 id="waiting-documents-heading">
        <FormattedMessage id="supportDocs.waitingHeading" />
      </h2>
      {counts && (
        <ul className="kind-counts">
          {DOCUMENT_ACTIONS.map((kind) => (
            <li key={kind}>
              <FormattedMessage
                id="supportDocs.kindCount"
                values={{
                  kind: intl.formatMessage({ id: `actions.kind.${kind}` as MessageKey }),
                  count: <strong>{counts.byKind[kind] ?? 0}</strong>,
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {provide.outcome}
      <FormError message={error ? messageKeyOf(error) : null} />
      {data && waiting.length === 0 && !more ? (
        <p>
          <FormattedMessage id="supportDocs.waitingNone" />
        </p>
      ) : (
        waiting.length > 0 && (
          <TableScroll label={intl.formatMessage({ id: 'supportDocs.waitingTable' })}>
            <table className="data-table">
              <TableHead
                headings={['claims.trackingNumber', 'actions.needed', 'claims.reference', 'claims.createdAt']}
              />
              <tbody>
                {waiting.map((item) => (
                  <tr key={item.claimId}>
                    <td>
                      <Link to={claimLink(item.claimId)}>{item.tracking_number}</Link>
                    </td>
                    <td>
                      <ProvideButtons item={item} kinds={documentActionsOf(item)} provide={provide} />
                    </td>
                    <td>{item.reference}</td>
                    <td>
                      <FormattedDate value={item.createdAt} dateStyle="medium" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )
      )}
      <LoadMore pages={pages} label="claims.more" more={more} />
      {provide.modal}
    </section>
  );
}

/** The investigations one document is part of, each linked to its page. */
function ClaimsUsing({ documentId }: { documentId: string }) {
  const { data, error } = useClaimsUsing(documentId);
  if (error) return <FormError message={messageKeyOf(error)} />;
  if (!data) return null;
  if (data.claims.length === 0)
    return (
      <p className="field-hint">
        <FormattedMessage id="supportDocs.noClaims" />
      </p>
    );
  return (
    <ul className="claims-using">
      {data.claims.map((claim) => (
        <li key={claim.claimId}>
          <Link to={claimLink(claim.claimId)}>{claim.tracking_number}</Link>
        </li>
      ))}
    </ul>
  );
}

function DocumentsInUse() {
  const intl = useIntl();
  const pages = useCompanyDocuments();
  const { data } = pages;
  const [error, setError] = useState<MessageKey | null>(null);
  const [shown, setShown] = useState<string[]>([]);
  const documents = (data?.flatMap((page) => page.documents) ?? []).filter(isClaimDocument);
  const more = Boolean(data?.at(-1)?.cursor);

  return (
    <section className="panel" aria-labelledby="used-documents-heading">
      <h2 id="used-documents-heading">
        <FormattedMessage id="supportDocs.usedHeading" />
      </h2>
      <FormError message={error} />
      {data && documents.length === 0 && !more && (
        <p>
          <FormattedMessage id="supportDocs.usedNone" />
        </p>
      )}
      {documents.length > 0 && (
        <TableScroll label={intl.formatMessage({ id: 'supportDocs.usedTable' })}>
          <table className="data-table">
            <TableHead
              headings={[
                'files.name',
                'files.kind',
                'supportDocs.usedBy',
                'files.uploadedAt',
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
                      {shown.includes(document.documentId) ? (
                        <ClaimsUsing documentId={document.documentId} />
                      ) : (
                        <button
                          type="button"
                          className="link-button"
                          aria-label={intl.formatMessage(
                            { id: 'supportDocs.showClaimsLabel' },
                            { name: document.fileName },
                          )}
                          onClick={() => setShown([...shown, document.documentId])}
                        >
                          <FormattedMessage id="supportDocs.showClaims" />
                        </button>
                      )}
                    </td>
                  }
                />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <LoadMore pages={pages} label="files.more" more={more} />
      <p>
        <Link to={paths.files}>
          <FormattedMessage id="supportDocs.allFiles" />
        </Link>
      </p>
    </section>
  );
}

export default function SupportDocumentsPage() {
  return (
    <PageShell title="page.supportDocuments" intro="intro.supportDocuments">
      <p>
        <Link to={paths.docActionRequired}>
          <FormattedMessage id="supportDocs.guide" />
        </Link>
      </p>
      <WaitingForDocuments />
      <DocumentsInUse />
    </PageShell>
  );
}
