/**
 * What every invoice layout parser shares: the CSV rows one at a time (papaparse's step: the
 * lines are never all held at once), amounts and dates as carriers write them, and the charge
 * category read from a carrier's label in English or French.
 */
import Papa from 'papaparse';
import { readDecimal } from '../../claims/cells';
import type { ChargeCategory } from '../charge-line';

/** Calls `onRow` with each row of a CSV text (decoded by ../../bulk/parse's decodeText) and its 1-based line number; `,` `;` or tab. */
export function forEachCsvRow(text: string, onRow: (row: string[], line: number) => void): string {
  let line = 0;
  let delimiter = ',';
  Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
    step: (results) => {
      line++;
      delimiter = results.meta.delimiter;
      onRow(results.data, line);
    },
  } as Papa.ParseConfig<string[]>);
  return delimiter;
}

/** An amount as invoices write it: '12.50', '12,50', '-3.20', '(3.20)', '1 234,56'; '' is 0. */
export function amountOf(text: string | undefined): number {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return 0;
  const negative = trimmed.startsWith('-') || (trimmed.startsWith('(') && trimmed.endsWith(')'));
  const digits = trimmed.replace(/^[-(]|\)$/g, '').replace(/[€$£A-Z\s]/gi, '');
  const value = readDecimal(digits);
  if (value === null) return 0;
  return negative ? -value : value;
}

/** A date as invoices write it (YYYY-MM-DD, YYYYMMDD, DD/MM/YYYY, MM/DD/YYYY with `usDates`) as YYYY-MM-DD. */
export function dateOf(text: string | undefined, usDates = false): string {
  const trimmed = (text ?? '').trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})/.exec(trimmed);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  match = /^(\d{4})(\d{2})(\d{2})$/.exec(trimmed);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  match = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(trimmed);
  if (match) {
    const [first, second] = usDates ? [match[2]!, match[1]!] : [match[1]!, match[2]!];
    return `${match[3]}-${second.padStart(2, '0')}-${first.padStart(2, '0')}`;
  }
  return '';
}

/** Labels carriers give their charges, English and French, and what each is. First match wins. */
const LABELS: [RegExp, ChargeCategory][] = [
  [/fuel|carburant|gazole|\bfsc\b/i, 'fuel'],
  [/residential|r[ée]sidentiel|livraison (à|a) domicile|\bres\b/i, 'residential'],
  [/address correction|correction d.adresse|\badc\b/i, 'address_correction'],
  [/additional handling|manutention|\bahc?\b/i, 'additional_handling'],
  [/large package|over maximum|oversize|hors norme|encombrant|\blps\b/i, 'oversize'],
  [/saturday|samedi/i, 'saturday'],
  [
    /remote|extended area|zone [ée]loign[ée]e|corse|corsica|\b[îi]les?\b|difficile d.acc[èe]s/i,
    'remote_area',
  ],
  [/delivery area|\be?das\b|zone de livraison/i, 'delivery_area'],
  [/declared value|valeur d[ée]clar[ée]e|ad valorem|assurance/i, 'declared_value'],
  [/signature|delivery confirmation|remise contre signature/i, 'signature'],
  [/c\.?o\.?d|cash on delivery|contre[- ]remboursement/i, 'cod'],
  [/pick ?up|on call|enl[èe]vement|ramassage/i, 'pickup'],
  [/peak|demand|haute saison|surcharge de pointe/i, 'peak'],
  [/return to sender|retour (à|a) l.exp[ée]diteur|\brts\b/i, 'return_to_sender'],
  [/\bvat\b|\btva\b/i, 'vat'],
  [/duty|duties|customs|droits? de douane|douane|import tax/i, 'duties_taxes'],
  [/correction|adjustment|r[ée]gularisation|ajustement/i, 'adjustment'],
  [
    /freight|transport|shipping charge|affranchissement|\bfrt\b|standard|express|saver|[ée]conomique/i,
    'transportation',
  ],
];

export function categoryOfLabel(label: string): ChargeCategory {
  for (const [pattern, category] of LABELS) if (pattern.test(label)) return category;
  return 'other';
}

const KG_PER = { K: 1, L: 0.45359237, O: 0.028349523125 } as const;

/** A weight in kg from a value and a UPS-style unit (K, L, O; kilograms when absent). */
export function kilograms(value: string | undefined, unit: string | undefined): number | null {
  const amount = amountOf(value);
  if (!amount) return null;
  const factor = KG_PER[(unit ?? 'K').trim().toUpperCase().charAt(0) as keyof typeof KG_PER] ?? 1;
  return Math.round(amount * factor * 1000) / 1000;
}

/** '12.0x 9.0x 7.0' (or three cells) as cm, longest side first; `inches` converts. */
export function dimensionsCm(parts: string[], inches: boolean): [number, number, number] | null {
  const values = parts.map((part) => amountOf(part)).filter((value) => value > 0);
  if (values.length !== 3) return null;
  const factor = inches ? 2.54 : 1;
  const [a, b, c] = values.map((value) => Math.round(value * factor * 10) / 10).sort((x, y) => y - x);
  return [a!, b!, c!];
}
