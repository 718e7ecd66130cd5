/**
 * Demo booking (issue 23, item 3): the slots the team publishes from the Admin Panel, what a person
 * sends to book one, and the views each side reads. The same schemas check the Admin Panel's form,
 * the public page's island and the server. Issue messages are message-catalog keys.
 *
 * Slots are set in Paris time (the team's) and stored as UTC instants; a slot's id begins with its
 * start in UTC (`20261201T0830Z-1a2b3c4d`), so ids sort by time and a range of them is a range of
 * days. A booking is reached again only with the token of its confirmation e-mail.
 */
import * as z from 'zod/mini';
import { emailField } from '../identity/identity';

/** The team's time zone: the Admin Panel's form reads and shows slots in it. */
export const DEMO_TIME_ZONE = 'Europe/Paris';
export const DEMO_DEFAULT_MINUTES = 30;
export const DEMO_MIN_MINUTES = 15;
export const DEMO_MAX_MINUTES = 120;
/** How far ahead the public page offers slots. */
export const DEMO_WINDOW_DAYS = 28;
/** How far ahead the team may offer a slot (the Admin Panel lists them all). */
export const DEMO_MAX_AHEAD_DAYS = 180;
/** How far back the Admin Panel still lists slots (with their bookings). */
export const DEMO_ADMIN_PAST_DAYS = 14;
export const DEMO_NAME_MAX = 100;
export const DEMO_COMPANY_MAX = 120;
export const DEMO_HOST_MAX = 80;
export const DEMO_PARCELS_MAX = 100_000_000;

/** A slot's id: its start in UTC to the minute, then 8 random hex digits. */
export const SLOT_ID = /^\d{8}T\d{4}Z-[0-9a-f]{8}$/;
/** A booking's id (16 random bytes) and its token (32 random bytes), base64url. */
export const BOOKING_ID = /^[A-Za-z0-9_-]{22}$/;
export const BOOKING_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** No control character (CR or LF in a name could forge an e-mail header, an .ics line or a log line). */
const ONE_LINE = /^[^\p{Cc}]*$/u;

