/**
 * POST /api/private/desk/imports/{importId}/apply: applies the preview the person saw, whole or not
 * at all. A preview with a row in error applies nothing (422). Every claim of the plan is read again
 * first: one that changed since the preview, or whose company left the caller's scope, refuses the
 * whole import (409 naming the rows; nothing applied, the person previews again). Then the
 * DeskImport workflow applies the rows in the background, named after the import, so a second
 * apply (a double click, a retry) starts nothing more and answers the import as it is.
 */
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { applyImportSchema } from '@shared/claims/desk-files-api';
import { deskScope, inScope } from '../desk/desk-scope';
import { endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { accepted, json, ok } from '../http/responses';
import { readJson } from '../lib/aws/s3';
import { sfn } from '../lib/aws/sfn';
import { workflowArn } from '../lib/env';
import { keys } from '../lib/table/keys';
import { table } from '../lib/table/table';
import {
  batchKey,
  getImport,
  importView,
  type PlannedRow,
  requireImport,
  type StoredDeskImport,
  setImportIf,
} from './desk-imports';

/** The stale rows a refusal names (all of them are counted). */
const STALE_SHOWN = 100;

const running = (record: StoredDeskImport, previewId: string) =>
  (record.status === 'applying' || record.status === 'done') && record.previewId === previewId;

/** The plan's rows whose claim changed since the preview, or whose company the caller no longer works. */
async function staleRows(
  record: StoredDeskImport,
  previewId: string,
  scope: Awaited<ReturnType<typeof deskScope>>,
) {
  const plan = (
    await Promise.all(
      Array.from({ length: record.batchCount }, (_, index) =>
        readJson<PlannedRow[]>(batchKey(record.importId, previewId, index)),
      ),
    )
  ).flat();
  const inside = plan.filter((row) => inScope(scope, row.companyId));
  const items = await table.batchGet(
    inside.map((row) => keys.claim(row.companyId, row.claimId)),
    { consistent: true, attributes: ['companyId', 'claimId', 'version'] },
  );
  const versions = new Map(items.map((item) => [`${item.companyId}/${item.claimId}`, Number(item.version)]));
  return plan.filter(
    (row) =>
      !inScope(scope, row.companyId) || versions.get(`${row.companyId}/${row.claimId}`) !== row.version,
  );
}

export const handler = endpoint(applyImportSchema, async ({ input, actor, request }) => {
  const record = await requireImport(actor, request.params.importId);
  if (running(record, input.previewId)) return ok({ import: importView(record) });
  if (record.status !== 'previewed' || record.previewId !== input.previewId)
    throw new HttpError('desk.import_state', 'Preview the file again: this preview is not the current one');
  if (record.errorCount > 0)
    throw new HttpError('desk.import_invalid', 'Rows of this file are in error: nothing was applied');
  if (record.valid === 0) throw new HttpError('desk.import_invalid', 'This file has no row to apply');
  const stale = await staleRows(record, input.previewId, await deskScope(actor));
  if (stale.length)
    return json(409, {
      error: {
        code: 'desk.import_stale',
        message: 'Investigations changed since the preview: nothing was applied',
        // The rows named as field issues too: the browser's one error type carries them.
        issues: stale
          .slice(0, STALE_SHOWN)
          .map((row) => ({ path: `row.${row.row}`, code: 'stale', message: row.tracking_number })),
      },
      rows: stale
        .slice(0, STALE_SHOWN)
        .map((row) => ({ row: row.row, tracking_number: row.tracking_number })),
      staleCount: stale.length,
    });
  const started = await setImportIf(
    record.importId,
    { status: ['previewed'], previewId: input.previewId },
    { status: 'applying', processed: 0, applied: 0, skipped: 0, finishedAt: null },
  );
  if (!started) {
    // Another apply of this preview came first: its run is the one.
    const current = (await getImport(record.importId))!;
    if (running(current, input.previewId)) return ok({ import: importView(current) });
    throw new HttpError('desk.import_state', 'Preview the file again: this preview is not the current one');
  }
  await sfn.send(
    new StartExecutionCommand({
      stateMachineArn: workflowArn('DeskImport'),
      name: `desk-import-${record.importId}`,
      input: JSON.stringify({ importId: record.importId, phase: 'apply' }),
    }),
  );
  return accepted({
    import: importView({ ...record, status: 'applying', processed: 0, applied: 0, skipped: 0 }),
  });
});
