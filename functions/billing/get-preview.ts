/**
 * GET /api/private/billing/preview: what 'Generate invoice' would issue for the company now, line
 * by line with totals, before anything is issued. Platform admins only.
 */
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { previewDocuments } from './ledger';

export const handler = endpoint(z.strictObject({}), async ({ actor }) =>
  ok(await previewDocuments(actor.companyId)),
);
