/**
 * Amounts, percentages, quantities, dates and months as a billing document prints them in its
 * locale: en "1,234.56 EUR", fr "1 234,56 EUR". Amounts are formatted from integer cents with
 * integer arithmetic (no float rounding can add or lose a cent), and with a plain space where
 * French puts a narrow no-break space (Intl.NumberFormat's choice), which the PDF's standard fonts
 * cannot draw. Only country names come from Intl (Node ships full ICU data).
 */
import type { Labels } from './labels';

type Separators = Pick<Labels, 'decimalSeparator' | 'groupSeparator'>;

/** Digits grouped by thousands: 1234567 -> "1,234,567". */
const grouped = (digits: string, separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/** An integer with its thousands grouped, sign first. */
export function formatInteger(value: number, labels: Separators): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an integer: ${value}`);
  const sign = value < 0 ? '-' : '';
  return sign + grouped(String(Math.abs(value)), labels.groupSeparator);
}

/** Cents as an amount with its currency: -123456 -> "-1,234.56 EUR". */
export function formatMoney(cents: number, currency: string, labels: Separators): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an amount in cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  const units = grouped(String(Math.floor(magnitude / 100)), labels.groupSeparator);
  const hundredths = String(magnitude % 100).padStart(2, '0');
  return `${sign}${units}${labels.decimalSeparator}${hundredths} ${currency}`;
}

/** A percentage with up to 2 decimals and no trailing zeros: 27.5 -> "27,5" in French. */
export function formatPercent(percent: number, labels: Separators): string {
  const hundredths = Math.round(Math.abs(percent) * 100);
  const sign = percent < 0 && hundredths > 0 ? '-' : '';
  const whole = String(Math.floor(hundredths / 100));
  const decimals = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return sign + whole + (decimals ? labels.decimalSeparator + decimals : '');
}

/** A YYYY-MM-DD day in words: "15 March 2026", "15 mars 2026" (anything else as it came). */
export function formatDate(day: string, labels: Pick<Labels, 'date' | 'months'>): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? labels.months[Number(match[2]) - 1] : undefined;
  if (!match || month === undefined) return day;
  return labels.date
    .replace('{day}', String(Number(match[3])))
    .replace('{month}', month)
    .replace('{year}', match[1]!);
}

/** A YYYY-MM month in words: "March 2026", "mars 2026" (anything else as it came). */
export function formatMonth(period: string, labels: Pick<Labels, 'months'>): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  const month = match ? labels.months[Number(match[2]) - 1] : undefined;
  return match && month !== undefined ? `${month} ${match[1]}` : period;
}

/** An IBAN in groups of 4 characters, as it is printed for people to copy. */
export const formatIban = (iban: string) =>
  iban
    .replace(/\s+/g, '')
    .replace(/(.{4})(?=.)/g, '$1 ')
    .toUpperCase();

const countryNames = new Map<string, Intl.DisplayNames>();

/** An ISO 3166 country code's name in the locale ("DE" -> "Germany", "Allemagne"), else the code. */
export function countryName(code: string, locale: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  let names = countryNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    countryNames.set(locale, names);
  }
  return names.of(code) ?? code;
}
