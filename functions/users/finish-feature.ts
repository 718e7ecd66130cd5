/**
 * POST /api/private/features/finished: a tour was completed or skipped (`ended`, kept with the
 * record); it does not show again.
 */
import { featureFinishedSchema } from '@shared/users/settings';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { markTourFinished } from './settings-store';

export const handler = endpoint(featureFinishedSchema, async ({ input, actor }) => {
  await markTourFinished(
    actor.homeCompanyId,
    actor.userId,
    input.label,
    input.route,
    clock.now(),
    input.ended,
  );
  return ok({ finished: true });
});
