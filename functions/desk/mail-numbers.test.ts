/** The numbers a carrier's mail names its claim by: its claim number, and tracking numbers of the catalog's formats. */
import { describe, expect, it } from 'vitest';
import { claimNumbersIn, MAX_TRACKING_CANDIDATES, trackingNumbersIn } from './mail-numbers';

describe('claimNumbersIn', () => {
  it.each([
    ['Your claim number is CLM-88812.', 'CLM-88812'],
    ['Claim UPS-CLM 0042 has been approved', 'UPS-CLM 0042'],
    ['Objet : dossier n° 2026-77812 : pièces manquantes', '2026-77812'],
    ['Votre numéro de réclamation : RC 554 221', 'RC 554 221'],
    ['Case #: 0099123', '0099123'],
    ['Référence : COL-4412-FR', 'COL-4412-FR'],
  ])('finds the number in %s', (text, number) => {
    expect(claimNumbersIn(text)[0]).toBe(number);
  });

  it('offers shorter beginnings too, and nothing without a digit', () => {
    expect(claimNumbersIn('Claim UPS-CLM 0042 2026 update')).toEqual(['UPS-CLM 0042 2026', 'UPS-CLM 0042']);
    expect(claimNumbersIn('Your claim has been approved. Our reference team will call.')).toEqual([]);
  });
});

describe('trackingNumbersIn', () => {
  it('finds numbers written whole, with spaces or dashes, check digits first', () => {
    const found = trackingNumbersIn('Parcel 6A12345678901 and 1Z 999 AA1 01 2345 6784, also RR123456785FR.');
    expect(found.slice(0, 2)).toEqual(['1Z999AA10123456784', 'RR123456785FR']);
    expect(found).toContain('6A12345678901');
  });

  it('ignores words, short numbers and words glued to numbers', () => {
    expect(trackingNumbersIn('RECLAMATION INVESTIGATION 2026 INVESTIGATION2026 tel 12 34')).toEqual([]);
  });

  it('does not vouch for a UPS number whose check digit is wrong', () => {
    // It still fits Colis Privé's loose format, so it is looked up, after the checked ones.
    expect(trackingNumbersIn('1Z999AA10123456785 RR123456785FR')).toEqual([
      'RR123456785FR',
      '1Z999AA10123456785',
    ]);
  });

  it('looks up a bounded number of candidates, however long the mail', () => {
    const text = Array.from({ length: 200 }, (_, index) => `${10_000_000_000_000 + index}`).join(' ');
    expect(trackingNumbersIn(text)).toHaveLength(MAX_TRACKING_CANDIDATES);
  });
});
