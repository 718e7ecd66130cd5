/**
 * DHL Express invoice line report (CSV, header, 22 columns): one row per charge, the shipment's
 * product row first ('EXPRESS WORLDWIDE nondoc', with the billed weight in 'Weight') then its
 * surcharges ('FUEL SURCHARGE', 'REMOTE AREA DELIVERY', 'CHANGE OF BILLING', duties...), each with
 * its net 'Amount' and its 'Tax Amount' apart. The sender and the receiver are each one cell of
 * `;`-separated parts: name; three street lines; city; state (some countries); postcode; country
 * code; contact; e-mail.
 *
 * Source: real DHL Express Australia reports (test/corpus/dhl, with their README). Read from them:
 * dates are day first ('6/05/2025'); 'Amount' is net of tax (tax code A bears 10% GST, B and Z
 * none); 'Weight Charge' and 'Discount Amount' are empty on every row; only the product row has a
 * weight.
 *
 * The report names no currency: its amounts are in the currency of the account DHL bills, which the
 * reader is told (the merchant's company's), never guessed from the rows.
 */
import { type ChargeLine, NO_PLACE, type Place } from '../charge-line';
import {
  amountOf,
  blankLine,
  type Columns,
  categoryOfLabel,
  cellsOf,
  dateOf,
  grossLessDiscount,
  hasColumns,
  locateColumns,
  trackingOf,
} from './read';

const NAMES = {
  invoiceNumber: ['Invoice No'],
  invoiceDate: ['Invoice Date'],
  account: ['Account Number'],
  description: ['DHL Product Description'],
  lineNumber: ['Line Number'],
  pieces: ['PAL/COL'],
  amount: ['Amount'],
  discount: ['Discount Amount'],
  tax: ['Tax Amount'],
  tracking: ['AWB Number'],
  weight: ['Weight'],
  reference: ['Shipper Reference'],
  shipDate: ['Shipment Date'],
  origin: ['Origin Code'],
  destination: ['Destination Code'],
  shipper: ['Shipper Details'],
  receiver: ['Receiver Details'],
} as const;
type Column = keyof typeof NAMES;
export type DhlLineReportHeader = Columns<Column>;

/** The positions of a DHL Express line report's header, or null when the row is not one. */
export function dhlLineReportHeader(row: readonly string[]): DhlLineReportHeader | null {
  const columns = locateColumns<Column>(row, NAMES);
  return hasColumns(columns, ['invoiceNumber', 'tracking', 'description', 'amount', 'receiver'])
    ? columns
    : null;
}

const COUNTRY = /^[A-Z]{2}$/;

/** One `;`-separated address cell as a place: the country is its last two-letter part. */
export function placeOf(details: string): Place {
  const parts = details.split(';').map((part) => part.trim());
  let at = -1;
  for (let index = parts.length - 1; index > 0; index--)
    if (COUNTRY.test(parts[index]!)) {
      at = index;
      break;
    }
  if (at < 0) return { ...NO_PLACE, company: parts[0] ?? '' };
  return {
    ...NO_PLACE,
    company: parts[0] ?? '',
    // name, three street lines, then the city (a state may sit between it and the postcode).
    city: at >= 6 ? (parts[4] ?? '') : '',
    postalCode: parts[at - 1] ?? '',
    country: parts[at]!,
    person: parts[at + 1] ?? '',
  };
}

/**
 * Reads a report's rows as charge lines (a row of amount 0 too: 'DUTIES & TAXES' at 0 still says the
 * invoice is the parcel's duties bill): none for a row without an air waybill, nor
 * for an invoice line listed again (the same invoice and line number: real reports repeat lines, and
 * a line listed twice is billed once).
 */
export class DhlLineReportReader {
  private readonly seen = new Set<string>();
  constructor(
    private readonly header: DhlLineReportHeader,
    private readonly currency: string,
  ) {}

  read(row: readonly string[], sourceLine: number): ChargeLine | null {
    const cell = cellsOf(row, this.header);
    const line = cell('lineNumber');
    if (line) {
      const key = `${cell('invoiceNumber')}|${line}`;
      if (this.seen.has(key)) return null;
      this.seen.add(key);
    }
    return dhlLineReportLine(cell, sourceLine, this.currency);
  }
}

function dhlLineReportLine(
  cell: (column: Column) => string,
  sourceLine: number,
  currency: string,
): ChargeLine | null {
  const tracking = trackingOf(cell('tracking'));
  const amount = amountOf(cell('amount'));
  if (!tracking) return null;
  const weight = amountOf(cell('weight'));
  const description = cell('description');
  const category = categoryOfLabel(description);
  return {
    ...blankLine('dhl_express', sourceLine),
    account: cell('account'),
    invoiceNumber: cell('invoiceNumber'),
    invoiceDate: dateOf(cell('invoiceDate')),
    currency,
    trackingNumber: tracking,
    references: cell('reference') ? [cell('reference')] : [],
    shipDate: dateOf(cell('shipDate')),
    service: weight > 0 ? description : '',
    origin: placeOf(cell('shipper')),
    destination: placeOf(cell('receiver')),
    billedWeightKg: weight > 0 ? weight : null,
    // The product row carries the weight: it is the transport charge whatever its name.
    category: weight > 0 && category !== 'duties_taxes' ? 'transportation' : category,
    rawDescription: description,
    ...grossLessDiscount(amount, amountOf(cell('discount'))),
    vat: amountOf(cell('tax')),
  };
}
