/**
 * Data Needed (action required): the investigations waiting for the merchant, newest first, each
 * with what it needs and a button opening that kind's modal; and the Sales invoices tab (spec:
 * Tasks): how many deliveries need one, the list to download, and a drop zone for invoices named by
 * order number, each reporting the investigations it completed.
 */
import { carrierById } from '@shared/carriers/carriers';
import { ACTION_KINDS, type ActionKind, type SalesInvoiceResult } from '@shared/claims/actions';
import { FormError } from '@web/components/form-error';
import { LoadMore } from '@web/components/load-more';
import { PageShell } from '@web/components/page-shell';
import { useRowCards } from '@web/components/row-cards';
import { TableHead } from '@web/components/table-head';
import { TableScroll } from '@web/components/table-scroll';
import { Uploader } from '@web/components/uploader';
import { claimLink, paths } from '@web/config/paths';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { useEffect, useId, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import {
  attachSalesInvoice,
  downloadSalesInvoiceTasks,
  useActionCounts,
  useWaitingClaims,
} from '../api/actions';
import { ProvideButtons, useProvide } from '../components/provide-actions';

const WAITING_HEADINGS = [
  'claims.trackingNumber',
  'claims.carrier',
  'claims.reference',
  'claims.issue',
  'claims.createdAt',
  'actions.needed',
] as const;

const TABS = ['investigations', 'sales'] as const;
type Tab = (typeof TABS)[number];

function WaitingClaims() {
  const intl = useIntl();
  const filterId = useId();
  const [kind, setKind] = useState<ActionKind | ''>('');
  const counts = useActionCounts();
  const pages = useWaitingClaims(kind);
  const { data, error, mutate: reload } = pages;
  // An infinite list is not reached by a key filter: it reads its pages again itself.
  const provide = useProvide(() => void reload());
  // Answers given elsewhere (a sales invoice, an investigation's page) show when the list comes
  // back: it reads its pages again on mount, whatever SWR kept.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount.
  useEffect(() => {
    void reload();
  }, []);
  const claims = data?.flatMap((page) => page.claims) ?? [];
  const cards = useRowCards(WAITING_HEADINGS, 'data-table waiting-list');

  return (
    <section aria-labelledby="waiting-heading">
      <h2 id="waiting-heading" className="visually-hidden">
        <FormattedMessage id="actions.tabInvestigations" />
      </h2>
      {counts.data && (
        <p>
          <FormattedMessage id="actions.count" values={{ count: counts.data.total }} />
        </p>
      )}
      {provide.outcome}
      <div className="field inline-field">
        <label htmlFor={filterId}>
          <FormattedMessage id="actions.filterKind" />
        </label>
        <select
          id={filterId}
          value={kind}
          onChange={(event) => setKind(event.target.value as ActionKind | '')}
        >
          <option value="">{intl.formatMessage({ id: 'actions.allKinds' })}</option>
          {ACTION_KINDS.map((name) => (
            <option key={name} value={name}>
              {intl.formatMessage({ id: `actions.kind.${name}` as MessageKey })}
              {counts.data ? ` (${counts.data.byKind[name]})` : ''}
            </option>
          ))}
        </select>
      </div>
      <FormError message={error ? messageKeyOf(error) : null} />
      {data && claims.length === 0 ? (
        <p>
          <FormattedMessage id="actions.none" />
        </p>
      ) : (
        <TableScroll label={intl.formatMessage({ id: 'actions.tabInvestigations' })}>
          <table {...cards}>
            <TableHead headings={WAITING_HEADINGS} />
            <tbody>
              {claims.map((item) => (
                <tr key={item.claimId}>
                  <td className="long-word">
                    <Link to={claimLink(item.claimId)}>{item.tracking_number}</Link>
                  </td>
                  <td>{carrierById(item.carrier)?.name ?? item.carrier}</td>
                  <td className="long-word">{item.reference}</td>
                  <td>
                    <FormattedMessage id={`claims.issue.${item.reason_refund}` as MessageKey} />
                  </td>
                  <td>
                    <FormattedDate value={item.createdAt} dateStyle="medium" />
                  </td>
                  <td>
                    <ProvideButtons item={item} kinds={item.actions} provide={provide} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <LoadMore pages={pages} label="claims.more" />
      {provide.modal}
    </section>
  );
}

interface Imported {
  file: string;
  result?: SalesInvoiceResult;
  error?: MessageKey;
}

function SalesInvoices() {
  const counts = useActionCounts();
  const [imported, setImported] = useState<Imported[]>([]);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const waiting = counts.data?.byKind.original_invoice_missing ?? 0;

  return (
    <section aria-labelledby="sales-heading">
      <h2 id="sales-heading">
        <FormattedMessage id="sales.heading" />
      </h2>
      <p>
        <FormattedMessage id="sales.count" values={{ count: waiting }} />
      </p>
      {waiting > 0 && (
        <button
          type="button"
          className="button"
          onClick={() => {
            setProblem(null);
            downloadSalesInvoiceTasks().catch((failure: unknown) => setProblem(messageKeyOf(failure)));
          }}
        >
          <FormattedMessage id="sales.download" />
        </button>
      )}
      <FormError message={problem} />
      <p>
        <FormattedMessage id="sales.intro" />
      </p>
      <Uploader
        kind="sales_invoice"
        onUploaded={(document) => {
          attachSalesInvoice(document.documentId)
            .then((result) => setImported((current) => [{ file: document.fileName, result }, ...current]))
            .catch((failure: unknown) =>
              setImported((current) => [
                {
                  file: document.fileName,
                  error: messageKeyOf(failure),
                },
                ...current,
              ]),
            );
        }}
      />
      {imported.length > 0 && (
        <>
          <h3>
            <FormattedMessage id="sales.results" />
          </h3>
          <ul className="imported" aria-live="polite">
            {imported.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be imported twice.
              <li key={`${entry.file}-${index}`}>
                {entry.error ? (
                  <p className="form-error">
                    {entry.file}: <FormattedMessage id={entry.error} />
                  </p>
                ) : entry.result?.claims.length ? (
                  <p className="form-success">
                    <FormattedMessage
                      id="sales.attached"
                      values={{
                        file: entry.file,
                        count: entry.result.claims.length,
                        order: entry.result.orderNumber,
                      }}
                    />
                  </p>
                ) : (
                  <p className="notice-inline warning">
                    <FormattedMessage
                      id="sales.unmatched"
                      values={{ file: entry.file, order: entry.result?.orderNumber ?? '' }}
                    />
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export default function ActionRequiredPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const tab: Tab = params.get('tab') === 'sales' ? 'sales' : 'investigations';
  return (
    <PageShell title="page.actionRequired" intro="intro.actionRequired">
      <nav className="tabs" aria-label={intl.formatMessage({ id: 'page.actionRequired' })}>
        {TABS.map((name) => (
          <Link
            key={name}
            to={name === 'sales' ? `${paths.actionRequired}?tab=sales` : paths.actionRequired}
            className={tab === name ? 'tab active' : 'tab'}
            aria-current={tab === name ? 'page' : undefined}
          >
            <FormattedMessage
              id={name === 'sales' ? 'actions.tabSalesInvoices' : 'actions.tabInvestigations'}
            />
          </Link>
        ))}
      </nav>
      {tab === 'sales' ? <SalesInvoices /> : <WaitingClaims />}
    </PageShell>
  );
}
