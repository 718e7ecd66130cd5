/** DHL Express's line report (real rows in test/corpus/dhl; these are its cases, one by one). */
import { describe, expect, it } from 'vitest';
import type { ChargeLine } from '../charge-line';
import { readInvoice } from '../read-invoice';
import { placeOf } from './dhl-line-report';

const HEADER =
  'Invoice No,Invoice Date,Company Name,Account Number,Line Number,Item ID,DHL Product Description,PAL/COL,Amount,Weight Charge,Discount Amount,Discount Code,Tax Amount,Tax Code,AWB Number,Weight,Shipper Reference,Shipment Date,Origin Code,Destination Code,Shipper Details,Receiver Details';
const SHIPPER =
  'ANDREW WIRELESS SYSTEMS GMBH;Street 1;Street 2;Street 3;BUCHDORF;Bavaria;86675;DE;Person 1;mail@example.com;';
const RECEIVER =
  'OUTDOOR WIRELESS NETWORKS AUSTRALIA PTY LTD.;Street 4;Street 5;Street 6;MINCHINBURY;2770;AU;Person 2;';
const row = (
  line: number,
  description: string,
  amount: string,
  weight = '0',
  extra: Partial<Record<'tax' | 'date' | 'invoice', string>> = {},
) =>
  [
    extra.invoice ?? 'MELIR00804347',
    '6/05/2025',
    'OUTDOOR NETWORKS AUSTRALIA PTY LTD',
    '518344261',
    String(line),
    '',
    description,
    '1',
    amount,
    '',
    '',
    '',
    extra.tax ?? '0',
    extra.tax ? 'A' : 'B',
    '6159793625',
    weight,
    '22012973',
    extra.date ?? '1/04/2025',
    'NUERNBERG',
    'SYD. SYDNEY',
    `"${SHIPPER}"`,
    `"${RECEIVER}"`,
  ].join(',');

function read(rows: string[], currency?: string) {
  const lines: ChargeLine[] = [];
  const result = readInvoice(
    new TextEncoder().encode([HEADER, ...rows].join('\r\n')),
    'csv',
    (line) => lines.push(line),
    currency ? { currency } : {},
  );
  return { result, lines };
}

describe('the DHL Express line report', () => {
  it('reads the product row as the transport charge with its weight, and each surcharge apart', () => {
    const { result, lines } = read(
      [row(1, 'EXPRESS WORLDWIDE nondoc', '86.35', '4.5'), row(2, 'FUEL SURCHARGE', '24.18')],
      'AUD',
    );
    expect(result).toEqual({ layout: 'dhl_express_line_report', lines: 2, skipped: 0 });
    expect(lines[0]).toMatchObject({
      carrier: 'dhl_express',
      currency: 'AUD',
      invoiceNumber: 'MELIR00804347',
      invoiceDate: '2025-05-06',
      shipDate: '2025-04-01',
      trackingNumber: '6159793625',
      account: '518344261',
      references: ['22012973'],
      category: 'transportation',
      service: 'EXPRESS WORLDWIDE nondoc',
      billedWeightKg: 4.5,
      net: 86.35,
      origin: {
        country: 'DE',
        postalCode: '86675',
        city: 'BUCHDORF',
        company: 'ANDREW WIRELESS SYSTEMS GMBH',
      },
      destination: { country: 'AU', postalCode: '2770', city: 'MINCHINBURY' },
    });
    expect(lines[1]).toMatchObject({ category: 'fuel', net: 24.18, billedWeightKg: null, service: '' });
  });

  it('is read in EUR when not told the account’s currency (the report names none)', () => {
    expect(read([row(1, 'EXPRESS DOMESTIC', '14.8', '1')]).lines[0]!.currency).toBe('EUR');
  });

  it('skips an invoice line listed again, and keeps a line of amount 0', () => {
    const { result, lines } = read([
      row(1, 'DUTIES & TAXES', '0'),
      row(2, 'DUTY TAX PROCESSING', '21', '0', { tax: '2.1' }),
      row(2, 'DUTY TAX PROCESSING', '21', '0', { tax: '2.1' }),
      row(2, 'DUTY TAX PROCESSING', '21', '0', { tax: '2.1', invoice: 'MELIR00804348' }),
    ]);
    expect(result).toEqual({ layout: 'dhl_express_line_report', lines: 3, skipped: 1 });
    // The clearance fee is the carrier's own service (it bears GST), not a disbursed duty.
    expect(lines.map((line) => [line.category, line.net, line.vat])).toEqual([
      ['duties_taxes', 0, 0],
      ['other', 21, 2.1],
      ['other', 21, 2.1],
    ]);
  });

  it('reads a date Excel wrote as its serial number', () => {
    expect(
      read([row(1, 'EXPRESS WORLDWIDE nondoc', '49.64', '1.5', { date: '45744' })]).lines[0]!.shipDate,
    ).toBe('2025-03-28');
  });

  it('reads an address cell with or without a state and an e-mail', () => {
    expect(placeOf(SHIPPER)).toMatchObject({
      city: 'BUCHDORF',
      postalCode: '86675',
      country: 'DE',
      person: 'Person 1',
    });
    expect(placeOf('COMMSCOPE;a;b;c;SUZHOU;215021;CN;xuping;')).toMatchObject({
      company: 'COMMSCOPE',
      city: 'SUZHOU',
      postalCode: '215021',
      country: 'CN',
    });
    expect(placeOf('no country here')).toMatchObject({ company: 'no country here', country: '' });
  });
});
