/**
 * The Admin Panel's lists, written once: why a list could not be read or that it is empty, a table
 * that scrolls sideways inside its panel (reachable by keyboard to scroll it), its caption for
 * screen readers, its column headings, and the button that reads the next page.
 */
import { FormError } from '@web/components/form-error';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export function AdminTable({
  caption,
  columns,
  numeric = [],
  children,
}: {
  caption: MessageKey;
  /** Each column's heading key; those in `numeric` are right-aligned figures. */
  columns: readonly MessageKey[];
  numeric?: readonly MessageKey[];
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways is reached by keyboard to scroll it.
    <div className="table-scroll" tabIndex={0}>
      <table className="data-table">
        <caption className="visually-hidden">
          <FormattedMessage id={caption} />
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={numeric.includes(column) ? 'num' : undefined}>
                <FormattedMessage id={column} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The pages of a list as SWR's infinite loading holds them, each page ending with its cursor. */
export interface ListPages {
  data?: readonly { cursor: string | null }[];
  isValidating: boolean;
  size: number;
  setSize: (size: number) => unknown;
}

/** Reads the next page, while the last page read names one. */
export function MoreButton({ pages, label }: { pages: ListPages; label: MessageKey }) {
  if (!pages.data?.at(-1)?.cursor) return null;
  return (
    <button
      type="button"
      className="button"
      disabled={pages.isValidating}
      onClick={() => void pages.setSize(pages.size + 1)}
    >
      <FormattedMessage id={label} />
    </button>
  );
}

/** A list's state before its rows: the error that stopped it, or that it has none (once read). */
export function ListState({ error, empty, none }: { error: unknown; empty: boolean; none: MessageKey }) {
  return (
    <>
      {error ? <FormError message={messageKeyOf(error)} /> : null}
      {empty && (
        <p>
          <FormattedMessage id={none} />
        </p>
      )}
    </>
  );
}
