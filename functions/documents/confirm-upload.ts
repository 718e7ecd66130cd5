/**
 * POST /api/private/uploads/{uploadId}/confirm: the browser has sent the file; the server checks
 * it and keeps it as a document (./upload-flow): 201, or 200 with `reused` when a claim's document
 * uploaded again is the one kept.
 */
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { created, ok } from '../http/responses';
import { confirmUpload, documentView } from './upload-flow';

// No input but the upload in the path: a body, if any, must be an empty JSON object.
export const handler = endpoint(z.strictObject({}), async ({ actor, request }) => {
  const { document, reused } = await confirmUpload(actor.companyId, request.params.uploadId ?? '', actor);
  return reused
    ? ok({ document: documentView(document), reused: true as const })
    : created({ document: documentView(document) });
});
