/**
 * The billing PDF as a merchant reads it: rendered uncompressed, its text read back from the
 * content streams (the standard fonts write each run as WinAnsi hex in a TJ array), its pages
 * counted. Covers an English invoice under the reverse charge, a French one with French VAT, a
 * credit note, a statement, an 80-line invoice across pages, and identical bytes on a re-render.
 */
import { describe, expect, it } from 'vitest';
import { renderDocumentPdf } from './render';
import { sampleDocument, sampleLines, sampleStatement } from './sample-documents';

const winAnsi = new TextDecoder('windows-1252');
const sourceOf = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1');

/** Every text run of the PDF in drawing order, each TJ array decoded as one run. */
function textRuns(pdf: Uint8Array): string[] {
  const source = sourceOf(pdf);
  return [...source.matchAll(/\[([^\]]*)\]\s*TJ/g)].map(([, array]) => {
    const hex = [...(array ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map(([, digits]) => digits).join('');
    const bytes = Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
    return winAnsi.decode(bytes);
  });
}

/** The PDF's text as one string, every run of spaces (no-break ones too) and line break as one space. */
const textOf = (pdf: Uint8Array) => textRuns(pdf).join(' ').replace(/\s+/g, ' ');

const pageCount = (pdf: Uint8Array) => sourceOf(pdf).match(/\/Type \/Page(?!s)\b/g)?.length ?? 0;

const startsAsPdf = (pdf: Uint8Array) => sourceOf(pdf.subarray(0, 5)) === '%PDF-';

describe('renderDocumentPdf', () => {
  it('renders an English invoice under the EU reverse charge', async () => {
    // Prepare
    const document = sampleDocument({ locale: 'en', vatTreatment: 'reverse_charge', sequence: 11 });

    // Act
    const pdf = await renderDocumentPdf(document, { compress: false });

    // Assess
    const text = textOf(pdf);
    expect(startsAsPdf(pdf)).toBe(true);
    expect(pageCount(pdf)).toBe(1);
    expect(text).toContain('Invoice F-2026-000011');
    expect(text).toContain('Issue date: 1 April 2026');
    expect(text).toContain('Due date: 1 May 2026');
    expect(text).toContain('Parcel Audit SAS');
    expect(text).toContain('SAS with a share capital of 10 000 EUR');
    expect(text).toContain('SIREN 123 456 789');
    expect(text).toContain('VAT number: FR32123456789');
    expect(text).toContain('Versandhaus Müller GmbH Hafenstraße 12 20457 Hamburg Germany');
    expect(text).toContain('VAT number: DE123456789');
    expect(text).toContain('Description Qty Net VAT Total');
    expect(text).toContain('Subscription growth, March 2026');
    expect(text).toContain('1,250 parcels past the bundle, March 2026');
    expect(text).toContain(
      'Success fee 30 % on refund of 4,115.20 EUR — investigation clm_0001, UPS 1Z999AA10000000001',
    );
    expect(text).toContain('1,234.56 EUR');
    expect(text).toContain('VAT 0 % 0.00 EUR Total incl. VAT 1,446.06 EUR');
    expect(text).toContain('VAT reverse charge: Article 196 of Council Directive 2006/112/EC');
    expect(text).toContain(
      'Payment by bank transfer to IBAN FR14 2004 1010 0505 0001 3M02 606 BIC PSSTFRPPPAR, reference F-2026-000011, by 1 May 2026.',
    );
    expect(text).toContain('three times the French legal interest rate');
    expect(text).toContain('F-2026-000011 — page 1 of 1');
  });

  it('renders a French invoice with French VAT and the late-payment mentions', async () => {
    // Prepare
    const document = sampleDocument({ locale: 'fr', vatTreatment: 'french_vat', sequence: 12 });

    // Act
    const pdf = await renderDocumentPdf(document, { compress: false });

    // Assess
    const text = textOf(pdf);
    expect(pageCount(pdf)).toBe(1);
    expect(text).toContain('Facture F-2026-000012');
    expect(text).toContain('Date d’émission : 1 avril 2026');
    expect(text).toContain('Date d’échéance : 1 mai 2026');
    expect(text).toContain('SAS au capital de 10 000 EUR');
    expect(text).toContain('Client Boutique Éléonore SARL 3 place du Marché 69002 Lyon France');
    expect(text).toContain('Désignation Qté HT TVA TTC');
    expect(text).toContain('Abonnement growth, mars 2026');
    expect(text).toContain('1 250 colis au-delà du forfait, mars 2026');
    expect(text).toContain(
      'Commission de succès 30 % sur le remboursement de 4 115,20 EUR — enquête clm_0001, UPS 1Z999AA10000000001',
    );
    expect(text).toContain('1 234,56 EUR 246,91 EUR 1 481,47 EUR');
    expect(text).toContain('Total HT 1 446,06 EUR TVA 20 % 289,21 EUR Total TTC 1 735,27 EUR');
    expect(text).toContain('Paiement par virement sur l’IBAN FR14 2004 1010 0505 0001 3M02 606');
    expect(text).toContain(
      'En cas de retard de paiement, pénalités au taux de trois fois le taux d’intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 EUR (art. L441-10 du Code de commerce). Pas d’escompte pour paiement anticipé.',
    );
    expect(text).not.toContain('Autoliquidation');
    expect(text).not.toContain('TVA non applicable');
  });

  it('renders a credit note citing its invoice, without payment terms', async () => {
    // Prepare
    const document = sampleDocument({
      type: 'credit_note',
      locale: 'fr',
      vatTreatment: 'reverse_charge',
      sequence: 13,
    });

    // Act
    const pdf = await renderDocumentPdf(document, { compress: false });

    // Assess
    const text = textOf(pdf);
    expect(pageCount(pdf)).toBe(1);
    expect(text).toContain('Avoir F-2026-000013');
    expect(text).toContain('Avoir sur la facture F-2026-000001');
    expect(text).toContain('Autoliquidation : article 196 de la directive 2006/112/CE');
    expect(text).toContain('Total TTC 1 446,06 EUR');
    expect(text).not.toContain('échéance');
    expect(text).not.toContain('Paiement par virement');
  });

  it('renders a statement with its documents and their statuses', async () => {
    // Prepare
    const document = sampleStatement('fr');

    // Act
    const pdf = await renderDocumentPdf(document, { compress: false });

    // Assess
    const text = textOf(pdf);
    expect(pageCount(pdf)).toBe(1);
    expect(text).toContain('Relevé S-2026-000001');
    expect(text).toContain('Mois : mars 2026');
    expect(text).toContain('Document Type TTC Statut');
    expect(text).toContain('F-2026-000001 Facture 1 481,47 EUR payée');
    expect(text).toContain('F-2026-000002 Facture 178,80 EUR à payer');
    expect(text).toContain('F-2026-000003 Facture 90,00 EUR en retard');
    expect(text).toContain('F-2026-000004 Avoir -90,00 EUR');
    expect(text).toContain('Total du mois 1 660,27 EUR');
    expect(text).not.toContain('Paiement par virement');
  });

  it('flows an 80-line invoice onto further pages, the table header on each', async () => {
    // Prepare
    const document = sampleDocument({ lines: sampleLines(80), vatTreatment: 'outside_eu', sequence: 14 });

    // Act
    const pdf = await renderDocumentPdf(document, { compress: false });

    // Assess
    const text = textOf(pdf);
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(text.split('Description Qty Net VAT Total').length - 1).toBe(pages);
    for (let index = 1; index <= 78; index++)
      expect(text).toContain(`UPS 1Z999AA1${String(index).padStart(10, '0')}`);
    expect(text).toContain('Maple Parcels Inc. 100 King Street West M5X 1A9 Toronto Canada Description');
    expect(text).toContain('VAT not applicable, article 259-1 of the French General Tax Code');
    expect(text).toContain(`F-2026-000014 — page ${pages} of ${pages}`);
  });

  it('draws only what the standard fonts can: a letter outside WinAnsi loses its accent', async () => {
    // Prepare
    const base = sampleDocument({ locale: 'fr', sequence: 15 });
    const document = {
      ...base,
      customer: { ...base.customer, name: 'Sklep Łódź Sp. z o.o.', city: 'Kraków' },
    };

    // Act
    const pdf = await renderDocumentPdf(document, { compress: false });

    // Assess
    const text = textOf(pdf);
    expect(text).toContain('Sklep Lódz Sp. z o.o.');
    expect(text).toContain('69002 Kraków');
  });

  it('renders the same bytes for the same document', async () => {
    // Prepare
    const document = sampleDocument({ locale: 'fr', lines: sampleLines(30), sequence: 16 });

    // Act
    const first = await renderDocumentPdf(document);
    const second = await renderDocumentPdf(structuredClone(document));

    // Assess
    expect(startsAsPdf(first)).toBe(true);
    expect(Buffer.compare(first, second)).toBe(0);
  });
});
