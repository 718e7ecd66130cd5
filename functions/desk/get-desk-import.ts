/** GET /api/private/desk/imports/{importId}: an import's state and, once applied, its progress (n / valid). */
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { importView, requireImport } from './desk-imports';

export const handler = endpoint(null, async ({ actor, request }) =>
  ok({ import: importView(await requireImport(actor, request.params.importId)) }),
);
