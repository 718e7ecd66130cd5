/**
 * POST /api/private/admin/user/unblock: a platform admin lifts a sign-in block (or a throttle) on
 * an address, after the person contacted customer success. Recorded in the logs with who did it.
 */
import { unblockSchema } from '@shared/admin/unblock';
import { clearAccountAttempts, emailDigest } from '../auth/throttle-store';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { log } from '../lib/log';

export const handler = endpoint(unblockSchema, async ({ input, actor }) => {
  await clearAccountAttempts(input.email);
  log.info('sign-in block lifted', { by: actor.userId, account: emailDigest(input.email).slice(0, 12) });
  return ok({ unblocked: true });
});
