import { describe, expect, it } from 'vitest';
import { needsRegistry, type VatCheck, vatCheckFor } from './vat-confirmation';

const now = new Date('2026-12-07T10:00:00.000Z');
const confirmed: VatCheck = {
  vatNumber: 'FR40303265045',
  status: 'confirmed',
  checkedAt: '2026-11-01T09:00:00.000Z',
  registeredName: 'BOUTIQUE DURAND',
};

describe('when VIES is asked', () => {
  it('asks of a new number of a member state', () => {
    expect(needsRegistry('FR', 'FR40303265045', undefined)).toBe(true);
  });

  it('does not ask again of the number it confirmed', () => {
    expect(needsRegistry('FR', 'FR40303265045', confirmed)).toBe(false);
  });

  it('asks again of a number it could not confirm', () => {
    expect(needsRegistry('FR', 'FR40303265045', { ...confirmed, status: 'not_confirmed' })).toBe(true);
  });

  it('never asks of a Swiss or British number (not in VIES)', () => {
    expect(needsRegistry('CH', 'CHE113042942', undefined)).toBe(false);
    expect(needsRegistry('GB', 'GB232177091', undefined)).toBe(false);
  });
});

describe('what is stored of VIES’s answer', () => {
  it('a trader has it: confirmed, with the name VIES published', () => {
    expect(vatCheckFor('FR', 'FR40303265045', undefined, { status: 'valid', name: 'X SAS' }, now)).toEqual({
      vatNumber: 'FR40303265045',
      status: 'confirmed',
      checkedAt: '2026-12-07T10:00:00.000Z',
      registeredName: 'X SAS',
    });
  });

  it('no trader has it: refused', () => {
    expect(vatCheckFor('FR', 'FR18000000002', undefined, { status: 'invalid' }, now)).toBe('not_registered');
  });

  it('VIES out of service: saved, not confirmed', () => {
    expect(
      vatCheckFor('DE', 'DE118619592', undefined, { status: 'unavailable', reason: 'MS_UNAVAILABLE' }, now),
    ).toEqual({ vatNumber: 'DE118619592', status: 'not_confirmed', checkedAt: '2026-12-07T10:00:00.000Z' });
  });

  it('the same number, confirmed before and not asked again: the confirmation kept', () => {
    expect(vatCheckFor('FR', 'FR40303265045', confirmed, undefined, now)).toBe(confirmed);
  });

  it('a country outside VIES: saved with its check digits only', () => {
    expect(vatCheckFor('GB', 'GB232177091', undefined, undefined, now)).toEqual({
      vatNumber: 'GB232177091',
      status: 'not_in_vies',
      checkedAt: '2026-12-07T10:00:00.000Z',
    });
  });
});
