/** Home: the past 12 months at a glance (GET /api/private/home). */
import type { HomeView } from '@shared/dashboards/catalog';
import type { Reply } from '@shared/platform/replies';
import { retryUnlessRefused } from '@web/components/dashboards-closed';
import { api } from '@web/lib/api-client';
import useSWR from 'swr';

export type { HomeView };

export const HOME_KEY = '/api/private/home';

export function useHome() {
  return useSWR<Reply<'get-home'>>(HOME_KEY, (path: string) => api<Reply<'get-home'>>(path), {
    shouldRetryOnError: retryUnlessRefused,
  });
}

/** Anything to draw: an invoice or an amount in the 12 months, or a refund. */
export function hasFigures(home: HomeView): boolean {
  const invoices = home.invoices.monthly.some((period) => period.count > 0 || period.amount !== 0);
  const refunds = Object.values(home.refunds).some((amounts) =>
    Object.values(amounts).some((value) => value !== 0),
  );
  return invoices || refunds;
}

export const allStepsDone = (home: HomeView) => Object.values(home.gettingStarted).every(Boolean);
