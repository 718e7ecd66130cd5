/** Decimal numbers as people and their spreadsheets write them, read the same everywhere. */

/**
 * A decimal number as merchants write it: '12.50', '12,50', '1 234,56', '1.234,56', '1,234.56'.
 * When both separators appear, the last one is the decimal separator and the other groups
 * thousands. Returns null for anything else.
 */
const PLAIN_DECIMAL = /^\d{1,15}(?:[.,]\d{1,15})?$/;

export function readDecimal(text: string): number | null {
  // Most cells are plain ('12', '49,90', '83.17'): read them without the general rules below.
  if (PLAIN_DECIMAL.test(text)) return Number(text.replace(',', '.'));
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d[\d.,]*$/.test(compact) && !/^[.,]\d+$/.test(compact)) return null;
  const lastComma = compact.lastIndexOf(',');
  const lastPoint = compact.lastIndexOf('.');
  let normalised = compact;
  if (lastComma >= 0 && lastPoint >= 0) {
    const decimal = lastComma > lastPoint ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    normalised = compact.split(group).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    // One comma is a decimal comma; several are thousands groups ('1,234,567').
    normalised =
      (compact.match(/,/g) ?? []).length === 1 ? compact.replace(',', '.') : compact.replace(/,/g, '');
  } else if ((compact.match(/\./g) ?? []).length > 1) {
    normalised = compact.replace(/\./g, '');
  }
  if (!/^\d*\.?\d+$|^\d+\.$/.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}
