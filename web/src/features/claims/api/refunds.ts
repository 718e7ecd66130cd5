/** The Refunds tab's list: the refunds the carriers credited, latest first, a page at a time. */
import type { Reply } from '@shared/platform/replies';
import { api } from '@web/lib/api-client';
import { useEffect } from 'react';
import useSWRInfinite from 'swr/infinite';

export const REFUNDS_KEY = '/api/private/claims-refunds';

export function useRefunds() {
  const list = useSWRInfinite<Reply<'list-refunds'>>(
    (index, previous: { cursor: string | null } | null) =>
      index === 0 ? [REFUNDS_KEY, ''] : previous?.cursor ? [REFUNDS_KEY, previous.cursor] : null,
    ([path, cursor]: [string, string]) => api(path, { query: { cursor: cursor || undefined } }),
  );
  // Read again when the tab opens (SWR's global refresh skips infinite lists): a credit may be new.
  const { mutate: reload } = list;
  useEffect(() => {
    void reload();
  }, [reload]);
  return list;
}
