/**
 * GET /api/private/desk/imports/{importId}: an import as it is (read, previewed, applying: its
 * progress n / rows), with its sheet once read: headers, first rows, the mapping they suggest.
 */
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { loadSheet, sheetView } from './answer-preview';
import { importView, requireImport } from './desk-imports';

export const handler = endpoint(null, async ({ actor, request }) => {
  const record = await requireImport(actor, request.params.importId);
  const read = record.status !== 'reading' && record.status !== 'unreadable';
  return ok({ import: importView(record), sheet: read ? sheetView(await loadSheet(record.importId)) : null });
});
