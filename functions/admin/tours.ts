/**
 * The words of the guided tours' steps: one small partition (`TOURS` / `TOUR#<label>`) holding what
 * an admin saved; a tour never saved shows its default words (shared/users/tour-content.ts). Routes:
 * - GET /api/private/admin/tours: the three tours with their words (platform admins);
 * - PUT /api/private/admin/tours/{label}: saves a tour's words, one entry per step (platform admins,
 *   in the audit log).
 * The tours' own route (GET /api/private/features) reads them with `tourWords`.
 */
import { type Tour, tourInputSchema, tourWithWords } from '@shared/users/tour-content';
import { TOUR_LABELS, TOURS, type TourLabel } from '@shared/users/tours';
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { Invalid, NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { collections, keys } from '../lib/table/keys';
import { table } from '../lib/table/table';
import { recordAdminAction } from './admin-log';

type Saved = Parameters<typeof tourWithWords>[1];

/** Every tour with its words: saved ones, else the defaults (one read of a small partition). */
export async function tourWords(): Promise<Map<TourLabel, Tour>> {
  const items = await table.queryAll(collections.tourWords);
  const saved = new Map(items.map((item) => [String(item.label), item as unknown as NonNullable<Saved>]));
  return new Map(TOUR_LABELS.map((label) => [label, tourWithWords(label, saved.get(label) ?? null)]));
}

export const list = endpoint(z.strictObject({}), async () =>
  ok({ tours: [...(await tourWords()).values()] }),
);

export const save = endpoint(tourInputSchema, async ({ input, actor, request }) => {
  const tour = TOURS.find((entry) => entry.label === request.params.label);
  if (!tour) throw NotFound('No such tour');
  if (input.steps.length !== tour.steps)
    throw Invalid(`The ${tour.label} tour has ${tour.steps} steps`, [
      { path: 'steps', code: 'invalid_length', message: 'admin.tour.stepCount' },
    ]);
  const at = clock.now().toISOString();
  await table.put({
    ...keys.tourWords(tour.label),
    entity: 'tourWords',
    label: tour.label,
    steps: input.steps,
    updatedAt: at,
    updatedBy: actor.email,
  });
  await recordAdminAction(actor, request, 'tour_saved', null, { tour: tour.label });
  return ok({
    tour: tourWithWords(tour.label, { steps: input.steps, updatedAt: at, updatedBy: actor.email }),
  });
});
