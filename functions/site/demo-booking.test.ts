import { describe, expect, it } from 'vitest';
import { isChangeable, newBooking, newSlot, openSlots, tokenMatches } from './demo-booking';

const now = new Date('2026-11-26T22:00:00.000Z');
const slotAt = (start: string) => newSlot({ start, durationMinutes: 30 }, 'ops@parcel-audit.example', now);
const input = {
  slotId: '20261201T0830Z-1a2b3c4d',
  name: 'Camille Martin',
  email: 'camille@example.test',
  company: 'Boutique Martin',
  locale: 'en' as const,
};

describe('a slot', () => {
  it('has an id that begins with its start, and ends after its duration', () => {
    const slot = slotAt('2026-12-01T09:30:00+01:00');
    expect(slot.slotId).toMatch(/^20261201T0830Z-[0-9a-f]{8}$/);
    expect(slot).toMatchObject({
      start: '2026-12-01T08:30:00.000Z',
      end: '2026-12-01T09:00:00.000Z',
      host: null,
    });
  });

  it('is offered while free and to come, soonest first', () => {
    const later = slotAt('2026-12-02T08:30:00Z');
    const sooner = slotAt('2026-12-01T08:30:00Z');
    const past = slotAt('2026-11-26T21:30:00Z');
    const booked = {
      ...slotAt('2026-12-03T08:30:00Z'),
      booking: { ...input, bookingId: 'b', parcelsPerMonth: null, bookedAt: '' },
    };
    expect(openSlots([later, past, booked, sooner], now).map((slot) => slot.slotId)).toEqual([
      sooner.slotId,
      later.slotId,
    ]);
  });
});

describe('a booking', () => {
  it('keeps only the digest of its token, and knows its own token from another', () => {
    const { booking, token } = newBooking(input, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(booking)).not.toContain(token);
    expect(tokenMatches(booking, token)).toBe(true);
    expect(tokenMatches(booking, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    expect(tokenMatches(booking, '')).toBe(false);
  });

  it('changes while it stands and its slot has not begun', () => {
    const { booking } = newBooking(input, now);
    const slot = slotAt('2026-12-01T08:30:00Z');
    expect(isChangeable(booking, slot, now)).toBe(true);
    expect(isChangeable(booking, slot, new Date('2026-12-01T08:30:00Z'))).toBe(false);
    expect(isChangeable({ ...booking, status: 'cancelled' }, slot, now)).toBe(false);
  });
});
