import { describe, expect, it } from 'vitest';
import type { ChargeLine } from '../charge-line';
import { readInvoice } from '../read-invoice';

describe('Colis Privé invoice detail', () => {
  it('reads a `;` CSV with a BOM and decimal commas: one row per parcel, a charge per amount column, VAT shared', () => {
    const text = [
      '\ufeffTracking;Date de dépôt;Code Postal;Poids facturé;Prix;Majoration service;TVA',
      '12345678901234;02/11/2026;13001;1,9;4,20;0,80;1,00',
      '12345678901235;02/11/2026;69003;0,6;3,10;;0,62',
      ';;;;;;',
      'Total;;;;7,30;0,80;1,62',
    ].join('\r\n');
    const lines: ChargeLine[] = [];
    const result = readInvoice(new TextEncoder().encode(text), 'csv', (line) => lines.push(line));
    expect(result).toEqual({ layout: 'colis_prive_detail', lines: 3, skipped: 1 });
    expect(
      lines.map((line) => [line.trackingNumber, line.category, line.rawDescription, line.net, line.vat]),
    ).toEqual([
      ['12345678901234', 'transportation', 'Prix', 4.2, 0.84],
      ['12345678901234', 'other', 'Majoration service', 0.8, 0.16],
      ['12345678901235', 'transportation', 'Prix', 3.1, 0.62],
    ]);
    expect(lines[0]).toMatchObject({ carrier: 'colis_prive', billedWeightKg: 1.9, shipDate: '2026-11-02' });
  });
});
