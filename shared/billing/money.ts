/**
 * Money on billing documents: integer cents everywhere, and one rounding rule, half-up (away from
 * zero) once per document line. A line's fee and its VAT are rounded on the line; a document's
 * totals are the sums of its lines, so the lines always add up to the total and a credit note that
 * repeats an invoice's lines cancels it to the cent.
 */

/** `numerator / denominator` rounded half-up (half away from zero), in integers. */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0)
    throw new RangeError('divideHalfUp takes safe integers and a positive denominator');
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.abs(numerator);
  const result = sign * Math.floor((2 * magnitude + denominator) / (2 * denominator));
  return result === 0 ? 0 : result;
}

/** `percent` % of `cents`, rounded half-up (a fee, a VAT amount). `percent` may have 2 decimals. */
export const percentOf = (cents: number, percent: number) =>
  divideHalfUp(cents * Math.round(percent * 100), 10_000);

/** Cents from a decimal amount as carriers and people write it (12.345 would be refused upstream). */
export const toCents = (amount: number) => Math.round(amount * 100);
