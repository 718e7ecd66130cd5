import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  demoBookingFromForm,
  demoBookingMoveSchema,
  demoBookingSchema,
  demoSlotInputSchema,
  slotStamp,
  slotStart,
  zonedInstant,
  zonedLocal,
} from './demo';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('a slot from the Admin Panel', () => {
  it('lasts 30 minutes unless told, and has an optional host', () => {
    expect(safeParse(demoSlotInputSchema, { start: '2026-12-01T08:30:00Z' }).data).toEqual({
      start: '2026-12-01T08:30:00Z',
      durationMinutes: 30,
    });
    expect(
      safeParse(demoSlotInputSchema, {
        start: '2026-12-01T09:30:00+01:00',
        durationMinutes: 45,
        host: ' Marie ',
      }).data,
    ).toEqual({ start: '2026-12-01T09:30:00+01:00', durationMinutes: 45, host: 'Marie' });
  });

  it.each([
    [{ start: '2026-12-01 08:30' }, 'start: form.invalid'],
    [{ start: '2026-12-01T08:30:30Z' }, 'start: form.invalid'],
    [{ start: '2026-12-01T08:30:00Z', durationMinutes: 10 }, 'durationMinutes: form.invalid'],
    [{ start: '2026-12-01T08:30:00Z', durationMinutes: 33 }, 'durationMinutes: form.invalid'],
    [{ start: '2026-12-01T08:30:00Z', durationMinutes: 180 }, 'durationMinutes: form.invalid'],
    [{ start: '2026-12-01T08:30:00Z', host: 'A\nB' }, 'host: form.invalid'],
    [{ start: '2026-12-01T08:30:00Z', booking: {} }, ': Invalid input'],
  ])('refuses %j', (input, message) => {
    expect(messages(safeParse(demoSlotInputSchema, input))).toContain(message);
  });
});

describe('a booking', () => {
  const valid = {
    slotId: '20261201T0830Z-1a2b3c4d',
    name: 'Camille Martin',
    email: 'camille@example.test',
    company: 'Boutique Martin',
    locale: 'fr',
  };

  it('takes the slot, who, their company and language; parcels, time zone and honeypot are optional', () => {
    expect(safeParse(demoBookingSchema, valid).success).toBe(true);
    expect(
      safeParse(demoBookingSchema, {
        ...valid,
        parcelsPerMonth: 4000,
        timeZone: 'America/Montreal',
        website: '',
      }).success,
    ).toBe(true);
  });

  it.each([
    [{ slotId: '../x' }, 'slotId: form.invalid'],
    [{ name: '  ' }, 'name: form.required'],
    [{ name: 'Camille\r\nBcc: x@y.z' }, 'name: form.invalid'],
    [{ email: 'not-an-address' }, 'email: form.invalidEmail'],
    [{ company: '' }, 'company: form.required'],
    [{ parcelsPerMonth: -1 }, 'parcelsPerMonth: form.invalid'],
    [{ parcelsPerMonth: 12.5 }, 'parcelsPerMonth: form.invalid'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone: form.invalid'],
    [{ locale: 'de' }, 'locale: Invalid input'],
  ])('refuses %j', (change, message) => {
    expect(messages(safeParse(demoBookingSchema, { ...valid, ...change }))).toContain(message);
  });

  it('reads the form: parcels as a number (spaces allowed), empty optional fields left out', () => {
    expect(
      demoBookingFromForm({ ...valid, parcelsPerMonth: '4\u202f000', website: '', timeZone: '' }),
    ).toEqual({ ...valid, parcelsPerMonth: 4000 });
    expect(demoBookingFromForm({ ...valid, parcelsPerMonth: '' })).toEqual(valid);
  });

  it('is moved with its token and a slot', () => {
    expect(safeParse(demoBookingMoveSchema, { t: 'a'.repeat(43), slotId: valid.slotId }).success).toBe(true);
    expect(safeParse(demoBookingMoveSchema, { t: 'short', slotId: valid.slotId }).success).toBe(false);
  });
});

describe('slot ids', () => {
  it('begin with their start in UTC, read back', () => {
    const start = new Date('2026-12-01T08:30:00Z');
    expect(slotStamp(start)).toBe('20261201T0830Z');
    expect(slotStart(`${slotStamp(start)}-1a2b3c4d`)).toEqual(start);
  });
});

describe('Paris time', () => {
  it.each([
    ['2026-12-01T09:30', '2026-12-01T08:30:00.000Z'],
    ['2026-07-01T09:30', '2026-07-01T07:30:00.000Z'],
    // The night summer time ends: 02:30 is shown twice; its first is in summer time.
    ['2026-10-25T02:30', '2026-10-25T00:30:00.000Z'],
    ['2026-10-25T03:30', '2026-10-25T02:30:00.000Z'],
    ['2026-03-29T03:00', '2026-03-29T01:00:00.000Z'],
  ])('%s is %s', (local, instant) => {
    expect(zonedInstant(local)?.toISOString()).toBe(instant);
    if (local !== '2026-10-25T02:30') expect(zonedLocal(new Date(instant))).toBe(local);
  });

  it('has no 02:30 the night summer time begins, and reads nothing malformed', () => {
    expect(zonedInstant('2026-03-29T02:30')).toBeNull();
    expect(zonedInstant('2026-12-01')).toBeNull();
    expect(zonedInstant('')).toBeNull();
  });
});
