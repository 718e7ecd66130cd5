/**
 * Days, months and ISO weeks as the company lives them: a moment is cut into its day in the
 * company's time zone (Europe/Paris unless the company says otherwise), so a claim opened at
 * 00:30 in Paris on the 1st counts in that month, not in the last one as UTC would have it.
 * A calendar date (an invoice's date) is its own day in every zone.
 */

export const DEFAULT_TIME_ZONE = 'Europe/Paris';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The day (YYYY-MM-DD) a moment falls on in `timeZone`. */
export function localDay(at: string | Date, timeZone = DEFAULT_TIME_ZONE): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(typeof at === 'string' ? new Date(at) : at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** YYYY-MM of a day (YYYY-MM-DD). */
export const monthOf = (day: string) => day.slice(0, 7);

/** ISO 8601 week of a day (YYYY-MM-DD), as YYYY-Www: weeks start on Monday; week 1 holds the first Thursday. */
export function weekOf(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The `count` months up to the month of `day`, oldest first (YYYY-MM). */
export function lastMonths(day: string, count: number): string[] {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

/** The month before the month of `day` (YYYY-MM). */
export const previousMonth = (day: string) => lastMonths(day, 2)[0]!;

/** The `count` ISO weeks up to the week of `day`, oldest first (YYYY-Www). */
export function lastWeeks(day: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => weekOf(addDays(day, -7 * (count - 1 - index))));
}

/** A company's time zone when it names a valid one, else the default. */
export function zoneOrDefault(timeZone: string | null | undefined): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
