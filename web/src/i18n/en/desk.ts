/**
 * English messages: the claims desk (issue 38), the Admin Panel's page where platform admins and
 * provider staff file claims with the carriers and record their answers. One section per part of
 * the desk, so each part's messages stay together.
 */

export const desk = {
  // Validation messages of the desk's forms (shared/claims/desk.ts).
  'desk.invalid.day': 'Enter a date as YYYY-MM-DD.',
  'desk.invalid.amount': 'Enter a positive amount with at most two decimals.',
  'desk.invalid.currency': 'Enter a three-letter currency code (EUR).',
  'desk.invalid.language': 'Choose the language the carrier wrote in.',

  // The lanes, their filters and the list.

  // A claim on the desk and the moves recorded on it.

  // The filing sheet, the claim's documents and the merchant's portal login.

  // Carrier e-mail: answers matched to claims and the unmatched tray.

  // Many claims at once: the carrier's bulk file and its answer file.

  // Deadlines: the digest and the badge.
} as const;
