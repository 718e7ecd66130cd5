/**
 * Demo booking's rules, without AWS or a clock: what is stored of a slot and of a booking, what each
 * side is shown of them, the booking link's token (32 random bytes, kept only as its SHA-256
 * digest, compared in constant time), and when a booking may still change.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  AdminDemoSlot,
  DemoBookingInput,
  DemoBookingView,
  DemoSlotInput,
  PublicDemoSlot,
} from '@shared/site/demo';
import { DEMO_TIME_ZONE, slotStamp } from '@shared/site/demo';
import { sha256Base64url } from '../lib/hash';
import { randomId } from '../lib/ids';

export interface SlotBooking {
  bookingId: string;
  name: string;
  company: string;
  email: string;
  parcelsPerMonth: number | null;
  locale: 'en' | 'fr';
  bookedAt: string;
}

export interface StoredSlot {
  slotId: string;
  start: string;
  end: string;
  durationMinutes: number;
  host: string | null;
  createdBy: string;
  createdAt: string;
  /** Who holds it; absent while it is free. */
  booking?: SlotBooking;
}

export interface StoredBooking {
  bookingId: string;
  slotId: string;
  /** The SHA-256 digest of the link's token; the token itself is only in the e-mail. */
  tokenHash: string;
  name: string;
  email: string;
  company: string;
  parcelsPerMonth: number | null;
  locale: 'en' | 'fr';
  /** The booker's time zone, for the times in their e-mails. */
  timeZone: string;
  status: 'booked' | 'cancelled';
  bookedAt: string;
  changedAt: string;
  /** The invitation's SEQUENCE: 0, then one more at each move or cancellation. */
  sequence: number;
}

/** A new slot from the Admin Panel's input. */
export function newSlot(input: DemoSlotInput, by: string, now: Date): StoredSlot {
  const start = new Date(input.start);
  return {
    slotId: `${slotStamp(start)}-${randomBytes(4).toString('hex')}`,
    start: start.toISOString(),
    end: new Date(start.getTime() + input.durationMinutes * 60_000).toISOString(),
    durationMinutes: input.durationMinutes,
    host: input.host?.trim() || null,
    createdBy: by,
    createdAt: now.toISOString(),
  };
}

export const publicSlot = (slot: StoredSlot): PublicDemoSlot => ({
  slotId: slot.slotId,
  start: slot.start,
  end: slot.end,
  durationMinutes: slot.durationMinutes,
});

export const adminSlot = (slot: StoredSlot): AdminDemoSlot => ({
  ...publicSlot(slot),
  host: slot.host,
  createdBy: slot.createdBy,
  booking: slot.booking ?? null,
});

/** A new booking and the token of its link (given once, in the e-mail). */
export function newBooking(input: DemoBookingInput, now: Date): { booking: StoredBooking; token: string } {
  const token = randomBytes(32).toString('base64url');
  const at = now.toISOString();
  return {
    token,
    booking: {
      bookingId: randomId(16),
      slotId: input.slotId,
      tokenHash: sha256Base64url(token),
      name: input.name,
      email: input.email,
      company: input.company,
      parcelsPerMonth: input.parcelsPerMonth ?? null,
      locale: input.locale,
      timeZone: input.timeZone ?? DEMO_TIME_ZONE,
      status: 'booked',
      bookedAt: at,
      changedAt: at,
      sequence: 0,
    },
  };
}

/** Whether a token is the booking's (constant time: the digests have one length). */
export function tokenMatches(booking: StoredBooking, token: string): boolean {
  const given = Buffer.from(sha256Base64url(token));
  const kept = Buffer.from(booking.tokenHash);
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** A booking may be cancelled or moved while it stands and its slot has not begun. */
export const isChangeable = (booking: StoredBooking, slot: StoredSlot, now: Date) =>
  booking.status === 'booked' && slot.start > now.toISOString();

export function bookingView(booking: StoredBooking, slot: StoredSlot, now: Date): DemoBookingView {
  return {
    bookingId: booking.bookingId,
    status: booking.status,
    slot: publicSlot(slot),
    name: booking.name,
    company: booking.company,
    email: booking.email,
    locale: booking.locale,
    changeable: isChangeable(booking, slot, now),
  };
}

/** The slots a person may book: free and not begun, by start. */
export const openSlots = (slots: StoredSlot[], now: Date): PublicDemoSlot[] =>
  slots
    .filter((slot) => !slot.booking && slot.start > now.toISOString())
    .sort((a, b) => a.start.localeCompare(b.start))
    .map(publicSlot);
