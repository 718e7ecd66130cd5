/**
 * The bulk wizard's Web Worker: reads the file (CSV, XLSX, XLS) and runs the row rules off the
 * page's thread, reporting progress, so a 5 MB file never freezes the page. The reader and rules
 * are the server's own (shared/bulk). SheetJS is loaded here only, never in the page's bundle.
 */
/// <reference lib="webworker" />

import { headerRowOf } from '@shared/bulk/columns';
import { checkRow, trackingKey } from '@shared/bulk/rules';
import { readSheet } from '@shared/sheets/read-sheet';
import type { CheckedRow, WorkerRequest, WorkerResponse } from './protocol';
import { templateFile } from './template';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const reply = (message: WorkerResponse, transfer: Transferable[] = []) =>
  scope.postMessage(message, transfer);

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  try {
    if (request.kind === 'read') {
      let last = 0;
      const result = readSheet(
        new Uint8Array(request.bytes),
        request.type,
        (fraction) => {
          if (fraction - last >= 0.02 || fraction === 1) {
            last = fraction;
            reply({ id: request.id, kind: 'progress', fraction });
          }
        },
        { sheet: request.sheet, headerRow: request.headerRow ?? headerRowOf },
      );
      reply(
        result.ok
          ? { id: request.id, kind: 'read', ok: true, ...result.sheet }
          : { id: request.id, kind: 'read', ok: false, problem: result.problem },
      );
    } else if (request.kind === 'check') {
      const context = { today: new Date(request.today), carriers: request.carriers };
      const rows: CheckedRow[] = [];
      const step = Math.max(500, Math.ceil(request.rows.length / 50));
      request.rows.forEach((cells, index) => {
        const verdict = checkRow(cells, context, request.mode);
        rows.push({
          errors: verdict.errors,
          warnings: verdict.warnings,
          tracking: trackingKey(cells.tracking_number),
        });
        if ((index + 1) % step === 0)
          reply({ id: request.id, kind: 'progress', fraction: (index + 1) / request.rows.length });
      });
      reply({ id: request.id, kind: 'check', rows });
    } else {
      const file = templateFile(request.format, request.mode);
      reply({ id: request.id, kind: 'template', bytes: file.bytes, mime: file.mime }, [file.bytes]);
    }
  } catch (error) {
    reply({ id: request.id, kind: 'error', message: String(error) });
  }
};
