/**
 * French messages: the claims desk.
 * Typed against en/desk.ts: a missing or extra key fails the typecheck.
 */
import type { desk as en } from '../en/desk';

export const desk: Record<keyof typeof en, string> = {
  // Validation messages of the desk's forms (shared/claims/desk.ts).
  'desk.invalid.day': 'Saisissez une date au format AAAA-MM-JJ.',
  'desk.invalid.amount': 'Saisissez un montant positif avec au plus deux décimales.',
  'desk.invalid.currency': 'Saisissez un code de devise de trois lettres (EUR).',
  'desk.invalid.language': 'Choisissez la langue dans laquelle le transporteur a écrit.',

  // The lanes, their filters and the list.

  // A claim on the desk and the moves recorded on it.

  // The filing sheet, the claim's documents and the merchant's portal login.

  // Carrier e-mail: answers matched to claims and the unmatched tray.

  // Many claims at once: the carrier's bulk file and its answer file.

  // Deadlines: the digest and the badge.
};
