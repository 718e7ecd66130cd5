/**
 * The merchant's keys to the carriers' tracking APIs (issue 6, item 4), one item per API under the
 * company (`C#<co>` / `TRACKINGKEYS#<api>`), sealed like carrier passwords (lib/secrets, bound to
 * company and API). Nothing returns them but `openTrackingKeys`, for the audit's tracking.
 */
import {
  TRACKING_APIS,
  type TrackingApi,
  type TrackingKeysInput,
  type TrackingKeysView,
} from '@shared/carriers/tracking-keys';
import type { MerchantTrackingKeys } from '../connectors/tracking';
import { openSecret, type SealedSecret, sealSecret } from '../lib/secrets';
import { collections, keys } from '../lib/table/keys';
import { table } from '../lib/table/table';

interface StoredTrackingKeys {
  api: TrackingApi;
  secret: SealedSecret;
  hint: string;
  updatedAt: string;
  updatedBy: string;
}

const secretContext = (companyId: string, api: TrackingApi) => ({ purpose: 'tracking-keys', companyId, api });

async function readStored(companyId: string): Promise<StoredTrackingKeys[]> {
  const { items } = await table.query(collections.trackingKeys(companyId));
  return items as unknown as StoredTrackingKeys[];
}

const view = (api: TrackingApi, stored: StoredTrackingKeys | undefined): TrackingKeysView => ({
  api,
  configured: Boolean(stored),
  hint: stored?.hint ?? null,
  updatedAt: stored?.updatedAt ?? null,
  updatedBy: stored?.updatedBy ?? null,
});

/** Every API, with or without keys. */
export async function listTrackingKeys(companyId: string): Promise<TrackingKeysView[]> {
  const stored = await readStored(companyId);
  return TRACKING_APIS.map((api) =>
    view(
      api,
      stored.find((item) => item.api === api),
    ),
  );
}

export async function putTrackingKeys(
  companyId: string,
  input: TrackingKeysInput,
  by: { email: string },
  at: string,
): Promise<TrackingKeysView> {
  const { api, ...given } = input;
  const first = Object.values(given)[0] as string;
  const stored: StoredTrackingKeys = {
    api,
    secret: await sealSecret(JSON.stringify(given), secretContext(companyId, api)),
    hint: first.slice(-4),
    updatedAt: at,
    updatedBy: by.email,
  };
  await table.put({ ...keys.trackingKeys(companyId, api), entity: 'trackingKeys', ...stored });
  return view(api, stored);
}

export async function deleteTrackingKeys(companyId: string, api: TrackingApi): Promise<boolean> {
  const out = await table.delete(keys.trackingKeys(companyId, api), { ReturnValues: 'ALL_OLD' });
  return Boolean(out.Attributes);
}

/** The company's keys, opened, for the tracking clients (back end only). */
export async function openTrackingKeys(companyId: string): Promise<MerchantTrackingKeys> {
  const opened: Record<string, unknown> = {};
  for (const stored of await readStored(companyId))
    opened[stored.api] = JSON.parse(await openSecret(stored.secret, secretContext(companyId, stored.api)));
  return opened as MerchantTrackingKeys;
}
