/**
 * The check digits of VAT numbers, per country: a number that passes its country's pattern
 * (`company.ts`) but not these was mistyped, and is refused before anyone asks VIES. Pure
 * functions over the compact number (country prefix included), for the browser and the server.
 *
 * The algorithms are the ones the tax administrations publish, as implemented and tested by
 * python-stdnum (https://github.com/arthurdejong/python-stdnum, LGPL; read, not copied: each
 * function names the module it follows). The test numbers beside this file come from its doctests
 * (tests/test_eu_vat.doctest, tests/test_ch_uid.doctest, tests/test_gb_vat.doctest), numbers found
 * published online.
 */

const digits = (value: string) => [...value].map(Number);
const isDigits = (value: string) => /^\d+$/.test(value);

/** Luhn (ISO/IEC 7812-1): the sum with every second digit from the right doubled; 0 when valid. */
function luhnChecksum(value: string): number {
  let sum = 0;
  for (const [index, digit] of digits(value).reverse().entries()) {
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10;
}

/** ISO 7064 MOD 11,10 (stdnum/iso7064/mod_11_10.py): valid when the checksum is 1. */
function mod1110Valid(value: string): boolean {
  let check = 5;
  for (const digit of digits(value)) check = ((((check || 10) * 2) % 11) + digit) % 10;
  return check === 1;
}

/** ISO 7064 MOD 97-10 over digits and letters (A=10 … Z=35): valid when the remainder is 1. */
function mod9710Valid(value: string): boolean {
  let remainder = 0;
  for (const char of value) {
    const part = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of part) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

const weighted = (value: string, weights: readonly number[]) =>
  weights.reduce((sum, weight, index) => sum + weight * Number(value[index]), 0);

/**
 * France (stdnum/fr/tva.py): the SIREN (9 digits, Luhn, but Monaco's numbers start 000 and are
 * no SIREN), then a numeric key = (12 + 3 × (SIREN mod 97)) mod 97, which is (SIREN·100 + 12) mod 97;
 * the old alphanumeric keys have their own formula.
 */
const FR_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
function fr(number: string): boolean {
  const key = number.slice(0, 2);
  const siren = number.slice(2);
  if (siren.length !== 9 || !isDigits(siren)) return false;
  if (!siren.startsWith('000') && luhnChecksum(siren) !== 0) return false;
  if (isDigits(key)) return Number(key) === (12 + 3 * (Number(siren) % 97)) % 97;
  const first = FR_ALPHABET.indexOf(key[0] ?? '');
  const second = FR_ALPHABET.indexOf(key[1] ?? '');
  if (first < 0 || second < 0) return false;
  const check = isDigits(key[0] ?? '') ? first * 24 + second - 10 : first * 34 + second - 100;
  return (Number(siren) + 1 + Math.floor(check / 11)) % 11 === check % 11;
}

/** Belgium (stdnum/be/vat.py): 10 digits, the last two are 97 − (the first eight mod 97). */
const be = (number: string) =>
  Number(number) > 0 && (Number(number.slice(0, -2)) + Number(number.slice(-2))) % 97 === 0;

/** Germany (stdnum/de/vat.py): 9 digits, no leading 0, ISO 7064 MOD 11,10. */
const de = (number: string) => number[0] !== '0' && mod1110Valid(number);

/**
 * Italy (stdnum/it/iva.py): 11 digits: the company number (not all zeros), the office code
 * (001–100, 120, 121, 888, 999), and a Luhn check digit.
 */
function it(number: string): boolean {
  const office = number.slice(7, 10);
  const officeKnown = (office >= '001' && office <= '100') || ['120', '121', '888', '999'].includes(office);
  return Number(number.slice(0, 7)) > 0 && officeKnown && luhnChecksum(number) === 0;
}

/** Spain (stdnum/es/nif.py, dni.py, nie.py, cif.py): the DNI letter, the NIE's, or a company's CIF check. */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
function es(number: string): boolean {
  const first = number[0] ?? '';
  const body = number.slice(1, -1);
  const last = number.slice(-1);
  if (!isDigits(body)) return false;
  if ('KLM'.includes(first)) return last === DNI_LETTERS[Number(body) % 23];
  if (isDigits(first)) return last === DNI_LETTERS[Number(first + body) % 23];
  if ('XYZ'.includes(first)) return last === DNI_LETTERS[Number(String('XYZ'.indexOf(first)) + body) % 23];
  if (!'ABCDEFGHJNPQRSUVW'.includes(first)) return false;
  // The CIF: a Luhn check digit over the seven digits, written as a digit or as a letter
  // (JABCDEFGHI); which kind each organisation type uses is published inconsistently, so either.
  const check = (10 - luhnChecksum(`${body}0`)) % 10;
  return last === String(check) || last === 'JABCDEFGHI'[check];
}

/**
 * The Netherlands (stdnum/nl/btw.py): the RSIN or BSN (the "eleven test", weights 9…2 and −1)
 * before B and two digits, or, since 1 January 2020, a sole trader's btw-id whose check is
 * ISO 7064 MOD 97-10 over the whole number, NL included.
 */
function nl(number: string): boolean {
  const base = number.slice(0, 9);
  if (Number(base) <= 0 || Number(number.slice(10)) <= 0) return false;
  const eleven = (weighted(base, [9, 8, 7, 6, 5, 4, 3, 2]) - Number(base[8])) % 11 === 0;
  return eleven || mod9710Valid(`NL${number}`);
}

/** Luxembourg (stdnum/lu/tva.py): 8 digits, the last two are the first six mod 89. */
const lu = (number: string) => Number(number.slice(0, 6)) % 89 === Number(number.slice(6));

/** Austria (stdnum/at/uid.py): U and 8 digits, the last = (6 − the Luhn checksum of the 7 before it) mod 10. */
const at = (number: string) =>
  (((6 - luhnChecksum(number.slice(1, 8))) % 10) + 10) % 10 === Number(number.slice(8));

/** Poland (stdnum/pl/nip.py): 10 digits, weights 6 5 7 2 3 4 5 6 7 and −1, sum mod 11 = 0. */
const pl = (number: string) => weighted(number, [6, 5, 7, 2, 3, 4, 5, 6, 7, -1]) % 11 === 0;

/** Portugal (stdnum/pt/nif.py): 9 digits, no leading 0, check = (11 − Σ weights 9…2) mod 11 mod 10. */
const pt = (number: string) => {
  const sum = weighted(number, [9, 8, 7, 6, 5, 4, 3, 2]);
  return number[0] !== '0' && ((11 - (sum % 11)) % 11) % 10 === Number(number[8]);
};

/**
 * Ireland (stdnum/ie/vat.py): 7 digits, a check letter and an optional second letter (2013 format),
 * or the old format whose second character is a letter or + or *.
 */
const IE_ALPHABET = 'WABCDEFGHIJKLMNOPQRSTUV';
function ieCheck(seven: string, extra: string): string {
  const sum =
    weighted(seven.padStart(7, '0'), [8, 7, 6, 5, 4, 3, 2]) + 9 * Math.max(IE_ALPHABET.indexOf(extra), 0);
  return IE_ALPHABET[sum % 23] ?? '';
}
function ie(number: string): boolean {
  if (isDigits(number.slice(0, 7))) return number[7] === ieCheck(number.slice(0, 7), number.slice(8));
  if (number.length !== 8 || !/[A-Z+*]/.test(number[1] ?? '')) return false;
  return number[7] === ieCheck(number.slice(2, 7) + number[0], '');
}

/** Switzerland (stdnum/ch/uid.py): CHE and 9 digits, weights 5 4 3 2 7 6 5 4, check = (11 − sum) mod 11. */
const ch = (number: string) =>
  String((11 - (weighted(number.slice(3), [5, 4, 3, 2, 7, 6, 5, 4]) % 11)) % 11) === number.slice(11, 12);

/**
 * The United Kingdom (stdnum/gb/vat.py): 9 digits (12 with a branch), weights 8…2, 10, 1, sum mod 97
 * is 0, or 42 or 55 for numbers from 100 on (the 2010 series); government departments and health
 * authorities (GD, HA) have no check digits.
 */
function gb(number: string): boolean {
  if (number.startsWith('GD')) return Number(number.slice(2)) < 500;
  if (number.startsWith('HA')) return Number(number.slice(2)) >= 500;
  const sum = weighted(number, [8, 7, 6, 5, 4, 3, 2, 10, 1]) % 97;
  return Number(number.slice(0, 3)) >= 100 ? [0, 42, 55].includes(sum) : sum === 0;
}

/** Each country's check, given the number without its prefix (CH and GB keep theirs: CHE, GD, HA). */
const CHECKS: Record<string, (number: string) => boolean> = {
  FR: fr,
  BE: be,
  DE: de,
  IT: it,
  ES: es,
  NL: nl,
  LU: lu,
  AT: at,
  PL: pl,
  PT: pt,
  IE: ie,
  CH: (number) => ch(`CH${number}`.slice(0, 12)),
  GB: gb,
};

/**
 * Whether a VAT number's check digits are right. `vat` is compact (upper case, no separators) and
 * already matches its country's pattern; a country without a published algorithm passes.
 */
export function vatCheckDigitsValid(country: string, vat: string): boolean {
  const check = CHECKS[country];
  return check ? check(vat.slice(2)) : true;
}

/** The countries whose check digits are checked (for the tests and the README). */
export const CHECKED_COUNTRIES = Object.keys(CHECKS);
