/**
 * POST /api/private/desk/imports: the answer file has arrived; it is checked as every upload is
 * (size, type from its first bytes, the spreadsheet's archive before it is opened) and kept as a
 * document of the caller's own company. The import starts 'reading': the DeskImport workflow reads
 * the file (./answer-sheet.ts) and the import shows its headers, its first rows and the column
 * mapping they suggest (GET .../imports/{importId}).
 */
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { startImportSchema } from '@shared/claims/desk-files-api';
import { confirmUpload } from '../documents/upload-flow';
import { endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { created } from '../http/responses';
import { sfn } from '../lib/aws/sfn';
import { clock } from '../lib/clock';
import { workflowArn } from '../lib/env';
import { randomId } from '../lib/ids';
import { importView, putNewImport, type StoredDeskImport } from './desk-imports';

export const handler = endpoint(startImportSchema, async ({ input, actor }) => {
  const { document } = await confirmUpload(actor.homeCompanyId, input.uploadId, actor);
  if (document.kind !== 'desk_answer_file')
    throw new HttpError('upload.wrong_type', 'This upload is not a carrier answer file');
  const record: StoredDeskImport = {
    importId: randomId(12),
    fileName: document.fileName,
    status: 'reading',
    carrier: null,
    previewId: null,
    total: 0,
    valid: 0,
    errorCount: 0,
    processed: 0,
    applied: 0,
    skipped: 0,
    createdAt: clock.now().toISOString(),
    finishedAt: null,
    problem: null,
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
  await sfn.send(
    new StartExecutionCommand({
      stateMachineArn: workflowArn('DeskImport'),
      name: `desk-read-${record.importId}`,
      input: JSON.stringify({ importId: record.importId, phase: 'read' }),
    }),
  );
  return created({ import: importView(record) });
});
