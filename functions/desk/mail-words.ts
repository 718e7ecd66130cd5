/**
 * What a carrier's mail seems to say, read from its words in English and French: the claim was
 * credited, accepted, denied, the carrier asks for more, or (for a claim not yet filed) it was
 * registered under a claim number. Only a proposal: the desk shows it and a person confirms it or
 * chooses another move (QUALITY.md item 21); a mail whose words say none of these proposes nothing.
 *
 * The reply's own words are read, not the thread it quotes (our own message, quoted back, would
 * read as the carrier's). Negations are read before the words they negate ("we cannot accept" is a
 * denial, not an acceptance), and a credit before an acceptance (a credit note says both).
 */

import type { MailProposal, ProposedMove } from '@shared/claims/carrier-mail';
import type { DenialReason } from '@shared/claims/desk';
import { claimNumbersIn } from './mail-numbers';

/** What of the claim decides which proposals make sense. */
export interface ProposalContext {
  /** The carrier has its claim number (filed). */
  filed: boolean;
  /** The claim's currency: an amount in another one is not proposed. */
  currency: string;
}

/** A phrase as a whole-word, case-blind pattern, accents included (\b knows no accented letter). */
const phrase = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'iu');

const DENIED = [
  phrase('rejected|denied|declined|refused'),
  phrase(
    "(?:cannot|can ?not|can't|unable to|will not|won't|are not able to) (?:accept|approve|honou?r|pay|reimburse|refund|process (?:this|your) claim)",
  ),
  phrase('not (?:be )?(?:accepted|approved|liable|eligible)'),
  phrase('refus[ée]e?s?|rejet[ée]e?s?|irrecevable|class[ée]e? sans suite'),
  phrase(
    'ne (?:pouvons|pourrons|pouvez|peut|pourra)\\s+(?:pas\\s+)?(?:donner une suite favorable|accepter|faire droit|prendre en charge|rembourser)',
  ),
  phrase(
    "n'est pas (?:accept[ée]e?|recevable|pris[e]? en charge)|ne sera pas (?:rembours[ée]e?|indemnis[ée]e?)",
  ),
];
const CREDITED = [
  phrase('(?:has|have) been (?:credited|refunded)|credited to your account|credit note|credit memo'),
  phrase(
    '(?:refund|credit|payment) (?:has been|was) (?:issued|processed|paid|made)|we have (?:credited|refunded)',
  ),
  phrase("(?:un|l'|cet|votre|notre)\\s*avoir|avoir (?:n°|nº|no|numéro|de)|note de crédit"),
  phrase('a été (?:crédit[ée]e?|rembours[ée]e?|vir[ée]e?)|(?:remboursement|virement) (?:a été )?effectu[ée]'),
];
const ACCEPTED = [
  phrase('accepted|approved|will be (?:credited|refunded|reimbursed)|(?:we|will) (?:accept|reimburse)'),
  phrase('accept[ée]e?s?|approuv[ée]e?s?|suite favorable|pris[e]? en charge|prenons en charge'),
  phrase('sera (?:crédit[ée]e?|rembours[ée]e?|indemnis[ée]e?)|nous acceptons'),
];
const MORE_REQUESTED = [
  phrase(
    'please (?:send|provide|forward|submit|supply|attach)|(?:could|can|would) you (?:please )?(?:send|provide|forward)|we (?:need|require)|(?:additional|further|missing) (?:information|documents?|evidence)|proof of (?:value|purchase|delivery)',
  ),
  phrase(
    'merci de (?:bien vouloir )?(?:nous )?(?:faire parvenir|transmettre|fournir|envoyer|adresser|communiquer)|veuillez (?:nous )?(?:faire parvenir|transmettre|fournir|envoyer|adresser|communiquer)',
  ),
  phrase(
    'nous avons besoin|pièces? justificatives?|justificatifs?|documents? manquants?|compléments? d.information',
  ),
];
const REGISTERED = [
  phrase(
    'claim (?:number|no\\.?|#|reference)|case (?:number|no\\.?|#)|(?:has been|was) (?:registered|received|opened|logged)',
  ),
  phrase(
    'numéro de (?:réclamation|dossier)|n° de (?:réclamation|dossier)|bien été (?:enregistr[ée]e?|reçue?|pris[e]? en compte)|dossier n°',
  ),
];

const DENIAL_WORDS: [DenialReason, RegExp][] = [
  ['delivered_signed', phrase('signed|signature|sign[ée]e?')],
  ['insufficient_packaging', phrase('packaging|packing|emballage|conditionnement')],
  ['late_notice', phrase('time limit|too late|deadline|hors délai|délai|forclos|prescrit')],
  [
    'liability_limit',
    phrase('limit(?:ation)? of liability|liability limit|plafond|limitation de responsabilité'),
  ],
  ['excluded_goods', phrase('excluded|prohibited|exclue?s?|interdite?s?')],
  ['no_proof_of_value', phrase('proof of value|justificatif de valeur|valeur non justifiée')],
  ['duplicate', phrase('duplicate|doublon|déjà (?:été )?(?:traitée?|indemnisée?)')],
  ['delivered_scan', phrase('delivered|livr[ée]e?')],
];

const FRENCH = phrase(
  'le|la|les|des|votre|vos|nous|merci|colis|réclamation|bonjour|madame|monsieur|cordialement',
);
const ENGLISH = phrase('the|your|we|our|thank|parcel|package|claim|dear|regards|please');

