/**
 * The preview of a carrier's answer file: every row read with the person's mapping, its claim found
 * (by our claim id, or by the carrier's claim number or the tracking number in the company chosen,
 * or in the export the file answers), the caller's scope checked before a claim is read, and the
 * move it makes checked as the desk would check it now (`deskChange`, the lifecycle's staff mover).
 * What passes is the plan the apply runs, written to S3 in batches under the preview's id.
 */
import { type DeskMove, deskMoveSchema } from '@shared/claims/desk';
import {
  ANSWER_DECISIONS,
  type AnswerDecision,
  type AnswerRow,
  answerMove,
  answerMoveId,
  mappingProblems,
  type RowError,
  readAnswerRow,
  suggestMapping,
} from '@shared/claims/desk-files';
import type { PreviewImportInput } from '@shared/claims/desk-files-api';
import { canMove } from '@shared/claims/lifecycle';
import { normaliseClaimNumber } from '../claims/claim-writes';
import { type StoredClaim, toStoredClaim } from '../claims/stored-claim';
import { deskChange } from '../desk/desk-moves';
import { type DeskScope, inScope } from '../desk/desk-scope';
import { HttpError, Invalid } from '../http/errors';
import { readJson } from '../lib/aws/s3';
import { keys } from '../lib/table/keys';
import { table } from '../lib/table/table';
import { type PlannedRow, type StoredSheet, sheetKey } from './desk-imports';

/** The sheet the read step kept (./answer-sheet.ts reads the file in the workflow, where SheetJS is). */
export const loadSheet = (importId: string) => readJson<StoredSheet>(sheetKey(importId));

const SAMPLE_ROWS = 5;
const CELL_SHOWN = 80;
const cut = (row: readonly string[]) => row.map((cell) => cell.slice(0, CELL_SHOWN));

/** What the browser is shown of the sheet: headers, a few rows, and the mapping the headers suggest. */
export const sheetView = (sheet: StoredSheet) => ({
  headers: cut(sheet.headers),
  sample: sheet.rows.slice(0, SAMPLE_ROWS).map(cut),
  rows: sheet.rows.length,
  sheetNames: sheet.sheetNames,
  dataSheets: sheet.dataSheets,
  sheetIndex: sheet.sheetIndex,
  candidates: sheet.candidates.map(cut),
  headerRow: sheet.headerRow,
  suggested: suggestMapping(sheet.headers),
});

/** What the export a file answers knows: its claims by tracking number. */
export interface ExportManifest {
  carrier: string;
  claims: Record<string, string>;
}

/** Where an export's files are kept: the file written and its manifest. */
export const exportFolder = (exportId: string) => `desk/exports/${exportId}`;
export const manifestKey = (exportId: string) => `${exportFolder(exportId)}/manifest.json`;

async function readManifest(exportId: string): Promise<ExportManifest> {
  try {
    return await readJson<ExportManifest>(manifestKey(exportId));
  } catch {
    throw new HttpError('resource.not_found', 'No such export');
  }
}

type Ref = { companyId: string; claimId: string };
const refKey = (ref: Ref) => `${ref.companyId}/${ref.claimId}`;

/**
 * The claim each row names, or why none: a claim id (its company must be in scope), else a claim
 * or tracking number looked up in the company chosen (one batched read of each kind), else in the
 * export's claims. Nothing of a company outside the scope is read.
 */
async function findClaims(
  rows: AnswerRow[],
  input: PreviewImportInput,
  scope: DeskScope,
): Promise<Map<number, Ref | 'notInScope' | 'unknownClaim'>> {
  const found = new Map<number, Ref | 'notInScope' | 'unknownClaim'>();
  const manifest = input.exportId ? await readManifest(input.exportId) : null;
  const company = input.companyId;
  const byNumber = new Map<string, string>();
  const byTracking = new Map<string, string>();
  if (company) {
    const numbers = [
      ...new Set(rows.flatMap((row) => (row.claimNumber ? [normaliseClaimNumber(row.claimNumber)] : []))),
    ];
    const trackings = [...new Set(rows.flatMap((row) => (row.trackingNumber ? [row.trackingNumber] : [])))];
    const [numbered, open] = await Promise.all([
      table.batchGet(numbers.map((number) => keys.claimNumber(company, input.carrier, number))),
      table.batchGet(trackings.map((tracking) => keys.openClaim(company, tracking))),
    ]);
    for (const item of numbered)
      byNumber.set(String(item.sk).split('#').slice(2).join('#'), String(item.claimId));
    for (const item of open) byTracking.set(String(item.sk).slice('OPEN#'.length), String(item.claimId));
  }
  for (const row of rows) {
    let ref: Ref | null = row.claimRef;
    if (!ref && company) {
      const claimId =
        (row.claimNumber ? byNumber.get(normaliseClaimNumber(row.claimNumber)) : undefined) ??
        (row.trackingNumber ? byTracking.get(row.trackingNumber) : undefined);
      if (claimId) ref = { companyId: company, claimId };
    }
    if (!ref && manifest && row.trackingNumber && manifest.claims[row.trackingNumber]) {
      const [companyId = '', claimId = ''] = manifest.claims[row.trackingNumber]!.split('/');
      ref = { companyId, claimId };
    }
    if (!ref) found.set(row.row, 'unknownClaim');
    else if (!inScope(scope, ref.companyId)) found.set(row.row, 'notInScope');
    else found.set(row.row, ref);
  }
  return found;
}

