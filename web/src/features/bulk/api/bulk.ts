/**
 * The bulk wizard's calls: its Web Worker (read a file, check rows, make a template), the submit
 * (upload the checked file, start the run) and the run's progress.
 */

import type { BulkCells, BulkMode } from '@shared/bulk/columns';
import type { RegisteredCarriers } from '@shared/bulk/rules';
import { type BulkRunView, WINDOW_CHECK_ROWS } from '@shared/bulk/schema';
import type { Reply } from '@shared/platform/replies';
import type { Sheet, SheetProblem, SpreadsheetType } from '@shared/sheets/read-sheet';
import { uploadFile } from '@web/api/documents';
import { api } from '@web/lib/api-client';
import { saveFile } from '@web/lib/save-file';
import useSWR, { mutate } from 'swr';
import type { CheckedRow, TemplateFormat, WorkerRequest, WorkerResponse } from '../worker/protocol';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<
  number,
  {
    resolve: (message: WorkerResponse) => void;
    reject: (error: Error) => void;
    onProgress?: (fraction: number) => void;
  }
>();

function bulkWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('../worker/bulk.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      const entry = waiting.get(message.id);
      if (!entry) return;
      if (message.kind === 'progress') entry.onProgress?.(message.fraction);
      else {
        waiting.delete(message.id);
        if (message.kind === 'error') entry.reject(new Error(message.message));
        else entry.resolve(message);
      }
    };
  }
  return worker;
}

type Request = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

function ask(request: Request, onProgress?: (fraction: number) => void, transfer: Transferable[] = []) {
  const id = nextId++;
  return new Promise<WorkerResponse>((resolve, reject) => {
    waiting.set(id, { resolve, reject, onProgress });
    bulkWorker().postMessage({ ...request, id }, transfer);
  });
}

export type ReadResult = ({ ok: true } & Sheet) | { ok: false; problem: SheetProblem };

/**
 * Reads the file in the worker: the first sheet holding data and the row naming most template
 * columns as its header, unless the person chose (`choice`). The file's bytes are read again each
 * time (they go to the worker, which keeps none).
 */
export async function readBulkFile(
  file: File,
  onProgress: (fraction: number) => void,
  choice: { sheet?: number; headerRow?: number } = {},
): Promise<ReadResult> {
  const extension = file.name.split('.').pop()?.toLowerCase();
  const type: SpreadsheetType = extension === 'xlsx' ? 'xlsx' : extension === 'xls' ? 'xls' : 'csv';
  const bytes = await file.arrayBuffer();
  const answer = await ask({ kind: 'read', bytes, type, ...choice }, onProgress, [bytes]);
  if (answer.kind !== 'read') throw new Error('unexpected answer');
  if (!answer.ok) return { ok: false, problem: answer.problem };
  const { id: _id, kind: _kind, ...read } = answer;
  return read;
}

export async function checkBulkRows(
  rows: BulkCells[],
  carriers: RegisteredCarriers,
  mode: BulkMode,
  onProgress: (fraction: number) => void,
): Promise<CheckedRow[]> {
  const answer = await ask(
    { kind: 'check', rows, carriers, today: new Date().toISOString(), mode },
    onProgress,
  );
  if (answer.kind !== 'check') throw new Error('unexpected answer');
  return answer.rows;
}

/**
 * Which of the lines (already passing the rules) are past their carrier's claim window, read by the
 * server from the carriers' tracking, WINDOW_CHECK_ROWS at a time: the indexes of `rows` flagged.
 */
export async function checkWindows(
  rows: { index: number; carrier: string; tracking_number: string; issue: string }[],
  onProgress: (fraction: number) => void,
): Promise<Set<number>> {
  const flagged = new Set<number>();
  for (let start = 0; start < rows.length; start += WINDOW_CHECK_ROWS) {
    const chunk = rows.slice(start, start + WINDOW_CHECK_ROWS);
    const { closed } = await api<Reply<'check-bulk-windows'>>('/api/private/bulk-claims/windows', {
      body: { rows: chunk.map(({ index: _index, ...row }) => row) },
    });
    for (const { index } of closed) flagged.add(chunk[index]!.index);
    onProgress(Math.min(1, (start + chunk.length) / rows.length));
  }
  return flagged;
}

export async function downloadTemplate(format: TemplateFormat, mode: BulkMode): Promise<void> {
  const answer = await ask({ kind: 'template', format, mode });
  if (answer.kind !== 'template') throw new Error('unexpected answer');
  saveFile(
    answer.bytes,
    answer.mime,
    `parcel-audit-${mode === 'update' ? 'goods' : 'claims'}-template.${format}`,
  );
}

export const BULK_KEY = '/api/private/bulk-claims';

/** Uploads the checked file and starts its run. */
export async function submitBulkFile(
  csv: string,
  fileName: string,
  confirmedValues: boolean,
  mode: BulkMode,
  onProgress: (fraction: number) => void,
): Promise<BulkRunView> {
  const file = new File([csv], `${fileName.replace(/\.[^.]*$/, '')}.csv`, { type: 'text/csv' });
  const document = await uploadFile('bulk_file', file, undefined, onProgress);
  const { run } = await api<Reply<'start-bulk'>>(BULK_KEY, {
    body: { documentId: document.documentId, confirmedValues, mode },
  });
  return run;
}

/**
 * Starts a run that failed again (the server finds the claims it made already, so nothing is made
 * twice); the progress then moves again.
 */
export async function restartBulkRun(run: BulkRunView): Promise<void> {
  const answer = await api<Reply<'start-bulk'>>(BULK_KEY, {
    body: { documentId: run.bulkId, mode: run.mode },
  });
  await mutate(`${BULK_KEY}/${encodeURIComponent(run.bulkId)}`, answer, { revalidate: false });
}

/** A run's progress, asked every second until it is done or failed. */
export function useBulkRun(bulkId: string | null) {
  return useSWR<Reply<'get-bulk'>>(
    bulkId ? `${BULK_KEY}/${encodeURIComponent(bulkId)}` : null,
    (path: string) => api(path),
    {
      refreshInterval: (latest) =>
        latest && (latest.run.status === 'done' || latest.run.status === 'failed') ? 0 : 1000,
    },
  );
}

export async function downloadBulkExport(bulkId: string): Promise<void> {
  const { url } = await api<Reply<'download-bulk-export'>>(
    `${BULK_KEY}/${encodeURIComponent(bulkId)}/export`,
  );
  window.location.assign(url);
}
