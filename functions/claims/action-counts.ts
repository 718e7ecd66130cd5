/**
 * GET /api/private/action-required/counts: how many investigations wait for the merchant, in all
 * and by kind (the sidebar's badge, the notifications). One item read: the counters kept on write.
 */
import { ACTION_KINDS, type ActionCounts, type ActionKind } from '@shared/claims/actions';
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { readClaimStats } from './claim-queries';
import { statsKeys } from './counters';

export const handler = endpoint(z.strictObject({}), async ({ actor: me }) => {
  const all = (await readClaimStats(me.companyId, [statsKeys.all]))[statsKeys.all] ?? {};
  const counts: ActionCounts = {
    total: all.attention ?? 0,
    byKind: Object.fromEntries(ACTION_KINDS.map((kind) => [kind, all[`action_${kind}`] ?? 0])) as Record<
      ActionKind,
      number
    >,
  };
  return ok(counts);
});
