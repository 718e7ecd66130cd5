/**
 * What saving a company's VAT number does with VIES (pure: the handler asks the register). The
 * number reaches here with its check digits right (the shared schema). Then:
 * - a country outside VIES (CH, GB): saved, `not_in_vies`;
 * - the same number, already confirmed: saved, VIES not asked again;
 * - VIES says a trader has it: saved, `confirmed`;
 * - VIES says none has: refused (422 company.vat_not_registered);
 * - VIES cannot answer (out of service, busy, too slow): saved, `not_confirmed`, asked again at the
 *   next save. A merchant is never held up by an outage of the European Commission's service.
 */
import { type VatCheckStatus, VIES_COUNTRIES } from '@shared/companies/company';
import type { VatRegistryAnswer } from './vat-registry/registry';

/** Stored beside the company's VAT number: what was said of which number, and when. */
export interface VatCheck {
  vatNumber: string;
  status: VatCheckStatus;
  checkedAt: string;
  /** The trader's name as VIES publishes it (null where its member state does not). */
  registeredName?: string | null;
}

/** Whether VIES is to be asked of `vatNumber` (compact, prefixed) of `country`, given the check on file. */
export function needsRegistry(country: string, vatNumber: string, onFile: VatCheck | undefined): boolean {
  if (!VIES_COUNTRIES.includes(country)) return false;
  return !(onFile?.vatNumber === vatNumber && onFile.status === 'confirmed');
}

/**
 * The check to store for a number (`answer`: VIES's, or undefined when it was not asked), or
 * 'not_registered' when VIES says no trader has it.
 */
export function vatCheckFor(
  country: string,
  vatNumber: string,
  onFile: VatCheck | undefined,
  answer: VatRegistryAnswer | undefined,
  now: Date,
): VatCheck | 'not_registered' {
  const checkedAt = now.toISOString();
  if (!VIES_COUNTRIES.includes(country)) return { vatNumber, status: 'not_in_vies', checkedAt };
  if (!answer) {
    if (onFile?.vatNumber === vatNumber) return onFile;
    return { vatNumber, status: 'not_confirmed', checkedAt };
  }
  if (answer.status === 'invalid') return 'not_registered';
  if (answer.status === 'unavailable') return { vatNumber, status: 'not_confirmed', checkedAt };
  return { vatNumber, status: 'confirmed', checkedAt, registeredName: answer.name };
}
