/**
 * The VAT register behind one interface: is this VAT number a registered trader's? In AWS it is
 * VIES, the European Commission's VAT Information Exchange System (`vies.ts`, its REST API); on a
 * laptop and in the tests, the sandbox (`sandbox.ts`), which answers by a documented rule and can
 * be out of service, as VIES often is for one member state or another.
 */

/** What the register says of a number: a trader has it (with its name when published), none has, or it could not answer. */
export type VatRegistryAnswer =
  | { status: 'valid'; name: string | null }
  | { status: 'invalid' }
  | { status: 'unavailable'; reason: string };

export interface VatRegistry {
  name: 'vies' | 'sandbox';
  /** `countryCode` is the number's ISO country (FR, DE…), `vatNumber` the number without it. */
  check(countryCode: string, vatNumber: string): Promise<VatRegistryAnswer>;
}
