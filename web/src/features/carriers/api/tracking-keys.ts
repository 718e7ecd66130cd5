/** The company's keys to the carriers' tracking APIs: which are entered (never the keys), save, remove. */

import type { TrackingApi, TrackingKeysInput } from '@shared/carriers/tracking-keys';
import type { Reply } from '@shared/platform/replies';
import { api } from '@web/lib/api-client';
import useSWR, { mutate } from 'swr';

const KEY = '/api/private/carrier/tracking-keys';

export function useTrackingKeys() {
  return useSWR<Reply<'list-tracking-keys'>>(KEY, (path: string) => api<Reply<'list-tracking-keys'>>(path));
}

export async function saveTrackingKeys(input: TrackingKeysInput): Promise<void> {
  await api(KEY, { method: 'PUT', body: input });
  await mutate(KEY);
}

export async function removeTrackingKeys(trackingApi: TrackingApi): Promise<void> {
  await api(`${KEY}/${trackingApi}`, { method: 'DELETE' });
  await mutate(KEY);
}
