import { describe, expect, it } from 'vitest';
import { addDays, lastMonths, lastWeeks, localDay, weekOf, zoneOrDefault } from './calendar';

describe('the company calendar', () => {
  it('cuts a moment into its day in the company time zone', () => {
    // 23:30 UTC on 31 October is 00:30 on 1 November in Paris (winter time), still October in London.
    expect(localDay('2026-10-31T23:30:00Z')).toBe('2026-11-01');
    expect(localDay('2026-10-31T23:30:00Z', 'Europe/London')).toBe('2026-10-31');
    // Summer time: UTC+2.
    expect(localDay('2026-06-30T22:30:00Z')).toBe('2026-07-01');
    expect(localDay('2026-06-30T21:30:00Z')).toBe('2026-06-30');
  });

  it('names ISO weeks across year ends', () => {
    expect(weekOf('2026-11-22')).toBe('2026-W47');
    expect(weekOf('2027-01-01')).toBe('2026-W53');
    expect(weekOf('2024-12-30')).toBe('2025-W01');
    expect(weekOf('2021-01-03')).toBe('2020-W53');
  });

  it('lists the last months and weeks, oldest first', () => {
    expect(lastMonths('2026-02-15', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(lastMonths('2026-11-26', 12)).toHaveLength(12);
    expect(lastWeeks('2027-01-05', 3)).toEqual(['2026-W52', '2026-W53', '2027-W01']);
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });

  it('falls back to Paris for a zone that does not exist', () => {
    expect(zoneOrDefault('Mars/Olympus')).toBe('Europe/Paris');
    expect(zoneOrDefault(undefined)).toBe('Europe/Paris');
    expect(zoneOrDefault('Europe/London')).toBe('Europe/London');
  });
});
