/**
 * The demo merchant's sales data (issue 40): orders numbered as its claims' references are
 * (`CMD-1001`...), each a few goods lines from a French fashion and home catalogue, with its
 * customer. Worked out from the order's number and a date alone (no randomness), so every first
 * start has the same orders: the API batches of the last twelve months and one SFTP orders file.
 */
import type { OrderInput } from '@shared/integrations/orders';
import { ORDER_FILE_COLUMNS } from '@shared/integrations/sftp';

const DAY_MS = 86_400_000;

/** Goods the demo merchant sells: description and unit price excluding VAT (euros). */
const CATALOGUE: [string, number][] = [
  ['Robe portefeuille en lin', 74.92],
  ['Chemise en coton bio', 45.75],
  ['Pull col rond en laine mérinos', 82.5],
  ['Jean droit brut', 66.58],
  ['Manteau long en laine', 199.17],
  ['Foulard en soie imprimé', 37.42],
  ['Sac cabas en cuir', 124.17],
  ['Ceinture en cuir tressé', 32.5],
  ['Baskets en toile', 57.42],
  ['Bottines en cuir', 132.5],
  ['Lampe à poser en laiton', 89.17],
  ['Vase en grès émaillé', 37.92],
  ['Plaid en laine', 65.83],
  ['Coussin en lin lavé', 29.08],
  ['Bougie parfumée figue', 24.17],
  ['Service de table en faïence', 115.83],
];

const FIRST_NAMES = [
  'Léa',
  'Hugo',
  'Chloé',
  'Louis',
  'Manon',
  'Jules',
  'Inès',
  'Gabriel',
  'Camille',
  'Arthur',
  'Jade',
  'Raphaël',
];
const LAST_NAMES = [
  'Durand',
  'Moreau',
  'Lefebvre',
  'Girard',
  'Fontaine',
  'Rousseau',
  'Blanc',
  'Garnier',
  'Chevalier',
  'Faure',
  'Mercier',
];

const money = (value: number) => value.toFixed(2);
const isoDay = (at: Date) => at.toISOString().slice(0, 10);
/** Without accents, for an e-mail address. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Order `CMD-<number>`, sold on `soldOn`: one to three lines, VAT 20 %, its customer. */
export function demoOrder(number: number, soldOn: Date): OrderInput {
  const lineCount = 1 + (number % 3);
  const lines = Array.from({ length: lineCount }, (_, index) => {
    const [description, unitPrice] = CATALOGUE[(number * 7 + index * 5) % CATALOGUE.length]!;
    const items = 1 + ((number + index) % 4 === 0 ? 1 : 0);
    const excl = Math.round(unitPrice * items * 100) / 100;
    return {
      sales_date: isoDay(soldOn),
      description,
      nb_of_items: String(items),
      unit_price: money(unitPrice),
      amount_excl: money(excl),
      amount_incl: money(Math.round(excl * 120) / 100),
      tax_percentage: '20',
      currency_code: 'EUR',
    };
  });
  const first = FIRST_NAMES[number % FIRST_NAMES.length]!;
  const last = LAST_NAMES[(number * 5) % LAST_NAMES.length]!;
  return {
    order_number: `CMD-${number}`,
    lines,
    customer: { name: `${first} ${last}`, email: `${plain(first)}.${plain(last)}@mail.example` },
  };
}

export interface ApiBatch {
  /** When the shop's system sent it. */
  at: Date;
  orders: OrderInput[];
}

/** Orders sent by API: a batch a month over the last twelve months, `CMD-1001` on, oldest first. */
export function apiBatches(now: Date, total = 40, firstNumber = 1001): ApiBatch[] {
  const months = 12;
  const batches: ApiBatch[] = [];
  let number = firstNumber;
  for (let month = 0; month < months; month++) {
    // The older batches take the remainder: 40 orders are 4 + 4 + 4 + 4 + 3 x 8.
    const size = Math.floor(total / months) + (month < total % months ? 1 : 0);
    // The newest batch three days ago, each earlier one a month (30 days) before.
    const at = new Date(now.getTime() - ((months - 1 - month) * 30 + 3) * DAY_MS);
    const orders = Array.from({ length: size }, (_, index) =>
      demoOrder(number + index, new Date(at.getTime() - (1 + ((number + index) % 3)) * DAY_MS)),
    );
    number += size;
    batches.push({ at, orders });
  }
  return batches;
}

/** A CSV cell: quoted when it holds a separator, a quote or a line break. */
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The SFTP orders file: one row per goods line, the spec's columns as headers, the orders sold over
 * the month before `receivedAt`, numbered from `firstNumber`.
 */
export function sftpOrdersFile(
  receivedAt: Date,
  count = 60,
  firstNumber = 1041,
): { name: string; csv: string; orders: number } {
  const rows: string[] = [ORDER_FILE_COLUMNS.join(',')];
  for (let index = 0; index < count; index++) {
    const number = firstNumber + index;
    // Sold over the 30 days before the file, oldest first.
    const soldOn = new Date(receivedAt.getTime() - (30 - Math.floor((index * 30) / count)) * DAY_MS);
    const order = demoOrder(number, soldOn);
    for (const line of order.lines) {
      const cells: Record<(typeof ORDER_FILE_COLUMNS)[number], string> = {
        order_number: order.order_number,
        ...line,
        currency_code: line.currency_code ?? 'EUR',
        customer_name: order.customer?.name ?? '',
        customer_email: order.customer?.email ?? '',
      };
      rows.push(ORDER_FILE_COLUMNS.map((column) => csvCell(cells[column])).join(','));
    }
  }
  return { name: `commandes-${isoDay(receivedAt)}.csv`, csv: `${rows.join('\r\n')}\r\n`, orders: count };
}
