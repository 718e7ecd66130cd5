import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARRIER_IDS,
  CARRIERS,
  CLAIM_TYPES,
  carrierById,
  daysLeftToClaim,
  trackingNumberValid,
} from './carriers';
import { s10CheckDigit, s10CheckDigitValid, upsCheckDigitValid } from './tracking-numbers';

describe('the carrier catalog', () => {
  it('has the ten carriers the product supports, each with a portal, formats and sourced windows', () => {
    expect(CARRIER_IDS).toEqual([
      'ups',
      'fedex',
      'tnt',
      'dhl_express',
      'colissimo',
      'chronopost',
      'dpd',
      'gls',
      'mondial_relay',
      'colis_prive',
    ]);
    for (const carrier of CARRIERS) {
      expect(carrier.portalUrl).toMatch(/^https:\/\//);
      expect(carrier.tracking.length).toBeGreaterThan(0);
      expect(Object.keys(carrier.claimWindows).length).toBeGreaterThan(0);
      for (const [type, window] of Object.entries(carrier.claimWindows)) {
        expect(CLAIM_TYPES).toContain(type);
        expect(window.days).toBeGreaterThan(0);
        expect(window.source.length, `${carrier.id} ${type}`).toBeGreaterThan(20);
      }
    }
  });

  it('finds a carrier by id', () => {
    expect(carrierById('dhl_express')?.name).toBe('DHL Express');
    expect(carrierById('nope')).toBeUndefined();
  });
});

describe('UPS 1Z check digit', () => {
  it.each(['1Z999AA10123456784', '1z 999 aa1 0123456784'.replace(/ /g, '').toUpperCase()])(
    'accepts %s',
    (number) => {
      expect(upsCheckDigitValid(number)).toBe(true);
      expect(trackingNumberValid('ups', number)).toBe(true);
    },
  );

  it('refuses a wrong check digit, a short number, and a number of another carrier', () => {
    expect(upsCheckDigitValid('1Z999AA10123456785')).toBe(false);
    expect(upsCheckDigitValid('1Z999AA1012345678')).toBe(false);
    expect(trackingNumberValid('ups', '123456789012')).toBe(false);
  });

  it('catches a single changed digit, except a change of 5 where UPS doubles the digit (its known blind spot)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 16 }), fc.integer({ min: 1, max: 9 }), (index, shift) => {
        const valid = '1Z999AA10123456784';
        const doubled = (index - 2) % 2 === 1;
        const digit = (Number(valid[index]) + shift) % 10;
        const detected = !upsCheckDigitValid(valid.slice(0, index) + digit + valid.slice(index + 1));
        return doubled && shift === 5 ? !detected : detected;
      }),
    );
  });
});

describe('UPU S10 check digit', () => {
  it('computes the published example: serial 12345678 checks with 5', () => {
    expect(s10CheckDigit('12345678')).toBe(5);
    expect(s10CheckDigitValid('RR123456785FR')).toBe(true);
    expect(s10CheckDigitValid('RR123456786FR')).toBe(false);
  });

  it('maps a remainder of 10 to 0 and 11 to 5, for every serial', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (serial) =>
        s10CheckDigitValid(`CP${serial}${s10CheckDigit(serial)}FR`),
      ),
    );
  });

  it('is what Colissimo, Chronopost and TNT international numbers use', () => {
    for (const carrier of ['colissimo', 'chronopost', 'tnt'])
      expect(trackingNumberValid(carrier, 'CP123456785FR')).toBe(true);
    expect(trackingNumberValid('colissimo', 'CP123456784FR')).toBe(false);
  });
});

describe('other formats', () => {
  it.each([
    ['fedex', '123456789012', true],
    ['fedex', '12345', false],
    ['dhl_express', '1234567890', true],
    ['colissimo', '6A12345678901', true],
    ['dpd', '01234567890123', true],
    ['gls', 'ZH7KC6PQ', true],
    ['mondial_relay', '12345678', true],
    ['colis_prive', 'AB12345678', true],
    ['unknown', '1234567890', false],
  ])('%s %s is %s', (carrier, number, valid) => {
    expect(trackingNumberValid(carrier, number)).toBe(valid);
  });
});

describe('daysLeftToClaim', () => {
  const window = { days: 30, from: 'shipment' as const, source: 'test' };
  it('counts whole days to the end of the window', () => {
    expect(daysLeftToClaim(window, new Date('2026-11-01T18:00:00Z'), new Date('2026-11-21T08:00:00Z'))).toBe(
      10,
    );
    expect(daysLeftToClaim(window, new Date('2026-10-01T00:00:00Z'), new Date('2026-11-21T00:00:00Z'))).toBe(
      -21,
    );
  });
});
