/**
 * The public API (issue 21): what each integration route takes. With the route table and the
 * reply schemas (shared/platform/replies.ts) it makes the OpenAPI document served at
 * /api/public/openapi.json (functions/platform/openapi.ts); a test fails for an integration route
 * missing here.
 */
import type * as z from 'zod/mini';
import * as zm from 'zod/mini';
import type { ErrorCode } from '../platform/errors';
import { ordersBatchSchema } from './orders';
import { integrationUploadSchema } from './uploads';

export const INTEGRATION_INPUTS: Record<
  string,
  {
    schema: z.ZodMiniType;
    summary: string;
    description: string;
    /** The statuses a handled call answers (200 when not given). */
    success?: { status: number; description: string }[];
    /** Whether the route honours an Idempotency-Key header. */
    idempotent?: boolean;
    /**
     * The error codes the route's own handling answers, beyond those every integration route may
     * (INTEGRATION_ERRORS): the document declares each one's status (shared/platform/errors.ts).
     */
    errors?: ErrorCode[];
  }
> = {
  'receive-orders': {
    schema: ordersBatchSchema,
    summary: 'Send orders (up to 1,000 a call)',
    idempotent: true,
    errors: ['integration.idempotency_mismatch', 'integration.idempotency_in_progress'],
    description:
      'Stores each order by its number and gives its goods lines to the open investigations of that order that wait for them; investigations opened later for it start complete. The same order sent again changes nothing. Amounts are text as a person types them ("80.00", "80,00"); dates are YYYY-MM-DD. An Idempotency-Key header makes a retried batch safe: the same key and body answer the first answer.',
  },
  'request-file-upload': {
    schema: integrationUploadSchema,
    summary: 'Ask for an upload URL (a sales invoice or an orders file)',
    errors: ['upload.wrong_type'],
    success: [{ status: 201, description: 'The upload URL and the fields to send with the file.' }],
    description:
      'Answers a presigned POST (url and fields, valid 15 minutes): send the file there as multipart/form-data, the fields first and the file last, then complete the upload. A sales invoice (PDF, PNG or JPEG, up to 5 MB) is named by its order number (CMD-1001.pdf); an orders file (CSV, XLSX or XLS, up to 100 MB) has one row per goods line with the columns order_number, sales_date, description, nb_of_items, unit_price, amount_excl, amount_incl, tax_percentage and optionally currency_code, customer_name and customer_email.',
  },
  'complete-file-upload': {
    schema: zm.strictObject({}),
    summary: 'Complete an upload',
    errors: [
      'upload.not_found',
      'upload.empty',
      'upload.too_large',
      'upload.wrong_type',
      'upload.unsafe_archive',
      'upload.password_protected',
      'upload.duplicate',
    ],
    success: [
      { status: 200, description: 'A sales invoice, attached to the investigations named.' },
      { status: 202, description: 'An orders file, to be read in the background.' },
    ],
    description:
      'Checks the file that arrived (its real size and type). A sales invoice attaches itself at once to the open investigations of its order that wait for it, and the answer names them. An orders file is read in the background (202): its outcome, with its bad rows, appears among the files received on the Sales Data page. The same file again is the one kept, read once.',
  },
};

/**
 * What every integration route may answer, whatever it does: its input refused (body, query or a
 * path parameter), no live API key, the company deactivated or suspended, the key past its rate,
 * a body too large or not JSON, and our own failure.
 */
export const INTEGRATION_ERRORS: readonly ErrorCode[] = [
  'request.malformed_json',
  'request.invalid',
  'request.too_large',
  'request.unsupported_media_type',
  'auth.api_key_invalid',
  'auth.company_inactive',
  'auth.suspended',
  'auth.rate_limited',
  'server.internal',
];
