/**
 * POST /api/private/desk/imports: the answer file has arrived; it is checked as every upload is
 * (size, type from its first bytes, the spreadsheet's archive before it is opened) and kept as a
 * document of the caller's own company, then read: the answer is the new import with the sheet's
 * headers, its first rows and the column mapping its headers suggest.
 */
import { startImportSchema } from '@shared/claims/desk-files';
import { confirmUpload } from '../documents/upload-flow';
import { endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { created } from '../http/responses';
import { clock } from '../lib/clock';
import { randomId } from '../lib/ids';
import { readAnswerSheet, sheetView } from './answer-preview';
import { importView, putNewImport, type StoredDeskImport } from './desk-imports';

export const handler = endpoint(startImportSchema, async ({ input, actor }) => {
  const { document } = await confirmUpload(actor.homeCompanyId, input.uploadId, actor);
  if (document.kind !== 'desk_answer_file')
    throw new HttpError('upload.wrong_type', 'This upload is not a carrier answer file');
  const sheet = await readAnswerSheet(document.key);
  const record: StoredDeskImport = {
    importId: randomId(12),
    fileName: document.fileName,
    status: 'uploaded',
    carrier: null,
    previewId: null,
    total: sheet.rows.length,
    valid: 0,
    errorCount: 0,
    processed: 0,
    applied: 0,
    skipped: 0,
    createdAt: clock.now().toISOString(),
    finishedAt: null,
    startedById: actor.userId,
    startedBy: actor.email,
    homeCompanyId: actor.homeCompanyId,
    documentId: document.documentId,
    documentKey: document.key,
    companyId: null,
    exportId: null,
    batchCount: 0,
  };
  await putNewImport(record);
  return created({ import: importView(record), sheet: sheetView(sheet) });
});
