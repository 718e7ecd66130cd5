/** Investigations: create one, list them with filters, read one with its history, stop, favourite, totals. */
import type { ClaimHistoryEntry, ClaimView, NewClaimInput } from '@shared/claims/schema';
import { api } from '@web/lib/api-client';
import useSWR, { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';

export const CLAIMS_KEY = '/api/private/claims';
export const SUMMARY_KEY = '/api/private/claims-summary';

export interface ClaimFilterValues {
  carrier: string[];
  state: string[];
  reason_refund: string[];
  favourite: boolean;
  q: string;
}

export interface ClaimSummary {
  total: number;
  byState: Record<string, number>;
  byCarrier: Record<string, number>;
  amounts: Record<'requested' | 'confirmed' | 'credited' | 'declined', Record<string, number>>;
  monthly: { period: string; claims: number; byCarrier: Record<string, number> }[];
  weekly: { period: string; claims: number; byCarrier: Record<string, number> }[];
}

const refreshLists = () =>
  Promise.all([
    mutate((key) => Array.isArray(key) && key[0] === CLAIMS_KEY, undefined, { revalidate: true }),
    mutate(SUMMARY_KEY),
  ]);

export async function createClaim(
  input: NewClaimInput,
): Promise<{ claim: ClaimView; overwritten?: boolean }> {
  const result = await api<{ claim: ClaimView; overwritten?: boolean }>(CLAIMS_KEY, { body: input });
  await refreshLists();
  return result;
}

function query(filters: ClaimFilterValues, cursor: string) {
  return {
    carrier: filters.carrier.join(',') || undefined,
    state: filters.state.join(',') || undefined,
    reason_refund: filters.reason_refund.join(',') || undefined,
    favourite: filters.favourite ? 'true' : undefined,
    q: filters.q.trim() || undefined,
    cursor: cursor || undefined,
  };
}

export function useClaims(filters: ClaimFilterValues) {
  const filterKey = JSON.stringify(filters);
  return useSWRInfinite<{ claims: ClaimView[]; cursor: string | null }>(
    (index, previous: { cursor: string | null } | null) =>
      index === 0
        ? [CLAIMS_KEY, filterKey, '']
        : previous?.cursor
          ? [CLAIMS_KEY, filterKey, previous.cursor]
          : null,
    ([path, , cursor]: [string, string, string]) => api(path, { query: query(filters, cursor) }),
  );
}

const claimKey = (claimId: string) => `${CLAIMS_KEY}/${encodeURIComponent(claimId)}`;

export function useClaim(claimId: string | null) {
  return useSWR<{ claim: ClaimView; history: ClaimHistoryEntry[] }>(
    claimId ? claimKey(claimId) : null,
    (path: string) => api<{ claim: ClaimView; history: ClaimHistoryEntry[] }>(path),
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
