/** POST /api/private/user/satisfaction: the answer to the question asked at sign-out (1 to 5, and a comment). */
import { satisfactionSchema } from '@shared/users/settings';
import { endpoint } from '../http/endpoint';
import { accepted } from '../http/responses';
import { clock } from '../lib/clock';
import { recordSatisfaction } from './settings-store';

export const handler = endpoint(satisfactionSchema, async ({ input, actor }) => {
  await recordSatisfaction(
    actor.companyId,
    actor.userId,
    input.score,
    input.comment || undefined,
    clock.now(),
  );
  return accepted({ recorded: true });
});
