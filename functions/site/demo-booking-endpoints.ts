/**
 * The public site's demo booking (issue 23, item 3):
 * - GET /api/public/demo/slots: the free slots of the next 4 weeks, times only;
 * - POST /api/public/demo/bookings: books one (201), once: two people on one slot, one wins and
 *   the other is answered 409 `demo.slot_taken`; a confirmation e-mail with the invitation and
 *   the link to cancel or move, and a note to the team;
 * - GET /api/public/demo/bookings/{bookingId}?t=: the booking, with its link's token;
 * - POST /api/public/demo/bookings/{bookingId}/cancel and /move: with the token in the body.
 * A wrong or missing token reads as an unknown booking (404) and changes nothing.
 *
 * Limits (the source is the connection's or CloudFront's, never a header): 10 bookings an hour per
 * source and 3 a day per address (each sends an e-mail to an address nobody confirmed); 30
 * changes an hour per source. A robot's booking (honeypot filled) is answered as a success and
 * holds nothing, sends nothing.
 */
import {
  BOOKING_ID,
  DEMO_WINDOW_DAYS,
  demoBookingCancelSchema,
  demoBookingMoveSchema,
  demoBookingReadSchema,
  demoBookingSchema,
} from '@shared/site/demo';
import { sitePath } from '@shared/site/pages';
import * as z from 'zod/mini';
import { clientIp } from '../http/client-ip';
import { type HttpRequest, publicEndpoint } from '../http/endpoint';
import { HttpError, Invalid, NotFound } from '../http/errors';
import { created, ok } from '../http/responses';
import { clock } from '../lib/clock';
import { env } from '../lib/env';
import { log } from '../lib/log';
import { type Quota, takeQuotas } from '../lib/quota';
import { sendCalendarMail } from '../notifications/calendar-mail';
import { sendMail } from '../notifications/mailer';
import {
  bookingView,
  isChangeable,
  newBooking,
  openSlots,
  type StoredBooking,
  type StoredSlot,
  tokenMatches,
} from './demo-booking';
import { type BookingChange, bookerMail, bookingLink, invitation, teamMail } from './demo-mails';
import { bookSlot, cancelBooking, getBooking, getSlot, moveBooking, slotsBetween } from './demo-store';

export const DEMO_LIMITS = {
  bookingsPerSource: { name: 'demo-booking-source', max: 10, windowSeconds: 3600 },
  bookingsPerAddress: { name: 'demo-booking-address', max: 3, windowSeconds: 24 * 3600 },
  changesPerSource: { name: 'demo-change-source', max: 30, windowSeconds: 3600 },
} as const satisfies Record<string, Quota>;

const LimitReached = (retryAfterSeconds: number) =>
  new HttpError(
    'demo.limit_reached',
    'Too many bookings from this network or address: try later',
    undefined,
    {
      'retry-after': String(retryAfterSeconds),
    },
  );
const SlotTaken = () => new HttpError('demo.slot_taken', 'This slot has just been booked by someone else');
const SlotUnavailable = () => new HttpError('demo.slot_unavailable', 'This slot is no longer offered');
const BookingClosed = () =>
  new HttpError('demo.booking_closed', 'This booking is cancelled or has begun: it can no longer change');
/** An unknown booking and a wrong token are answered alike. */
const NoBooking = () => NotFound('No such booking');

async function limit(uses: [Quota, string][], now: Date): Promise<void> {
  const wait = await takeQuotas(uses, Math.floor(now.getTime() / 1000));
  if (wait > 0) throw LimitReached(wait);
}

/** Why a slot could not be taken, read after the refusal. */
async function refusalFor(slotId: string, now: Date): Promise<HttpError> {
  const slot = await getSlot(slotId);
  return slot && slot.start > now.toISOString() ? SlotTaken() : SlotUnavailable();
}

/** The booker's e-mail with its invitation, and the team's note. */
async function tell(
  change: BookingChange,
  booking: StoredBooking,
  token: string | null,
  slot: StoredSlot,
  now: Date,
  previous?: StoredSlot,
): Promise<void> {
  const context = { appUrl: env.APP_URL, teamEmail: env.CONTACT_EMAIL, now };
  // A cancellation links to the demo page instead: there is nothing left to change.
  const link = token
    ? bookingLink(env.APP_URL, booking, token)
    : `${env.APP_URL.replace(/\/+$/, '')}${sitePath('demo', booking.locale)}`;
  await sendCalendarMail(
    booking.email,
    bookerMail(change, booking, slot, link),
    invitation(change, booking, slot, link, context),
    { replyTo: env.CONTACT_EMAIL },
  );
  try {
    await sendMail(env.CONTACT_EMAIL, teamMail(change, booking, slot, previous), { replyTo: booking.email });
  } catch {
    // The booker has their confirmation; the team sees the booking in the Admin Panel anyway.
    log.warn('demo booking note to the team not sent', { bookingId: booking.bookingId });
  }
}

