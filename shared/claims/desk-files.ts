/**
 * Many claims at once on the desk (issue 38, item 5): the carrier's answer file, read the same in
 * the browser and on the server. A carrier answers many claims with one spreadsheet (its claim
 * numbers, its decisions, the amounts it pays); each of its rows becomes one move of the claims
 * desk (shared/claims/desk.ts), recorded through the claims core.
 *
 * - Its columns are matched to ANSWER_FIELDS from their headers (English, French, and the names
 *   carriers give them: 'Claim Number', 'N° de dossier', 'Statut'...); the person may change the
 *   mapping before the preview.
 * - A row names its claim by our claim id (`<companyId>/<claimId>`, as our exports write it), the
 *   carrier's claim number, or the tracking number; its decision, in the carrier's words, becomes one
 *   of ANSWER_DECISIONS; amounts are read as people and spreadsheets write them ('1 234,56', '€12.50'),
 *   dates as ISO, DD/MM/YYYY or Excel serials.
 * - Every problem is one RowError, with its row and field, in the messages `desk.files.error.<code>`.
 */
import { readDecimal } from '../sheets/decimals';
import { normaliseHeader } from '../sheets/headers';
import { fromExcelSerial } from '../sheets/xlsx';
import {
  ANSWER_DECISIONS,
  ANSWER_FIELDS,
  ANSWER_HEADER_NAMES,
  type AnswerDecision,
  type AnswerField,
  denialReasonOf,
  readDecision,
} from './answer-words';
import { daysInMonth } from './cells';
import { CURRENCY_CODES } from './currencies';
import type { DeskMove } from './desk';

// The fields and decisions are the carriers' words' business (./answer-words); the desk's files take them from here.
export {
  ANSWER_DECISIONS,
  ANSWER_FIELDS,
  type AnswerDecision,
  type AnswerField,
  denialReasonOf,
  readDecision,
};

/** The most claims one export writes, and the most rows one answer file may hold. */
export const DESK_FILE_CAP = 5_000;

/** The fields that find a row's claim: one of them at least is mapped. */
export const CLAIM_REFERENCES = ['claim_id', 'claim_number', 'tracking_number'] as const;

const FIELD_BY_NAME = new Map<string, AnswerField>();
for (const field of ANSWER_FIELDS) {
  FIELD_BY_NAME.set(normaliseHeader(field), field);
  for (const name of ANSWER_HEADER_NAMES[field]) FIELD_BY_NAME.set(normaliseHeader(name), field);
}

/** Which column (0-based) each field is read from; a field not mapped is absent. */
export type AnswerMapping = Partial<Record<AnswerField, number>>;

/** The mapping the headers suggest: each field from the first column that names it. */
export function suggestMapping(headers: readonly string[]): AnswerMapping {
  const mapping: AnswerMapping = {};
  headers.forEach((header, column) => {
    const field = FIELD_BY_NAME.get(normaliseHeader(header));
    if (field && mapping[field] === undefined) mapping[field] = column;
  });
  return mapping;
}

/** Which of a sheet's first rows is the header: the one naming most answer fields (the first row when none does). */
export function answerHeaderRow(candidates: readonly (readonly string[])[]): number {
  let best = 0;
  let bestCount = 0;
  candidates.forEach((row, index) => {
    const count = Object.keys(suggestMapping(row)).length;
    if (count > bestCount) [best, bestCount] = [index, count];
  });
  return best;
}

/** What is wrong with a mapping as a whole (before any row is read). */
export type MappingProblem = 'decisionUnmapped' | 'referenceUnmapped' | 'columnTwice' | 'columnMissing';

export function mappingProblems(mapping: AnswerMapping, width: number): MappingProblem[] {
  const problems: MappingProblem[] = [];
  const columns = Object.values(mapping);
  if (mapping.decision === undefined) problems.push('decisionUnmapped');
  if (CLAIM_REFERENCES.every((field) => mapping[field] === undefined)) problems.push('referenceUnmapped');
  if (new Set(columns).size !== columns.length) problems.push('columnTwice');
  if (columns.some((column) => column < 0 || column >= width)) problems.push('columnMissing');
  return problems;
}