/** A move's own check failed: the row's field it comes from. */
function moveSchemaError(row: number, move: DeskMove): RowError | null {
  const parsed = deskMoveSchema.safeParse(move);
  if (parsed.success) return null;
  const field = String(parsed.error.issues[0]?.path[0] ?? '');
  if (field === 'amount') return { row, field: 'amount', code: 'amount' };
  if (field === 'currency') return { row, field: 'currency', code: 'currency' };
  if (field === 'claimNumber') return { row, field: 'claim_number', code: 'claimNumberMissing' };
  if (field === 'filedOn' || field === 'creditedOn') return { row, field: 'date', code: 'date' };
  return { row, field: 'message', code: 'messageTooLong' };
}

/** Whether the desk would take the move on the claim as it is now: null, or the row's error. */
export function moveProblem(
  claim: StoredClaim,
  move: DeskMove,
  row: number,
  by: string,
  at: string,
): RowError | null {
  try {
    const change = deskChange(claim, move, by, at);
    if (change.to !== claim.state && !canMove('staff', claim.state, change.to))
      return { row, field: 'decision', code: 'moveRefused' };
    return null;
  } catch (error) {
    if (error instanceof HttpError && error.code === 'desk.currency_mismatch')
      return { row, field: 'currency', code: 'currencyMismatch' };
    if (error instanceof HttpError) return { row, field: 'decision', code: 'moveRefused' };
    throw error;
  }
}

export interface Preview {
  errors: RowError[];
  plan: PlannedRow[];
  moves: Record<AnswerDecision, number>;
}

/** Reads every row, finds its claim and checks its move: the plan, and every row's problems. */
export async function previewRows(
  sheet: StoredSheet,
  input: PreviewImportInput,
  context: { importId: string; fileName: string; scope: DeskScope; by: string; today: Date },
): Promise<Preview> {
  const mapping = input.mapping;
  const problems = mappingProblems(mapping, sheet.headers.length);
  if (problems.length)
    throw Invalid(
      'The column mapping is not complete',
      problems.map((problem) => ({
        path: 'mapping',
        code: 'custom',
        message: `desk.files.mapping.${problem}`,
      })),
    );
  const errors: RowError[] = [];
  const values: AnswerRow[] = [];
  // Rows as the file numbers them: the header's line, then one line per row.
  const firstLine = sheet.headerRow + 2;
  sheet.rows.forEach((cells, index) => {
    const read = readAnswerRow(cells, mapping, firstLine + index, context.today);
    errors.push(...read.errors);
    if (read.value) values.push(read.value);
  });
  const refs = await findClaims(values, input, context.scope);
  const wanted = [
    ...new Set([...refs.values()].filter((ref): ref is Ref => typeof ref === 'object').map(refKey)),
  ];
  const items = await table.batchGet(
    wanted.map((key) => {
      const [companyId = '', claimId = ''] = key.split('/');
      return keys.claim(companyId, claimId);
    }),
    { consistent: true },
  );
  const claims = new Map(items.map((item) => [`${item.companyId}/${item.claimId}`, toStoredClaim(item)]));
  const plan: PlannedRow[] = [];
  const firstRowOf = new Map<string, number>();
  const at = context.today.toISOString();
  for (const value of values) {
    const ref = refs.get(value.row)!;
    if (typeof ref === 'string') {
      errors.push({ row: value.row, field: null, code: ref });
      continue;
    }
    const claim = claims.get(refKey(ref));
    if (!claim) {
      errors.push({ row: value.row, field: null, code: 'unknownClaim' });
      continue;
    }
    if (claim.carrier !== input.carrier) {
      errors.push({ row: value.row, field: null, code: 'otherCarrier' });
      continue;
    }
    const first = firstRowOf.get(refKey(ref));
    if (first !== undefined) {
      errors.push({ row: value.row, field: null, code: 'repeated', first });
      continue;
    }
    firstRowOf.set(refKey(ref), value.row);
    let move = answerMove(
      value,
      claim,
      answerMoveId(context.importId, value.row),
      context.fileName,
      context.today,
    );
    let problem = moveSchemaError(value.row, move) ?? moveProblem(claim, move, value.row, context.by, at);
    if (problem?.code === 'moveRefused' && move.move === 'denied' && move.reason !== 'other') {
      // The carrier's own list of reasons may lack the one its words suggest: its words stay, as 'other'.
      const other: DeskMove = { ...move, reason: 'other' };
      if (!moveProblem(claim, other, value.row, context.by, at)) [move, problem] = [other, null];
    }
    if (problem) {
      errors.push(problem);
      continue;
    }
    plan.push({
      row: value.row,
      companyId: claim.companyId,
      claimId: claim.claimId,
      tracking_number: claim.tracking_number,
      version: claim.version,
      move,
    });
  }
  errors.sort((a, b) => a.row - b.row);
  const moves = Object.fromEntries(ANSWER_DECISIONS.map((kind) => [kind, 0])) as Record<
    AnswerDecision,
    number
  >;
  for (const row of plan) moves[row.move.move as AnswerDecision]++;
  return { errors, plan, moves };
}