export const listSlots = publicEndpoint(z.strictObject({}), async () => {
  const now = clock.now();
  const until = new Date(now.getTime() + DEMO_WINDOW_DAYS * 24 * 3600_000);
  return ok({ slots: openSlots(await slotsBetween(now, until), now) });
});

export const book = publicEndpoint(demoBookingSchema, async ({ input, request }) => {
  const now = clock.now();
  await limit([[DEMO_LIMITS.bookingsPerSource, clientIp(request)]], now);
  const slot = await getSlot(input.slotId);
  if (!slot || slot.start <= now.toISOString()) throw SlotUnavailable();
  const { booking, token } = newBooking(input, now);
  if (input.website?.trim()) {
    // Answered as a person is, so the robot learns nothing; nothing held, nothing sent.
    log.info('demo booking dropped as a robot’s', { requestId: request.requestId });
    return created({ booking: bookingView(booking, slot, now) });
  }
  await limit([[DEMO_LIMITS.bookingsPerAddress, input.email]], now);
  if (!(await bookSlot(booking, slot, now))) throw await refusalFor(slot.slotId, now);
  try {
    await tell('booked', booking, token, slot, now);
  } catch (error) {
    // Without its e-mail the booking has no link to manage it: the slot is given back (503).
    await cancelBooking(booking, now).catch(() => undefined);
    throw error;
  }
  return created({ booking: bookingView(booking, { ...slot, booking: undefined }, now) });
});

/** The booking of the path, with its slot, if the token is its own; else 404. */
async function ownBooking(request: HttpRequest, token: string) {
  const bookingId = request.params.bookingId ?? '';
  const booking = BOOKING_ID.test(bookingId) ? await getBooking(bookingId) : null;
  if (!booking || !tokenMatches(booking, token)) throw NoBooking();
  const slot = await getSlot(booking.slotId);
  if (!slot) throw NoBooking();
  return { booking, slot };
}

export const read = publicEndpoint(demoBookingReadSchema, async ({ input, request }) => {
  const { booking, slot } = await ownBooking(request, input.t);
  return ok({ booking: bookingView(booking, slot, clock.now()) });
});

export const cancel = publicEndpoint(demoBookingCancelSchema, async ({ input, request }) => {
  const now = clock.now();
  await limit([[DEMO_LIMITS.changesPerSource, clientIp(request)]], now);
  const { booking, slot } = await ownBooking(request, input.t);
  // Cancelling twice (a double click, a retry) answers the cancelled booking again.
  if (booking.status === 'cancelled') return ok({ booking: bookingView(booking, slot, now) });
  if (!isChangeable(booking, slot, now)) throw BookingClosed();
  if (!(await cancelBooking(booking, now))) {
    // Cancelled meanwhile (a second click, a second tab): the same answer; anything else has changed it.
    const again = await getBooking(booking.bookingId);
    if (again?.status !== 'cancelled') throw BookingClosed();
    return ok({ booking: bookingView(again, slot, now) });
  }
  const cancelled: StoredBooking = {
    ...booking,
    status: 'cancelled',
    changedAt: now.toISOString(),
    sequence: booking.sequence + 1,
  };
  await tell('cancelled', cancelled, null, slot, now);
  return ok({ booking: bookingView(cancelled, slot, now) });
});

export const move = publicEndpoint(demoBookingMoveSchema, async ({ input, request }) => {
  const now = clock.now();
  await limit([[DEMO_LIMITS.changesPerSource, clientIp(request)]], now);
  const { booking, slot } = await ownBooking(request, input.t);
  if (!isChangeable(booking, slot, now)) throw BookingClosed();
  if (input.slotId === booking.slotId)
    throw Invalid('The booking is already on this slot', [
      { path: 'slotId', code: 'invalid_value', message: 'form.invalid' },
    ]);
  const to = await getSlot(input.slotId);
  if (!to || to.start <= now.toISOString()) throw SlotUnavailable();
  const result = await moveBooking(booking, to, now);
  if (result === 'changed') throw BookingClosed();
  if (result === 'taken') throw await refusalFor(to.slotId, now);
  const moved: StoredBooking = {
    ...booking,
    slotId: to.slotId,
    changedAt: now.toISOString(),
    sequence: booking.sequence + 1,
  };
  await tell('moved', moved, input.t, to, now, slot);
  return ok({ booking: bookingView(moved, to, now) });
});
