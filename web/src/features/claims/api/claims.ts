/** Investigations: create one, list them with filters, read one with its history, stop, favourite, totals. */

import { type ClaimFilterState, filterQuery } from '@shared/claims/filters';
import type { ClaimView, NewClaimInput } from '@shared/claims/schema';
import type { ClaimSummary } from '@shared/claims/summary';
import type { Reply } from '@shared/platform/replies';
import { api } from '@web/lib/api-client';
import { useEffect } from 'react';
import useSWR, { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';

export const CLAIMS_KEY = '/api/private/claims';
export const SUMMARY_KEY = '/api/private/claims-summary';

export type { ClaimSummary };

const refreshLists = () =>
  Promise.all([
    mutate((key) => Array.isArray(key) && key[0] === CLAIMS_KEY, undefined, { revalidate: true }),
    mutate(SUMMARY_KEY),
  ]);

export async function createClaim(
  input: NewClaimInput,
): Promise<{ claim: ClaimView; overwritten?: boolean }> {
  const result = await api<Reply<'create-claim'>>(CLAIMS_KEY, { body: input });
  await refreshLists();
  return result;
}

/**
 * My claims, a page at a time. The key holds the filters, so changing them starts from the first
 * page; the list is read again when it mounts (SWR's global refresh skips infinite lists).
 */
export function useClaims(filters: ClaimFilterState) {
  const query = filterQuery(filters);
  const filterKey = JSON.stringify(query);
  const top = filters.preset === 'top_5';
  const list = useSWRInfinite<Reply<'list-claims'>>(
    (index, previous: { cursor: string | null } | null) =>
      index === 0
        ? [CLAIMS_KEY, filterKey, '']
        : previous?.cursor && !top
          ? [CLAIMS_KEY, filterKey, previous.cursor]
          : null,
    ([path, , cursor]: [string, string, string]) =>
      api(path, { query: { ...query, cursor: cursor || undefined } }),
  );
  const { mutate: reload } = list;
  useEffect(() => {
    void reload();
  }, [reload]);
  return { ...list, more: !top && Boolean(list.data?.at(-1)?.cursor) };
}

const claimKey = (claimId: string) => `${CLAIMS_KEY}/${encodeURIComponent(claimId)}`;

export function useClaim(claimId: string | null) {
  return useSWR<Reply<'get-claim'>>(claimId ? claimKey(claimId) : null, (path: string) =>
    api<Reply<'get-claim'>>(path),
  );
}

export async function stopClaim(claimId: string): Promise<void> {
  await api(`${claimKey(claimId)}/stop`, { body: { confirm: true } });
  await Promise.all([mutate(claimKey(claimId)), refreshLists()]);
}

export async function setFavourite(claimId: string, favourite: boolean): Promise<void> {
  await api(`${claimKey(claimId)}/favourite`, { method: 'PUT', body: { favourite } });
  await Promise.all([mutate(claimKey(claimId)), refreshLists()]);
}

export function useClaimSummary() {
  return useSWR<ClaimSummary>(SUMMARY_KEY, (path: string) => api<ClaimSummary>(path));
}
