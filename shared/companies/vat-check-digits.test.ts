import { describe, expect, it } from 'vitest';
import { vatValid } from './company';
import { CHECKED_COUNTRIES, vatCheckDigitsValid } from './vat-check-digits';

/**
 * Real numbers published online, from python-stdnum's doctests (tests/test_eu_vat.doctest, its
 * mangled-check-digit section for the refused ones; tests/test_ch_uid.doctest, test_gb_vat.doctest).
 */
const PUBLISHED: Record<string, string[]> = {
  FR: ['FR04409414364', 'FR09434086930', 'FR11424872836', 'FR13393892815', 'FR40303265045', 'FRK7399859412'],
  BE: ['BE0202239951', 'BE0220764971', 'BE0248015142', 'BE0402918402', 'BE0407139583', 'BE0408299922'],
  DE: ['DE113866163', 'DE231969187', 'DE265265318', 'DE267297673', 'DE118619592', 'DE125014955'],
  IT: ['IT01404480202', 'IT00618280499', 'IT00595000217', 'IT00118439991', 'IT00193180932', 'IT00520800319'],
  ES: ['ESQ0818001J', 'ES54362315K', 'ESX5253868R', 'ESA28184661', 'ESA60631835', 'ESB58378431'],
  // The last: a sole trader's btw-id of the 2020 format (MOD 97-10), which fails the eleven test.
  NL: [
    'NL001241643B01',
    'NL009122746B01',
    'NL806753742B01',
    'NL820605876B01',
    'NL822569759B01',
    'NL002455799B11',
  ],
  LU: ['LU10059929', 'LU10590281', 'LU10967628', 'LU11082217', 'LU13178262', 'LU15027442'],
  AT: ['ATU14243102', 'ATU15159209', 'ATU28560205', 'ATU34172105', 'ATU40698107', 'ATU46276408'],
  PT: ['PT500019720', 'PT500135495', 'PT501507930', 'PT501519246', 'PT501964843', 'PT502448911'],
  IE: ['IE0005306C', 'IE4550159S', 'IE4693875V', 'IE4731823J', 'IE8D79739I', 'IE9Y71814N'],
  CH: ['CHE113042942', 'CHE101415551', 'CHE105067880', 'CHE105616108', 'CHE105838471MWST'],
  GB: ['GB002425728', 'GB003232345', 'GB100195075', 'GB100190874', 'GB102675046', 'GB232177091'],
};

/** The same kind of numbers with one digit changed (python-stdnum's InvalidChecksum cases). */
const MISTYPED: Record<string, string[]> = {
  FR: ['FR04409414264', 'FR21326565603', 'FRK7399859312', 'FRL7399859412'],
  BE: ['BE0406139583', 'BE0793013186'],
  DE: ['DE125014855', 'DE246495415', 'DE813913875', 'DE266297673'],
  ES: ['ES54362415K', 'ESK2814015F', 'ESX2322300W'],
  AT: ['ATU14343102', 'ATU15169209', 'ATU46080904', 'ATU61191628'],
  IE: ['IE4731823H', 'IE6323421C', 'IE5339273F', 'IE8D79729I'],
  IT: ['IT01404480203'],
  NL: ['NL001241644B01'],
  LU: ['LU10059928'],
  PT: ['PT500019721'],
  CH: ['CHE113042943'],
  GB: ['GB002425729'],
};

describe('VAT check digits', () => {
  it.each(Object.entries(PUBLISHED).flatMap(([country, numbers]) => numbers.map((vat) => [country, vat])))(
    '%s %s, published, is valid',
    (country, vat) => {
      expect(vatValid(country, vat)).toBe(true);
    },
  );

  it.each(Object.entries(MISTYPED).flatMap(([country, numbers]) => numbers.map((vat) => [country, vat])))(
    '%s %s, one digit changed, is refused',
    (country, vat) => {
      expect(vatValid(country, vat)).toBe(false);
    },
  );

  it('checks France’s key as (12 + 3 × (SIREN mod 97)) mod 97', () => {
    const siren = '303265045';
    const key = String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
    expect(vatCheckDigitsValid('FR', `FR${key}${siren}`)).toBe(true);
    expect(vatCheckDigitsValid('FR', `FR${(Number(key) + 1) % 97}${siren}`)).toBe(false);
  });

  it('takes Monaco’s numbers, which are no SIREN (no Luhn on them)', () => {
    // 000000001: Luhn fails, but it starts with 000; key = (12 + 3 × 1) mod 97 = 15.
    expect(vatCheckDigitsValid('FR', 'FR15000000001')).toBe(true);
  });

  it('checks Poland’s NIP (a country the product may serve next)', () => {
    expect(vatCheckDigitsValid('PL', 'PL5211355116')).toBe(true);
    expect(vatCheckDigitsValid('PL', 'PL8567346215')).toBe(true);
    expect(vatCheckDigitsValid('PL', 'PL8567346216')).toBe(false);
  });

  it('has an algorithm for every country the product serves', () => {
    expect(CHECKED_COUNTRIES).toEqual(
      expect.arrayContaining(['FR', 'BE', 'LU', 'DE', 'NL', 'ES', 'IT', 'PT', 'AT', 'IE', 'CH', 'GB']),
    );
  });
});
