/**
 * GET /api/private/billing/fees: the company's success fee lines, newest first: each refund the
 * carrier credited, the fee at the plan's rate, its investigation, the evidence of the credit (the
 * carrier's claim status and message, and the credit line of a later carrier invoice when the audit
 * found one), and the document that billed it. Reversals are listed too.
 */
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { collections } from '../lib/table/keys';
import { table } from '../lib/table/table';
import { feeLineFrom, feeLineView } from './fee-lines';

export const handler = endpoint(z.strictObject({}), async ({ actor }) => {
  const items = await table.queryAll(collections.feeLines(actor.companyId));
  const lines = items
    .map(feeLineFrom)
    .map(feeLineView)
    .sort((a, b) => b.at.localeCompare(a.at) || b.lineId.localeCompare(a.lineId));
  return ok({ lines });
});
