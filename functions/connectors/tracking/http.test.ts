import { describe, expect, it } from 'vitest';
import { isoDateTime, mapLimit, place, tokenCache, weightInKg } from './http';

describe('tracking conversions', () => {
  it('writes carrier date-times as ISO UTC; one without an offset is read as UTC', () => {
    expect(isoDateTime('2026-03-04T09:26:00+01:00')).toBe('2026-03-04T08:26:00.000Z');
    expect(isoDateTime('2026-03-04T09:26:00-0500')).toBe('2026-03-04T14:26:00.000Z');
    expect(isoDateTime('2026-03-04T09:26:00Z')).toBe('2026-03-04T09:26:00.000Z');
    expect(isoDateTime('2026-03-04T09:26:00')).toBe('2026-03-04T09:26:00.000Z');
    expect(isoDateTime('2026-03-04T09:26:00.123+02:00')).toBe('2026-03-04T07:26:00.000Z');
    expect(isoDateTime('2026-03-04')).toBe('2026-03-04T00:00:00.000Z');
    expect(isoDateTime('')).toBe('');
    expect(isoDateTime(undefined)).toBe('');
    expect(isoDateTime('04/03/2026')).toBe('');
    expect(isoDateTime('2026-02-30T10:00:00Z')).toBe('');
  });

  it('converts weights to kilograms, to the gram', () => {
    expect(weightInKg('5.00', 'lb')).toBe(2.268);
    expect(weightInKg(1, 'LBS')).toBe(0.454);
    expect(weightInKg('2.40', 'KGS')).toBe(2.4);
    expect(weightInKg(16, 'oz')).toBe(0.454);
    expect(weightInKg(500, 'g')).toBe(0.5);
    expect(weightInKg('3', 'stone')).toBe(0);
    expect(weightInKg('', 'kg')).toBe(0);
    expect(weightInKg('-1', 'kg')).toBe(0);
  });

  it('writes a place from the parts given', () => {
    expect(place('Lyon', '', undefined, '69003', 'FR')).toBe('Lyon, 69003, FR');
  });
});

describe('tokenCache', () => {
  it('fetches one token for concurrent callers and keeps it until shortly before expiry', async () => {
    let now = 0;
    let fetches = 0;
    const cache = tokenCache(
      async () => {
        fetches++;
        return { accessToken: `token-${fetches}`, expiresInSeconds: 3600 };
      },
      () => now,
    );

    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual([
      'token-1',
      'token-1',
      'token-1',
    ]);
    now = 3_539_000;
    expect(await cache.get()).toBe('token-1');
    now = 3_540_000;
    expect(await cache.get()).toBe('token-2');
    cache.invalidate('token-1');
    expect(await cache.get()).toBe('token-2');
    cache.invalidate('token-2');
    expect(await cache.get()).toBe('token-3');
  });

  it('does not keep a failed fetch', async () => {
    let fail = true;
    const cache = tokenCache(async () => {
      if (fail) throw new Error('refused');
      return { accessToken: 'ok', expiresInSeconds: 60 };
    }, Date.now);
    await expect(cache.get()).rejects.toThrow('refused');
    fail = false;
    expect(await cache.get()).toBe('ok');
  });
});

describe('mapLimit', () => {
  it('keeps the order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimit([5, 1, 4, 2, 3, 0], 2, async (value) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, value));
      running--;
      return value * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(2);
  });
});