/** Why a row cannot be applied: its message is `desk.files.error.<code>`. */
export const ROW_ERRORS = [
  // From the row alone.
  'noReference',
  'decisionMissing',
  'decisionUnknown',
  'amount',
  'amountMissing',
  'currency',
  'date',
  'claimNumberMissing',
  'messageTooLong',
  // From the claim it names.
  'unknownClaim',
  'notInScope',
  'otherCarrier',
  'moveRefused',
  'currencyMismatch',
  'repeated',
] as const;
export type RowErrorCode = (typeof ROW_ERRORS)[number];

/** One problem of one row: its row as the file numbers it, the field (column) it is about. */
export interface RowError {
  row: number;
  field: AnswerField | null;
  code: RowErrorCode;
  /** For 'repeated': the row that names the same claim first. */
  first?: number;
}

/** A row as read: what finds its claim, and what the carrier said. */
export interface AnswerRow {
  row: number;
  claimRef: { companyId: string; claimId: string } | null;
  claimNumber: string | null;
  trackingNumber: string | null;
  decision: AnswerDecision;
  /** The decision cell as the carrier wrote it, and the language of its words. */
  decisionText: string;
  language: 'en' | 'fr';
  amount: number | null;
  currency: string | null;
  date: string | null;
  message: string | null;
}

const SYMBOL_CURRENCY: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP' };

/** An amount as carriers and spreadsheets write it: '12,50', '1 234,56', '€12.50', '-12.50' (a credit). */
export function readAmount(text: string): number | null {
  const compact = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^(EUR|USD|GBP|CHF|€|\$|£)|(EUR|USD|GBP|CHF|€|\$|£)$/gi, '');
  // A carrier's statement writes a credit to the shipper as a negative line: its size is the amount.
  const unsigned = compact.replace(/^-|^\((.*)\)$/, '$1');
  const value = readDecimal(unsigned);
  return value === null || value <= 0 ? null : Math.round(value * 100) / 100;
}

