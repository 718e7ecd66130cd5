/**
 * The Admin Panel's lists, written once: why a list could not be read or that it is empty, a table
 * that scrolls sideways inside its panel (reachable by keyboard to scroll it) and whose rows become
 * cards on a phone (components/row-cards.ts), its caption for screen readers and its column headings (the button that reads the next page is
 * @web/components/load-more).
 */
import { FormError } from '@web/components/form-error';
import { useRowCards } from '@web/components/row-cards';
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
  const cards = useRowCards(columns);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways is reached by keyboard to scroll it.
    <div className="table-scroll" tabIndex={0}>
      <table {...cards}>
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
