/**
 * POST /api/private/bulk-claims: starts the BulkClaims workflow on a bulk file the company uploaded
 * (kind `bulk_file`, through the presigned upload and its checks). The run is named after the file,
 * so submitting the same file twice answers the first run and starts nothing more. Submitting the
 * file of a run that failed (past the workflow's retries, not a refused file) starts it again.
 */
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { startBulkSchema } from '@shared/bulk/schema';
import { getUser } from '../auth/user-store';
import { getDocument } from '../documents/document-store';
import { endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { accepted, ok } from '../http/responses';
import { sfn } from '../lib/aws/sfn';
import { clock } from '../lib/clock';
import { workflowArn } from '../lib/env';
import { getRun, mayRestart, putNewRun, restartRun, runView, type StoredBulkRun } from './bulk-store';

export const handler = endpoint(startBulkSchema, async ({ input, actor: me }) => {
  const document = await getDocument(me.companyId, input.documentId);
  if (document?.kind !== 'bulk_file')
    throw new HttpError('bulk.file_invalid', 'This is not one of your bulk files', [
      { path: 'documentId', code: 'custom', message: 'bulk.fileInvalid' },
    ]);
  const existing = await getRun(me.companyId, document.documentId);
  if (existing) {
    // A run that failed past its retries is started again (once, however many ask); its claims
    // made so far are found again by their ids, its recorded batches keep their figures.
    if (!mayRestart(existing)) return ok({ run: runView(existing) });
    const restarted = await restartRun(existing);
    if (!restarted) return ok({ run: runView((await getRun(me.companyId, document.documentId))!) });
    await startExecution(restarted);
    return accepted({ run: runView(restarted) });
  }
  const person = await getUser(me.homeCompanyId, me.userId);
  const run: StoredBulkRun = {
    mode: input.mode,
    bulkId: document.documentId,
    companyId: me.companyId,
    documentKey: document.key,
    fileName: document.fileName,
    status: 'queued',
    total: 0,
    processed: 0,
    created: 0,
    removed: 0,
    rejected: 0,
    problem: null,
    startedBy: me.email,
    startedById: me.userId,
    startedAt: clock.now().toISOString(),
    finishedAt: null,
    confirmedValues: input.confirmedValues,
    locale: person?.locale === 'fr' ? 'fr' : 'en',
    batchCount: 0,
    exportKey: null,
  };
  if (!(await putNewRun(run))) {
    const raced = await getRun(me.companyId, document.documentId);
    return ok({ run: runView(raced!) });
  }
  await startExecution(run);
  return accepted({ run: runView(run) });
});

/** The run's workflow execution: named after the file (and the attempt), so a double submit is one run. */
function startExecution(run: StoredBulkRun) {
  return sfn.send(
    new StartExecutionCommand({
      stateMachineArn: workflowArn('BulkClaims'),
      name: run.attempt ? `bulk-${run.bulkId}-r${run.attempt}` : `bulk-${run.bulkId}`,
      input: JSON.stringify({ companyId: run.companyId, bulkId: run.bulkId }),
    }),
  );
}
