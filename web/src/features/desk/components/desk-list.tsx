/**
 * A lane's claims, in the server's order, a page at a time. Each claim is one item of a list: its
 * tracking number links to its detail (the whole card is the link's target, for a thumb), and its
 * facts are labelled (a description list). Where the list is wide enough (a laptop, no claim open
 * beside it) CSS lays the items out as the rows of a table under one header line, the labels then
 * said to screen readers only; narrower, each item is a card (styles/desk.css, a container query).
 */
import { carrierById } from '@shared/carriers/carriers';
import type { DeskRow } from '@shared/claims/desk';
import { type ListPages, LoadMore } from '@web/components/load-more';
import { Money } from '@web/components/money';
import type { MessageKey } from '@web/i18n/en';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { type ClaimRef, claimRefText, type DeskFilters, deskSearch } from '../api/desk-query';
import { DaysLeft } from './days-left';

const COLUMNS = [
  'desk.col.company',
  'desk.col.carrier',
  'desk.col.issue',
  'desk.col.amount',
  'desk.col.daysLeft',
  'desk.col.since',
  'desk.col.assignee',
  'desk.col.claimNumber',
] as const satisfies readonly MessageKey[];

function Row({ row, filters, selected }: { row: DeskRow; filters: DeskFilters; selected: boolean }) {
  const ref: ClaimRef = { companyId: row.companyId, claimId: row.claimId };
  const values: Record<(typeof COLUMNS)[number], ReactNode> = {
    'desk.col.company': row.companyName,
    'desk.col.carrier': carrierById(row.carrier)?.name ?? row.carrier,
    'desk.col.issue': <FormattedMessage id={`claims.issue.${row.reason_refund}` as MessageKey} />,
    'desk.col.amount': <Money value={row.amount} currency={row.currency} />,
    'desk.col.daysLeft': <DaysLeft daysLeft={row.daysLeft} estimated={row.estimated} />,
    'desk.col.since': <FormattedDate value={row.since} dateStyle="medium" />,
    'desk.col.assignee': row.assignee?.name ?? <FormattedMessage id="desk.nobody" />,
    'desk.col.claimNumber': row.claim_number ?? '–',
  };
  return (
    <li className={selected ? 'desk-row selected' : 'desk-row'} data-claim={claimRefText(ref)}>
      <div className="desk-row-key">
        <Link
          className="desk-row-link"
          to={deskSearch({ filters, claim: ref })}
          aria-current={selected ? 'true' : undefined}
        >
          {row.tracking_number}
        </Link>
        {row.pendingAnswers > 0 && (
          <span className="badge warn">
            <FormattedMessage id="desk.pendingAnswers" values={{ count: row.pendingAnswers }} />
          </span>
        )}
      </div>
      <dl className="desk-row-facts">
        {COLUMNS.map((column) => (
          <div key={column} className={column === 'desk.col.daysLeft' ? 'desk-row-days' : undefined}>
            <dt>
              <FormattedMessage id={column} />
            </dt>
            <dd>{values[column]}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

export function DeskList({
  pages,
  rows,
  filters,
  filtered,
  selected,
}: {
  pages: ListPages;
  rows: DeskRow[] | null;
  filters: DeskFilters;
  filtered: boolean;
  selected: ClaimRef | null;
}) {
  const estimated = rows?.some((row) => row.estimated);
  return (
    <section className="desk-list" aria-labelledby="desk-list-heading">
      <h2 id="desk-list-heading" tabIndex={-1}>
        <FormattedMessage id={`desk.lane.${filters.lane}` as MessageKey} />
      </h2>
      <p className="visually-hidden" role="status">
        {rows && <FormattedMessage id="desk.shown" values={{ count: rows.length }} />}
      </p>
      {rows === null ? (
        <p aria-busy="true">
          <FormattedMessage id="app.loading" />
        </p>
      ) : rows.length === 0 ? (
        <p className="notice-inline">
          <FormattedMessage id={filtered ? 'desk.emptyFiltered' : 'desk.empty'} />
        </p>
      ) : (
        <div className="desk-rows-box">
          <div className="desk-head" aria-hidden="true">
            <span>
              <FormattedMessage id="desk.col.tracking" />
            </span>
            <span className="desk-head-facts">
              {COLUMNS.map((column) => (
                <span key={column}>
                  <FormattedMessage id={column} />
                </span>
              ))}
            </span>
          </div>
          <ol className="desk-rows">
            {rows.map((row) => (
              <Row
                key={`${row.companyId}/${row.claimId}`}
                row={row}
                filters={filters}
                selected={selected?.companyId === row.companyId && selected.claimId === row.claimId}
              />
            ))}
          </ol>
        </div>
      )}
      {estimated && (
        <p className="field-hint">
          <FormattedMessage id="desk.estimatedNote" />
        </p>
      )}
      <LoadMore pages={pages} label="desk.more" />
    </section>
  );
}
