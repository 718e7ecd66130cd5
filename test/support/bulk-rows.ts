/**
 * Rows of a bulk claim file, as many as wanted, every one valid (UPS tracking numbers with their
 * check digit, goods that add up): for the benchmarks and the crash suite.
 */
import type { BulkCells } from '../../shared/bulk/columns';
import { upsCheckDigitValid } from '../../shared/carriers/tracking-numbers';

/** A valid UPS tracking number for row n (the check digit computed by trying the ten). */
export function upsTracking(n: number): string {
  const stem = `1Z${(n * 7919).toString(36).toUpperCase().padStart(6, '0').slice(-6)}01${String(n).padStart(7, '0')}`;
  for (let digit = 0; digit < 10; digit++)
    if (upsCheckDigitValid(`${stem}${digit}`)) return `${stem}${digit}`;
  throw new Error('no check digit');
}

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** Row n of a file: a lost or damaged parcel of running shoes, sold yesterday. */
export const bulkRow = (n: number): BulkCells => ({
  carrier: 'UPS',
  tracking_number: upsTracking(n),
  issue: n % 3 ? 'Lost' : 'Damaged',
  reference: `ORDER-${100000 + n}`,
  sales_date: yesterday(),
  description: `Running shoes, model ${n % 97}, size ${36 + (n % 12)}, colour ${['black', 'white', 'red'][n % 3]}, order line ${n} of the spring sale`,
  nb_of_items: String(1 + (n % 4)),
  unit_price: '49,90',
  amount_excl: '83,17',
  amount_incl: '99,80',
  tax_percentage: '20%',
  currency_code: 'EUR',
});
