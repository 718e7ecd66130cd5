/**
 * The demo slots' routes (platform admins), for the public site's demo booking (issue 23):
 * - GET /api/private/admin/demo/slots: the slots from two weeks ago on, each with its booking;
 * - POST /api/private/admin/demo/slots: offers a slot (a start to come, within 180 days);
 * - DELETE /api/private/admin/demo/slots/{slotId}: removes a free slot (a booked one is the
 *   booker's to cancel or move: 409 `demo.slot_booked`).
 * Every change is in the audit log.
 */
import { DEMO_ADMIN_PAST_DAYS, DEMO_MAX_AHEAD_DAYS, demoSlotInputSchema, SLOT_ID } from '@shared/site/demo';
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { HttpError, Invalid, NotFound } from '../http/errors';
import { created, ok } from '../http/responses';
import { clock } from '../lib/clock';
import { adminSlot, newSlot } from '../site/demo-booking';
import { deleteFreeSlot, putSlot, slotsBetween } from '../site/demo-store';
import { recordAdminAction } from './admin-log';

const DAY = 24 * 3600_000;

export const list = endpoint(z.strictObject({}), async () => {
  const now = clock.now().getTime();
  const slots = await slotsBetween(
    new Date(now - DEMO_ADMIN_PAST_DAYS * DAY),
    new Date(now + (DEMO_MAX_AHEAD_DAYS + 1) * DAY),
  );
  return ok({ slots: slots.sort((a, b) => a.start.localeCompare(b.start)).map(adminSlot) });
});

export const add = endpoint(demoSlotInputSchema, async ({ input, actor, request }) => {
  const now = clock.now();
  const start = new Date(input.start).getTime();
  if (start <= now.getTime() || start > now.getTime() + DEMO_MAX_AHEAD_DAYS * DAY)
    throw Invalid('A slot starts within the next 180 days', [
      { path: 'start', code: 'out_of_range', message: 'admin.demo.startRange' },
    ]);
  const slot = newSlot(input, actor.email, now);
  await putSlot(slot);
  await recordAdminAction(actor, request, 'demo_slot_added', null, { slotId: slot.slotId });
  return created({ slot: adminSlot(slot) });
});

export const remove = endpoint(z.strictObject({}), async ({ actor, request }) => {
  const slotId = request.params.slotId ?? '';
  if (!SLOT_ID.test(slotId)) throw NotFound('No such slot');
  const outcome = await deleteFreeSlot(slotId);
  if (outcome === 'missing') throw NotFound('No such slot');
  if (outcome === 'booked')
    throw new HttpError('demo.slot_booked', 'This slot is booked: the booker cancels or moves it');
  await recordAdminAction(actor, request, 'demo_slot_removed', null, { slotId });
  return ok({ deleted: true });
});
