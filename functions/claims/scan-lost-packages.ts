/** POST /api/private/lost-packages/scan: look at the carriers now (once a minute), then page 1. */
import { lostScanSchema } from '@shared/claims/lost';
import { endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { claimCooldown } from '../lib/cooldown';
import { lostPage, scanLostPackages } from './lost-packages';

/** One look a minute per company: the carriers' portals are not ours to hammer. */
const SCAN_COOLDOWN_SECONDS = 60;

export const handler = endpoint(lostScanSchema, async ({ actor: me }) => {
  const now = clock.now();
  if (
    !(await claimCooldown(
      `lost-scan#${me.companyId}`,
      Math.floor(now.getTime() / 1000),
      SCAN_COOLDOWN_SECONDS,
    ))
  )
    throw new HttpError('claim.scan_cooldown', 'Looked at the carriers less than a minute ago');
  await scanLostPackages(me.companyId, now);
  return ok(await lostPage(me.companyId, 1, undefined));
});
