/**
 * Tracking-number check digits whose algorithms are public: UPS 1Z numbers and the UPU S10
 * international postal format (used by La Poste/Colissimo, Chronopost and TNT). Pure functions.
 */

/** UPS 1Z: '1Z' + 15 characters + a check digit; letters count as (code - 63) mod 10. */
export function upsCheckDigitValid(value: string): boolean {
  const number = value.toUpperCase();
  if (!/^1Z[0-9A-Z]{16}$/.test(number)) return false;
  const body = number.slice(2, 17);
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    const char = body[index]!;
    const digit = /\d/.test(char) ? Number(char) : (char.charCodeAt(0) - 63) % 10;
    sum += index % 2 === 1 ? digit * 2 : digit;
  }
  return (10 - (sum % 10)) % 10 === Number(number[17]);
}

const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

/** UPU S10: 2 letters, 8 serial digits, a check digit (weights 8,6,4,2,3,5,9,7, mod 11), 2-letter country. */
export function s10CheckDigitValid(value: string): boolean {
  const number = value.toUpperCase();
  if (!/^[A-Z]{2}\d{9}[A-Z]{2}$/.test(number)) return false;
  const sum = S10_WEIGHTS.reduce((total, weight, index) => total + weight * Number(number[2 + index]), 0);
  const remainder = 11 - (sum % 11);
  const check = remainder === 10 ? 0 : remainder === 11 ? 5 : remainder;
  return check === Number(number[10]);
}

/** The check digit S10 expects for an 8-digit serial (to build valid examples and fixtures). */
export function s10CheckDigit(serial: string): number {
  const sum = S10_WEIGHTS.reduce((total, weight, index) => total + weight * Number(serial[index]), 0);
  const remainder = 11 - (sum % 11);
  return remainder === 10 ? 0 : remainder === 11 ? 5 : remainder;
}
