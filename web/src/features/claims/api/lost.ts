/** Lost packages: a page of them (numbered from 1), and a look at the carriers now. */
import type { LostPackagesPage } from '@shared/claims/lost';
import { api } from '@web/lib/api-client';
import useSWR, { mutate } from 'swr';

export const LOST_KEY = '/api/private/lost-packages';

export function useLostPackages(pageNumber: number, cursor: string) {
  return useSWR<LostPackagesPage>([LOST_KEY, pageNumber, cursor], ([path]: [string]) =>
    api<LostPackagesPage>(path, { query: { page: String(pageNumber), cursor: cursor || undefined } }),
  );
}

export async function lookForLostPackages(): Promise<LostPackagesPage> {
  const page = await api<LostPackagesPage>(`${LOST_KEY}/scan`, { body: {} });
  await mutate((key) => Array.isArray(key) && key[0] === LOST_KEY, undefined, { revalidate: true });
  return page;
}
