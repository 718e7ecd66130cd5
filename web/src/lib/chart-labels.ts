/**
 * How Home and the dashboards name the points of a graph, in the person's language: months
 * ('YYYY-MM') and ISO weeks ('YYYY-Www') as the claim center writes them, carriers by their name,
 * services as the invoice wrote them (after their carrier), countries by their name, and the two
 * points the server adds itself ('~other': the values past the top ones; '~unknown': not stated).
 */
import { carrierById } from '@shared/carriers/carriers';
import { type Dimension, OTHER_VALUE, UNKNOWN_VALUE, type Unit } from '@shared/dashboards/catalog';
import type { IntlShape } from 'react-intl';

export const carrierName = (carrier: string) => carrierById(carrier)?.name ?? carrier;

/** A month ('YYYY-MM') as 'Nov 26', an ISO week ('YYYY-Www') as 'W47'. */
export function periodLabel(intl: IntlShape, key: string): string {
  if (/^\d{4}-\d{2}$/.test(key))
    return intl.formatDate(`${key}-01T12:00:00Z`, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  const week = /^\d{4}-W(\d{2})$/.exec(key);
  return week ? intl.formatMessage({ id: 'chart.weekLabel' }, { week: week[1] }) : key;
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the person's language (one formatter per language). */
export function countryName(locale: string, code: string): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    // Not a region code Intl knows: shown as the invoice gave it.
    return code;
  }
}

/** A service as its invoice named it ('Not stated' when it did not). */
export const serviceLabel = (intl: IntlShape, service: string) =>
  service === UNKNOWN_VALUE ? intl.formatMessage({ id: 'chart.unknown' }) : service;

/** The label of one point of a graph cut by `dimension`. */
export function pointLabel(intl: IntlShape, dimension: Dimension, key: string): string {
  if (key === OTHER_VALUE) return intl.formatMessage({ id: 'chart.other' });
  if (key === UNKNOWN_VALUE) return intl.formatMessage({ id: 'chart.unknown' });
  switch (dimension) {
    case 'period':
      return periodLabel(intl, key);
    case 'carrier':
      return carrierName(key);
    case 'destination':
      return countryName(intl.locale, key);
    case 'service': {
      // 'ups~Standard': the service as its invoice named it, after its carrier.
      const cut = key.indexOf('~');
      if (cut <= 0) return key;
      return `${carrierName(key.slice(0, cut))} · ${serviceLabel(intl, key.slice(cut + 1))}`;
    }
  }
}

/** The spec's default currency: money with none yet (no amount at all) is shown in it. */
const DEFAULT_CURRENCY = 'EUR';

/** A figure as a person reads it: an amount in its currency, a count, or a percentage (0 to 100). */
export function valueFormat(
  intl: IntlShape,
  unit: Unit,
  currency: string | null,
): { format: (value: number) => string; axis: (value: number) => string } {
  switch (unit) {
    case 'money': {
      const shown = currency ?? DEFAULT_CURRENCY;
      return {
        format: (value) => intl.formatNumber(value, { style: 'currency', currency: shown }),
        axis: (value) =>
          intl.formatNumber(value, { style: 'currency', currency: shown, notation: 'compact' }),
      };
    }
    case 'percent':
      return {
        format: (value) => intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 1 }),
        axis: (value) => intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 0 }),
      };
    case 'count':
      return {
        format: (value) => intl.formatNumber(value),
        // A count axis marks whole numbers only.
        axis: (value) => (Number.isInteger(value) ? intl.formatNumber(value, { notation: 'compact' }) : ''),
      };
  }
}
