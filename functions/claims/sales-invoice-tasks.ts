/**
 * GET /api/private/sales-invoices/tasks: a five-minute link to the list of claims waiting for their
 * sales invoice, as CSV (formula-safe), with the file name each invoice should carry.
 */
import { toCsv } from '@shared/sheets/exports';
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { downloadLink, writeObject } from '../lib/aws/s3';
import { BUCKET_PREFIXES } from '../lib/buckets';
import { clock } from '../lib/clock';
import { randomId } from '../lib/ids';
import { salesInvoiceTasks, TASK_COLUMNS } from './sales-invoices';

export const handler = endpoint(z.strictObject({}), async ({ actor: me }) => {
  const rows = await salesInvoiceTasks(me.companyId);
  const day = clock.now().toISOString().slice(0, 10);
  const key = `${BUCKET_PREFIXES.exports}${me.companyId}/${randomId(12)}.csv`;
  await writeObject(key, toCsv(TASK_COLUMNS, rows), 'text/csv; charset=utf-8');
  return ok({ ...(await downloadLink(key, `sales-invoices-needed-${day}.csv`)), count: rows.length });
});