/** The reply's own words: up to the first line that opens a quoted message, without `>` lines. */
export function ownWords(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (const line of lines) {
    const trimmed = line.trim();
    if (
      /^(?:On .{3,200} wrote:|Le .{3,200} a écrit ?:|-{2,}\s*(?:Original Message|Message d.origine|Forwarded message|Message transféré)\s*-{2,}|(?:From|De) ?: .+@.+)$/i.test(
        trimmed,
      )
    )
      break;
    if (!trimmed.startsWith('>')) kept.push(line);
  }
  return kept.join('\n');
}

/** The language most of the words are in, English or French (null: neither). */
export function languageOf(text: string): 'en' | 'fr' | null {
  const count = (pattern: RegExp) =>
    text.split(/\s+/).filter((word) => pattern.test(word.replace(/[.,;:!?()"']/g, ''))).length;
  const [fr, en] = [count(FRENCH), count(ENGLISH)];
  if (!fr && !en) return null;
  return fr > en ? 'fr' : 'en';
}

const SYMBOLS: Record<string, string> = { '€': 'EUR', '£': 'GBP', $: 'USD', EUROS: 'EUR', EURO: 'EUR' };
const CURRENCY = '(EUR|GBP|USD|CHF|euros?|€|£|\\$)';
const NUMBER = '(\\d{1,3}(?:[ \\u00a0\\u202f.,]\\d{3})*(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)';
const AMOUNT_AFTER = new RegExp(`${NUMBER}\\s?${CURRENCY}(?![\\p{L}])`, 'giu');
const AMOUNT_BEFORE = new RegExp(`${CURRENCY}\\s?${NUMBER}`, 'giu');

/** A written amount as a number: `1 234,56`, `1,234.56`, `125.50`, `125,5`. */
export function readAmount(written: string): number | null {
  const compact = written.replace(/[ \u00a0\u202f]/g, '');
  const lastSeparator = Math.max(compact.lastIndexOf(','), compact.lastIndexOf('.'));
  const decimals = lastSeparator >= 0 ? compact.length - lastSeparator - 1 : 0;
  const whole =
    lastSeparator >= 0 && decimals <= 2
      ? `${compact.slice(0, lastSeparator).replace(/[.,]/g, '')}.${compact.slice(lastSeparator + 1)}`
      : compact.replace(/[.,]/g, '');
  const value = Number(whole);
  return Number.isFinite(value) && value > 0 && value <= 1_000_000 ? Math.round(value * 100) / 100 : null;
}

/** Amounts written with their currency, in the order they come. */
export function amountsIn(text: string): { amount: number; currency: string; index: number }[] {
  const found: { amount: number; currency: string; index: number }[] = [];
  for (const match of text.matchAll(AMOUNT_AFTER)) {
    const amount = readAmount(match[1]!);
    if (amount) found.push({ amount, currency: currencyOf(match[2]!), index: match.index });
  }
  for (const match of text.matchAll(AMOUNT_BEFORE)) {
    const amount = readAmount(match[2]!);
    if (amount) found.push({ amount, currency: currencyOf(match[1]!), index: match.index });
  }
  return found.sort((a, b) => a.index - b.index);
}

const currencyOf = (written: string) =>
  SYMBOLS[written.toUpperCase()] ?? SYMBOLS[written] ?? written.toUpperCase();

/** The sentence around a match, as the mail wrote it (at most 240 characters). */
function sentenceAround(text: string, index: number, length: number): string {
  const before = text.slice(0, index);
  const start = Math.max(before.search(/[^.!?\n]*$/), index - 160, 0);
  const afterEnd = text.slice(index + length).search(/[.!?\n]/);
  const end = afterEnd < 0 ? text.length : index + length + afterEnd + 1;
  return text
    .slice(start, Math.min(end, start + 240))
    .replace(/\s+/g, ' ')
    .trim();
}

function firstMatch(text: string, patterns: RegExp[]): { index: number; length: number } | null {
  let best: { index: number; length: number } | null = null;
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match && (!best || match.index < best.index)) best = { index: match.index, length: match[0].length };
  }
  return best;
}

/** What the mail proposes, from its subject and its own words, for a claim in this context. */
export function proposeMove(
  mail: { subject: string; text: string },
  context: ProposalContext,
): MailProposal | null {
  const text = `${mail.subject}\n${ownWords(mail.text)}`.replace(/[’ʼ]/g, "'");
  const language = languageOf(text);
  const order: [ProposedMove, RegExp[]][] = [
    ['denied', DENIED],
    ['credited', CREDITED],
    ['accepted', ACCEPTED],
    ['more_requested', MORE_REQUESTED],
  ];
  const base = { language, claimNumber: null, amount: null, currency: null, reason: null };
  // A claim not yet filed: the carrier's first answer is its acknowledgement, with the number.
  if (!context.filed) {
    const registered = firstMatch(text, REGISTERED);
    const number = claimNumbersIn(text)[0];
    if (registered && number)
      return {
        ...base,
        move: 'filed',
        cue: sentenceAround(text, registered.index, registered.length),
        claimNumber: number,
      };
    return null;
  }
  for (const [move, patterns] of order) {
    const match = firstMatch(text, patterns);
    if (!match) continue;
    const cue = sentenceAround(text, match.index, match.length);
    if (move === 'denied') return { ...base, move, cue, reason: denialReason(text) };
    if (move === 'credited' || move === 'accepted') {
      const amounts = amountsIn(text).filter((found) => found.currency === context.currency);
      // The amount nearest after the words, else the first one written.
      const amount = amounts.find((found) => found.index >= match.index) ?? amounts[0];
      return { ...base, move, cue, ...(amount ? { amount: amount.amount, currency: amount.currency } : {}) };
    }
    return { ...base, move, cue };
  }
  return null;
}

function denialReason(text: string): DenialReason {
  for (const [reason, pattern] of DENIAL_WORDS) if (pattern.test(text)) return reason;
  return 'other';
}
