/**
 * What a platform admin must act on, where the Admin Panel opens: claims to file on the desk (and
 * those whose window is closing or closed), carrier answers to read, carrier e-mails that name no
 * claim, overdue invoices, SFTP set-ups waiting for review, companies whose carrier accounts fail,
 * and suspended companies. Each is a count read from the list its section shows (the first page of
 * it: "20+" when there are more) and a link to that section.
 */
import type { Reply } from '@shared/platform/replies';
import { FormError } from '@web/components/form-error';
import { paths } from '@web/config/paths';
import type { MessageKey } from '@web/i18n/en';
import { api, messageKeyOf } from '@web/lib/api-client';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import useSWR from 'swr';

const read =
  <T,>() =>
  (path: string) =>
    api<T>(path);

/** A count from a page of a list: the rows it holds, and whether more pages follow. */
export function pageCount(count: number, more: boolean): string {
  return more ? `${count}+` : String(count);
}

function Item({
  to,
  count,
  label,
  error,
  children,
}: {
  to: string;
  /** Undefined while it is read. */
  count: string | undefined;
  label: MessageKey;
  error: unknown;
  children?: ReactNode;
}) {
  const calm = count === '0';
  return (
    <li className={`attention-item${calm ? ' calm' : ''}`}>
      <Link to={to}>
        <span className="attention-count">{count ?? '…'}</span>{' '}
        <span className="attention-label">
          <FormattedMessage id={label} />
        </span>
      </Link>
      {children && !calm && <span className="cell-detail">{children}</span>}
      {error ? <FormError message={messageKeyOf(error)} /> : null}
    </li>
  );
}

export function AttentionOverview() {
  const desk = useSWR('/api/private/desk/claims?lane=to_file', read<Reply<'list-desk-claims'>>());
  const mails = useSWR('/api/private/desk/mails', read<Reply<'list-desk-mails'>>());
  const unpaid = useSWR('/api/private/admin/invoices', read<Reply<'list-unpaid'>>());
  const reviews = useSWR('/api/private/admin/sftp-reviews', read<Reply<'list-sftp-reviews'>>());
  const failing = useSWR('/api/private/admin/sendouts', read<Reply<'list-sendouts'>>());
  const suspended = useSWR('/api/private/admin/companies?status=suspended', read<Reply<'list-companies'>>());
  const overdue = unpaid.data?.invoices.filter((invoice) => invoice.status === 'overdue').length;
  const dueOnly = unpaid.data?.invoices.filter((invoice) => invoice.status === 'due').length;

  return (
    <section className="panel admin-section" aria-labelledby="attention-heading">
      <h2 id="attention-heading">
        <FormattedMessage id="admin.overview.heading" />
      </h2>
      <p className="field-hint">
        <FormattedMessage id="admin.overview.intro" />
      </p>
      <ul className="attention-list">
        <Item
          to={`${paths.desk}?lane=to_file`}
          count={desk.data && String(desk.data.counts.to_file)}
          label="admin.overview.toFile"
          error={desk.error}
        >
          <FormattedMessage
            id="admin.overview.toFileDetail"
            values={{ soon: desk.data?.closingSoon ?? 0, closed: desk.data?.windowClosed ?? 0 }}
          />
        </Item>
        <Item
          to={`${paths.desk}?lane=answered`}
          count={desk.data && String(desk.data.counts.answered)}
          label="admin.overview.answered"
          error={desk.error}
        />
        <Item
          to={paths.desk}
          count={mails.data && pageCount(mails.data.mails.length, Boolean(mails.data.cursor))}
          label="admin.overview.mails"
          error={mails.error}
        />
        <Item
          to={paths.adminUnpaid}
          count={unpaid.data && pageCount(overdue ?? 0, Boolean(unpaid.data.cursor))}
          label="admin.overview.overdue"
          error={unpaid.error}
        >
          {dueOnly ? <FormattedMessage id="admin.overview.dueDetail" values={{ count: dueOnly }} /> : null}
        </Item>
        <Item
          to={paths.adminSftpReviews}
          count={reviews.data && String(reviews.data.reviews.length)}
          label="admin.overview.sftp"
          error={reviews.error}
        />
        <Item
          to={paths.adminSendouts}
          count={failing.data && pageCount(failing.data.companies.length, Boolean(failing.data.cursor))}
          label="admin.overview.failing"
          error={failing.error}
        />
        <Item
          to={`${paths.adminCompanies}?status=suspended`}
          count={suspended.data && pageCount(suspended.data.companies.length, Boolean(suspended.data.cursor))}
          label="admin.overview.suspended"
          error={suspended.error}
        />
      </ul>
    </section>
  );
}
