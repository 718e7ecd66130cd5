/**
 * The button under a list read a page at a time (SWR's infinite loading): it reads the next page
 * while the last page read names a cursor. While a page is on its way the button stays focusable
 * (a disabled one would drop the keyboard focus to the page's top) and says it is busy; a click
 * then does nothing.
 */
import type { MessageKey } from '@web/i18n/en';
import { FormattedMessage } from 'react-intl';

/** The pages of a list as SWR's infinite loading holds them, each page ending with its cursor. */
export interface ListPages {
  data?: readonly { cursor?: string | null }[];
  isValidating: boolean;
  size: number;
  setSize: (size: number) => unknown;
}

export function LoadMore({
  pages,
  label,
  more = Boolean(pages.data?.at(-1)?.cursor),
}: {
  pages: ListPages;
  label: MessageKey;
  /** Whether there is more to read; by default, whether the last page read names a cursor. */
  more?: boolean;
}) {
  if (!more) return null;
  const busy = pages.isValidating;
  return (
    <button
      type="button"
      className="button"
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) void pages.setSize(pages.size + 1);
      }}
    >
      <FormattedMessage id={label} />
    </button>
  );
}
