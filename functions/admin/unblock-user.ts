/**
 * POST /api/private/admin/user/unblock: a platform admin lifts a sign-in block (or a throttle) on
 * the address of a real account, after the person contacted customer success; an address no
 * account uses is answered 'no such account' (nothing to lift). Kept in the audit log.
 */
import { unblockSchema } from '@shared/admin/unblock';
import { clearAccountAttempts, emailDigest } from '../auth/throttle-store';
import { findUserByEmail } from '../auth/user-store';
import { endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { ok } from '../http/responses';
import { log } from '../lib/log';
import { recordAdminAction } from './admin-log';

export const handler = endpoint(unblockSchema, async ({ input, actor, request }) => {
  const user = await findUserByEmail(input.email);
  if (!user) throw new HttpError('admin.no_such_account', 'No account uses this address');
  await clearAccountAttempts(input.email);
  const account = emailDigest(input.email).slice(0, 12);
  await recordAdminAction(actor, request, 'signin_unblocked', user.companyId, { account: input.email });
  log.info('sign-in block lifted', { by: actor.userId, account });
  return ok({ unblocked: true });
});