/** A currency as an ISO code ('eur' reads EUR) or its symbol; null when it is neither. */
export function readCurrency(text: string): string | null {
  const trimmed = text.trim();
  const code = SYMBOL_CURRENCY[trimmed] ?? trimmed.toUpperCase();
  return CURRENCY_CODES.has(code) ? code : null;
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
/** Day first, as European carriers and French Excel write dates. */
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

const dayOf = (year: number, month: number, day: number) =>
  month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
    ? `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
    : null;

/** A date as YYYY-MM-DD from ISO, YYYYMMDD, DD/MM/YYYY (or with dots or dashes) or an Excel serial. */
export function readAnswerDate(text: string): string | null {
  const trimmed = text.trim();
  let match = ISO.exec(trimmed) ?? COMPACT.exec(trimmed);
  if (match) return dayOf(Number(match[1]), Number(match[2]), Number(match[3]));
  match = DAY_FIRST.exec(trimmed);
  if (match) return dayOf(Number(match[3]), Number(match[2]), Number(match[1]));
  return fromExcelSerial(trimmed);
}

/** Our claim id as our exports write it: `<companyId>/<claimId>`. */
const CLAIM_REF = /^([\w-]{1,64})\/([\w-]{1,64})$/;

const MESSAGE_MAX = 4000;

/** A day as YYYY-MM-DD (UTC). */
export const dayText = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Reads one row with the mapping: what it says, or its problems. `today` bounds its date (a
 * decision is not dated after tomorrow: a time zone ahead may already be there).
 */
export function readAnswerRow(
  cells: readonly string[],
  mapping: AnswerMapping,
  row: number,
  today: Date,
): { value: AnswerRow | null; errors: RowError[] } {
  const cell = (field: AnswerField) =>
    mapping[field] === undefined ? '' : (cells[mapping[field]!] ?? '').trim();
  const errors: RowError[] = [];
  const fail = (field: AnswerField | null, code: RowErrorCode) => errors.push({ row, field, code });

  const refMatch = CLAIM_REF.exec(cell('claim_id'));
  const claimRef = refMatch ? { companyId: refMatch[1]!, claimId: refMatch[2]! } : null;
  const claimNumber = cell('claim_number') || null;
  const trackingNumber = cell('tracking_number').replace(/\s+/g, '').toUpperCase() || null;
  if (!claimRef && !claimNumber && !trackingNumber)
    fail(CLAIM_REFERENCES.find((field) => mapping[field] !== undefined) ?? null, 'noReference');

  const decisionText = cell('decision');
  const read = readDecision(decisionText);
  if (!decisionText) fail('decision', 'decisionMissing');
  else if (!read) fail('decision', 'decisionUnknown');

  const amountText = cell('amount');
  const amount = amountText ? readAmount(amountText) : null;
  if (amountText && amount === null) fail('amount', 'amount');
  else if (!amountText && (read?.decision === 'accepted' || read?.decision === 'credited'))
    fail(mapping.amount === undefined ? null : 'amount', 'amountMissing');

  const currencyText = cell('currency');
  const currency = currencyText ? readCurrency(currencyText) : null;
  if (currencyText && !currency) fail('currency', 'currency');

  const dateText = cell('date');
  const date = dateText ? readAnswerDate(dateText) : null;
  const latest = dayText(new Date(today.getTime() + 86_400_000));
  if (dateText && (!date || date > latest)) fail('date', 'date');

  if (read?.decision === 'filed' && !claimNumber)
    fail(mapping.claim_number === undefined ? null : 'claim_number', 'claimNumberMissing');
  const message = cell('message') || null;
  if (message && message.length > MESSAGE_MAX) fail('message', 'messageTooLong');

  if (errors.length || !read) return { value: null, errors };
  return {
    value: {
      row,
      claimRef,
      claimNumber,
      trackingNumber,
      decision: read.decision,
      decisionText,
      language: read.language,
      amount,
      currency,
      date,
      message,
    },
    errors,
  };
}

/** The id of the move a row makes: the import's and the row's, so a retried batch finds its own. */
export const answerMoveId = (importId: string, row: number) => `${importId}-${row}`;

/**
 * The desk move a row makes on its claim (as it is: its version, its currency when the row names
 * none). A credit's proof is the answer file's line itself (`source` names the file).
 */
export function answerMove(
  value: AnswerRow,
  claim: { version: number; currency: string },
  moveId: string,
  source: string,
  today: Date,
): DeskMove {
  const base = { version: claim.version, moveId };
  const day = value.date ?? dayText(today);
  const words = value.message ?? value.decisionText;
  switch (value.decision) {
    case 'filed':
      return {
        ...base,
        move: 'filed',
        claimNumber: value.claimNumber ?? '',
        filedOn: day,
        channel: 'bulk_file',
        ...(value.message ? { note: value.message } : {}),
      };
    case 'more_requested':
      return { ...base, move: 'more_requested', carrierText: words, language: value.language };
    case 'accepted':
      return {
        ...base,
        move: 'accepted',
        amount: value.amount ?? 0,
        currency: value.currency ?? claim.currency,
        ...(value.message ? { note: value.message } : {}),
      };
    case 'denied':
      return { ...base, move: 'denied', reason: denialReasonOf(words), text: words };
    case 'credited':
      return {
        ...base,
        move: 'credited',
        amount: value.amount ?? 0,
        currency: value.currency ?? claim.currency,
        creditedOn: day,
        proof: 'statement_line',
        reference: `${source}, row ${value.row}${value.claimNumber ? ` (${value.claimNumber})` : ''}`.slice(
          0,
          500,
        ),
      };
  }
}
