/**
 * POST /api/private/desk/imports/{importId}/preview: reads every row of the answer file with the
 * person's mapping (./answer-preview) and answers each row's problems, with its row and field, and
 * the moves the rows make. The plan is kept under a new preview id: an apply names the preview it
 * applies, so what runs is what the person saw. Previewing again is allowed until it is applied.
 */
import { previewImportSchema } from '@shared/claims/desk-files-api';
import { getCompany } from '../companies/company-store';
import { deskScope, requireInScope } from '../desk/desk-scope';
import { endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { ok } from '../http/responses';
import { writeObject } from '../lib/aws/s3';
import { clock } from '../lib/clock';
import { randomId } from '../lib/ids';
import { loadSheet, previewRows, sheetView } from './answer-preview';
import {
  batchKey,
  IMPORT_BATCH_ROWS,
  importView,
  type PlannedRow,
  requireImport,
  setImportIf,
} from './desk-imports';

/** The rows a preview shows of its plan (all of them are counted). */
const PLANNED_SHOWN = 50;
/** The errors a preview lists (all of them are counted). */
const ERRORS_SHOWN = 500;

export const handler = endpoint(previewImportSchema, async ({ input, actor, request }) => {
  const record = await requireImport(actor, request.params.importId);
  if (record.status !== 'uploaded' && record.status !== 'previewed')
    throw new HttpError('desk.import_state', 'This import is not read yet, or was applied already');
  const scope = input.companyId ? await requireInScope(actor, input.companyId) : await deskScope(actor);
  const today = clock.now();
  const sheet = await loadSheet(record.importId);
  const preview = await previewRows(sheet, input, {
    importId: record.importId,
    fileName: record.fileName,
    scope,
    by: actor.email,
    today,
  });
  const previewId = randomId(8);
  const batches: PlannedRow[][] = [];
  for (let start = 0; start < preview.plan.length; start += IMPORT_BATCH_ROWS)
    batches.push(preview.plan.slice(start, start + IMPORT_BATCH_ROWS));
  await Promise.all(
    batches.map((rows, index) =>
      writeObject(batchKey(record.importId, previewId, index), JSON.stringify(rows)),
    ),
  );
  const fields = {
    status: 'previewed' as const,
    previewId,
    carrier: input.carrier,
    companyId: input.companyId ?? null,
    exportId: input.exportId ?? null,
    total: sheet.rows.length,
    valid: preview.plan.length,
    errorCount: preview.errors.length,
    batchCount: batches.length,
  };
  if (!(await setImportIf(record.importId, { status: ['uploaded', 'previewed'] }, fields)))
    throw new HttpError('desk.import_state', 'This import was applied meanwhile');
  const shown = preview.plan.slice(0, PLANNED_SHOWN);
  const names = new Map(
    await Promise.all(
      [...new Set(shown.map((row) => row.companyId))].map(async (companyId) => {
        const company = await getCompany(companyId);
        return [companyId, company?.name ?? companyId] as const;
      }),
    ),
  );
  return ok({
    import: importView({ ...record, ...fields }),
    sheet: sheetView(sheet),
    moves: preview.moves,
    errors: preview.errors.slice(0, ERRORS_SHOWN),
    planned: shown.map((row) => ({
      row: row.row,
      companyName: names.get(row.companyId) ?? row.companyId,
      tracking_number: row.tracking_number,
      move: row.move.move,
      amount: 'amount' in row.move ? row.move.amount : null,
      currency: 'currency' in row.move ? row.move.currency : '',
    })),
  });
});
