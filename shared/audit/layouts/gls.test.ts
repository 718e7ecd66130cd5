import { describe, expect, it } from 'vitest';
import type { ChargeLine } from '../charge-line';
import { readInvoice } from '../read-invoice';
import { glsHeader } from './gls';

const HEADER =
  "N° client;N° facture;Date facture;Parcel number;Date d'expédition;Date de livraison;Produit;Raison sociale destinataire;Pays destinataire;Poids facturé;Libellé;Montant HT;Montant TVA";

function read(text: string) {
  const lines: ChargeLine[] = [];
  const result = readInvoice(new TextEncoder().encode(text), 'csv', (line) => lines.push(line));
  return { result, lines };
}

describe('GLS invoice detail', () => {
  it('is recognised only by a GLS parcel column with an amount', () => {
    expect(glsHeader(HEADER.split(';'))).not.toBeNull();
    expect(glsHeader(['Numéro de colis', 'Libellé', 'Montant HT'])).toBeNull();
  });

  it('reads one charge per row (decimal commas, French dates), the product as transport, a discount as a credit, skipping totals', () => {
    const text = [
      HEADER,
      '2500123;F-778;05/11/2026;12345678901;02/11/2026;04/11/2026;BusinessParcel;Atelier Dupont;FR;2,5;;6,40;1,28',
      '2500123;F-778;05/11/2026;12345678901;02/11/2026;04/11/2026;BusinessParcel;Atelier Dupont;FR;2,5;Surcharge carburant;0,96;0,19',
      '2500123;F-778;05/11/2026;12345678901;02/11/2026;04/11/2026;BusinessParcel;Atelier Dupont;FR;2,5;Remise;-0,50;-0,10',
      ';Total facture;;;;;;;;;;6,86;1,37',
    ].join('\r\n');
    const { result, lines } = read(text);
    expect(result).toEqual({ layout: 'gls_detail', lines: 3, skipped: 1 });
    expect(
      lines.map((line) => [
        line.category,
        line.rawDescription,
        line.gross,
        line.discount,
        line.net,
        line.vat,
      ]),
    ).toEqual([
      ['transportation', 'BusinessParcel', 6.4, 0, 6.4, 1.28],
      ['fuel', 'Surcharge carburant', 0.96, 0, 0.96, 0.19],
      ['adjustment', 'Remise', 0, 0.5, -0.5, 0],
    ]);
    expect(lines[0]).toMatchObject({
      carrier: 'gls',
      account: '2500123',
      invoiceNumber: 'F-778',
      invoiceDate: '2026-11-05',
      shipDate: '2026-11-02',
      deliveryDate: '2026-11-04',
      billedWeightKg: 2.5,
      currency: 'EUR',
    });
    expect(lines[0]!.destination).toMatchObject({ company: 'Atelier Dupont', country: 'FR' });
  });
});
