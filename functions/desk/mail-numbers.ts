/**
 * The numbers a carrier's mail names its claim by: the carrier's own claim number (after the words
 * carriers put before it: "claim number", "case no", "numéro de réclamation", "dossier n°"...) and
 * tracking numbers (any run of letters and digits, spaces and dashes allowed inside, that fits one
 * of the catalog carriers' formats, check digits included). Pure: the matcher looks each candidate
 * up by key (functions/desk/mail-match.ts), never by scanning.
 */
import { CARRIERS, normaliseTracking, type TrackingFormat } from '@shared/carriers/carriers';
import { normaliseClaimNumber } from '@shared/claims/carrier-mail';

/** The most candidates of each kind a mail is looked up by (each is a keyed read). */
export const MAX_CLAIM_NUMBER_CANDIDATES = 8;
export const MAX_TRACKING_CANDIDATES = 12;
/** Text read for numbers: a reply's own words come first; long quoted threads add nothing. */
const MAX_SCANNED_CHARS = 20_000;

/** Words before a claim number, with what may sit between them and it ("is", ":", "n°"). */
const CLAIM_NUMBER_LEAD =
  /(?<![\p{L}\p{N}])(?:claim|case|dossier|réclamation|reclamation|référence|reference|réf\.?|ref\.?)(?:\s+(?:number|no\.?|nr\.?|n°|nº|numéro|numero|#|id|ref\.?|reference|référence))?\s*(?:is|est|:|#|n°|nº|no\.?|=)?\s*(?:[:#]\s*)?/giu;
/** "numéro de réclamation" and "n° de dossier": the number word first. */
const NUMBER_FIRST_LEAD =
  /(?<![\p{L}\p{N}])(?:numéro|numero|n°|nº)\s+(?:de\s+(?:la\s+)?|du\s+)?(?:réclamation|reclamation|dossier|sinistre)\s*(?:est|:|=)?\s*:?\s*/giu;
const TOKEN = /^[A-Za-z0-9][A-Za-z0-9\-/_.]*[A-Za-z0-9]$|^[A-Za-z0-9]$/;

/** A token that looks like part of a code: it has a digit, or is upper case (UPS-CLM). */
const codeLike = (token: string) => /\d/.test(token) || /^[A-Z][A-Z-]{1,}$/.test(token);

/** The run of code-like tokens right after `index` in `text`, as written ("UPS-CLM 0042"). */
function codeAfter(text: string, index: number): string[] {
  // A number ends with its line.
  const words = text
    .slice(index, index + 80)
    .split('\n')[0]!
    .trim()
    .split(/[ \t\u00a0]+/);
  const run: string[] = [];
  for (const raw of words.slice(0, 4)) {
    const word = raw.replace(/[),;:!?]+$|\.$/, '');
    if (!TOKEN.test(word) || !codeLike(word)) break;
    run.push(word);
    // A word that ended in punctuation ends the number.
    if (word !== raw) break;
  }
  return run;
}

/**
 * Claim numbers a text names, as written: the longest code after each lead word that has a digit,
 * and its shorter beginnings (a number followed by a code-like word is still found).
 */
export function claimNumbersIn(text: string): string[] {
  const scanned = text.slice(0, MAX_SCANNED_CHARS);
  const found: string[] = [];
  for (const lead of [NUMBER_FIRST_LEAD, CLAIM_NUMBER_LEAD]) {
    for (const match of scanned.matchAll(lead)) {
      const run = codeAfter(scanned, match.index + match[0].length);
      for (let length = run.length; length > 0; length--) {
        const number = run.slice(0, length).join(' ');
        if (/\d/.test(number) && number.length >= 3 && number.length <= 64) found.push(number);
      }
    }
  }
  return unique(found, normaliseClaimNumber).slice(0, MAX_CLAIM_NUMBER_CANDIDATES);
}

/** Tracking numbers a text names (normalised), each fitting a catalog carrier's format. */
export function trackingNumbersIn(text: string): string[] {
  const scanned = text.slice(0, MAX_SCANNED_CHARS).toUpperCase();
  const found: { number: string; checked: boolean }[] = [];
  // Runs of letter-and-digit groups split by one space or dash: "1Z 999 AA1 01 2345 6784".
  for (const run of scanned.matchAll(/[A-Z0-9]+(?:[ -][A-Z0-9]+)*/g)) {
    const groups = run[0].split(/[ -]/);
    for (let start = 0; start < groups.length; start++) {
      let joined = '';
      for (let end = start; end < groups.length && end < start + 8; end++) {
        joined += groups[end];
        if (joined.length > 34) break;
        const fit = fittingCarrier(joined);
        if (fit) found.push({ number: joined, checked: fit.checked });
      }
    }
  }
  // Numbers whose format has a check digit first: the others (plain runs of digits) are weaker.
  const ordered = [...found.filter((item) => item.checked), ...found.filter((item) => !item.checked)];
  return unique(
    ordered.map((item) => item.number),
    normaliseTracking,
  ).slice(0, MAX_TRACKING_CANDIDATES);
}

/** Whether a normalised run fits a carrier's tracking format, and whether a check digit vouched for it. */
function fittingCarrier(number: string): { checked: boolean } | null {
  // At least four digits: words of ten letters fit the loosest format but name no parcel.
  if ((number.match(/\d/g)?.length ?? 0) < 4) return null;
  let fits = false;
  for (const carrier of CARRIERS) {
    for (const format of carrier.tracking as readonly TrackingFormat[]) {
      if (!format.pattern.test(number)) continue;
      if (format.check) {
        if (format.check(number)) return { checked: true };
      } else fits = true;
    }
  }
  // A format without a check digit (Colis Privé's takes any 10 to 20 letters and digits) is not
  // trusted with a word glued to a number ("INVESTIGATION2026").
  return fits && !/[A-Z]{5}/.test(number) ? { checked: false } : null;
}

function unique(values: string[], key: (value: string) => string): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const normal = key(value);
    if (seen.has(normal)) return false;
    seen.add(normal);
    return true;
  });
}
