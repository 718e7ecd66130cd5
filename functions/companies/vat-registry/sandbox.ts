/**
 * The sandbox VAT register, used on a laptop and in the tests in place of VIES. Its rule: every
 * number (whose check digits are right: others never reach it) is a registered trader's, named
 * 'Sandbox trader <number>', except two documented numbers:
 * - FR18000000002: no trader has it (VIES answers `valid: false`);
 * - FR15000000001: VIES is out of service (as `MS_UNAVAILABLE`): the number is saved unconfirmed.
 * Both pass France's check digits (Monaco-style numbers, no SIREN's Luhn).
 */
import type { VatRegistry } from './registry';

export const SANDBOX_NOT_REGISTERED = 'FR18000000002';
export const SANDBOX_UNAVAILABLE = 'FR15000000001';

export function sandboxRegistry(): VatRegistry {
  return {
    name: 'sandbox',
    async check(countryCode, vatNumber) {
      const number = `${countryCode}${vatNumber}`;
      if (number === SANDBOX_NOT_REGISTERED) return { status: 'invalid' };
      if (number === SANDBOX_UNAVAILABLE) return { status: 'unavailable', reason: 'MS_UNAVAILABLE' };
      return { status: 'valid', name: `Sandbox trader ${number}` };
    },
  };
}