const oneLine = (max: number) =>
  z
    .string({ error: 'form.required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'form.required' }),
      z.maxLength(max, { error: 'form.tooLong' }),
      z.regex(ONE_LINE, { error: 'form.invalid' }),
    );

const slotId = z.string({ error: 'form.required' }).check(z.regex(SLOT_ID, { error: 'form.invalid' }));

/** Whether a string names a time zone this runtime knows (the browser's, sent with a booking). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The start of a slot and its id's prefix: `20261201T0830Z`. */
export function slotStamp(at: Date): string {
  return at.toISOString().slice(0, 16).replace(/[-:]/g, '').concat('Z');
}

/** A slot's start, read back from its id. */
export function slotStart(id: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})Z/.exec(id);
  if (!m) throw new Error('not a slot id');
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:00.000Z`);
}

// ---------------------------------------------------------------------------------------------
// Admin Panel

/** POST /api/private/admin/demo/slots: a slot to offer. */
export const demoSlotInputSchema = z.strictObject({
  /** The start, as an instant with its offset, to the minute (the form converts Paris time). */
  start: z.iso.datetime({ offset: true, error: 'form.invalid' }).check(
    z.refine((value) => {
      const at = new Date(value);
      return at.getUTCSeconds() === 0 && at.getUTCMilliseconds() === 0;
    }, 'form.invalid'),
  ),
  durationMinutes: z._default(
    z
      .int({ error: 'form.invalid' })
      .check(
        z.minimum(DEMO_MIN_MINUTES, { error: 'form.invalid' }),
        z.maximum(DEMO_MAX_MINUTES, { error: 'form.invalid' }),
        z.multipleOf(5, { error: 'form.invalid' }),
      ),
    DEMO_DEFAULT_MINUTES,
  ),
  /** Who from the team runs the demo: shown to the team and in the booker's e-mail, never on the page. */
  host: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(DEMO_HOST_MAX, { error: 'form.tooLong' }),
        z.regex(ONE_LINE, { error: 'form.invalid' }),
      ),
  ),
});
export type DemoSlotInput = z.output<typeof demoSlotInputSchema>;

const slotTimes = {
  slotId: z.string(),
  start: z.string(),
  end: z.string(),
  durationMinutes: z.number(),
};

/** A slot as the public page sees it: when, and nothing about anyone. */
export const publicDemoSlotSchema = z.strictObject(slotTimes);
export type PublicDemoSlot = z.infer<typeof publicDemoSlotSchema>;

/** Who booked a slot, as the team sees it. */
export const slotBookingSchema = z.strictObject({
  bookingId: z.string(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  parcelsPerMonth: z.nullable(z.number()),
  locale: z.enum(['en', 'fr']),
  bookedAt: z.string(),
});

/** A slot in the Admin Panel: its times, its host, and its booking (null while free). */
export const adminDemoSlotSchema = z.strictObject({
  ...slotTimes,
  host: z.nullable(z.string()),
  createdBy: z.string(),
  booking: z.nullable(slotBookingSchema),
});
export type AdminDemoSlot = z.infer<typeof adminDemoSlotSchema>;

// ---------------------------------------------------------------------------------------------
// Public page

/** POST /api/public/demo/bookings: who books which slot. */
export const demoBookingSchema = z.strictObject({
  slotId,
  name: oneLine(DEMO_NAME_MAX),
  email: emailField,
  company: oneLine(DEMO_COMPANY_MAX),
  parcelsPerMonth: z.optional(
    z
      .int({ error: 'form.invalid' })
      .check(z.minimum(0, { error: 'form.invalid' }), z.maximum(DEMO_PARCELS_MAX, { error: 'form.invalid' })),
  ),
  locale: z.enum(['en', 'fr']),
  /** The booker's time zone (the browser's), for the times in their e-mail; Paris time without it. */
  timeZone: z.optional(z.string().check(z.maxLength(64), z.refine(isTimeZone, 'form.invalid'))),
  /** The honeypot: hidden from people (and from assistive technology), so only a robot fills it. */
  website: z.optional(z.string().check(z.maxLength(2000))),
});
export type DemoBookingInput = z.output<typeof demoBookingSchema>;

/**
 * The booking form's fields as the schema reads them (the island's FormData): parcels as a
 * number, empty optional fields left out. Any other field is kept, for the strict schema to refuse.
 */
export function demoBookingFromForm(fields: Record<string, string>): Record<string, unknown> {
  const { parcelsPerMonth, website, timeZone, ...rest } = fields;
  const parcels = parcelsPerMonth?.replace(/[\s\u00a0\u202f,.]/g, '') ?? '';
  return {
    ...rest,
    ...(parcels ? { parcelsPerMonth: /^\d{1,12}$/.test(parcels) ? Number(parcels) : parcels } : {}),
    ...(website ? { website } : {}),
    ...(timeZone ? { timeZone } : {}),
  };
}

const tokenField = z
  .string({ error: 'form.required' })
  .check(z.regex(BOOKING_TOKEN, { error: 'form.invalid' }));

/** GET /api/public/demo/bookings/{bookingId}?t=: the token of the confirmation e-mail. */
export const demoBookingReadSchema = z.strictObject({ t: tokenField });
/** POST .../cancel: the token. */
export const demoBookingCancelSchema = z.strictObject({ t: tokenField });
/** POST .../move: the token and the slot to move to. */
export const demoBookingMoveSchema = z.strictObject({ t: tokenField, slotId });

export const DEMO_BOOKING_STATES = ['booked', 'cancelled'] as const;

/** A booking as its owner sees it (with the link's token): no token, no digest, no storage key. */
export const demoBookingViewSchema = z.strictObject({
  bookingId: z.string(),
  status: z.enum(DEMO_BOOKING_STATES),
  slot: publicDemoSlotSchema,
  name: z.string(),
  company: z.string(),
  email: z.string(),
  locale: z.enum(['en', 'fr']),
  /** Whether it may still be cancelled or moved (booked, and its slot not begun). */
  changeable: z.boolean(),
});
export type DemoBookingView = z.infer<typeof demoBookingViewSchema>;

// ---------------------------------------------------------------------------------------------
// Time in the team's zone

const pad = (value: number) => String(value).padStart(2, '0');

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneParts(at: number, timeZone: string): number[] {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  return ['year', 'month', 'day', 'hour', 'minute', 'second'].map((name) => Number(parts[name]));
}

/** How far ahead of UTC a zone's clocks are at an instant, in milliseconds. */
function offsetAt(at: number, timeZone: string): number {
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = zoneParts(at, timeZone);
  return Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(at / 1000) * 1000;
}

/** An instant as a datetime-local field shows it in a zone: `2026-12-01T09:30`. */
export function zonedLocal(at: Date, timeZone = DEMO_TIME_ZONE): string {
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0] = zoneParts(at.getTime(), timeZone);
  return `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}`;
}

/**
 * The instant a wall-clock time in a zone names (`2026-12-01T09:30` in Paris is 08:30 UTC), or null
 * for a malformed one or one the clocks skip (02:30 on the night summer time begins). A time the
 * clocks show twice (the night it ends) is its first.
 */
export function zonedInstant(local: string, timeZone = DEMO_TIME_ZONE): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(wall)) return null;
  // The earlier of the offsets around the wall time first, so a repeated hour reads as its first.
  const offsets = [
    ...new Set([offsetAt(wall - 3 * 3600_000, timeZone), offsetAt(wall + 3 * 3600_000, timeZone)]),
  ];
  for (const offset of offsets.sort((a, b) => b - a)) {
    const at = new Date(wall - offset);
    if (zonedLocal(at, timeZone) === local) return at;
  }
  return null;
}
