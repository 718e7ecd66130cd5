/**
 * The invoice audit's read step (infra/workflows/invoice-audit.ts): the carrier invoice read once,
 * row by row, into shipments (the layout recognised from the file), written to S3 in shards for
 * the other steps (./run-steps). In a Lambda of its own (functions/workflows/audit-read-step.ts):
 * the spreadsheet readers are needed here only.
 */

import type { AuditProblem } from '@shared/audit/invoice-audit';
import { PasswordProtectedError, readInvoice, UnknownLayoutError } from '@shared/audit/read-invoice';
import { ShipmentGroups } from '@shared/audit/shipment-groups';
import { currencyOf, timeZoneOf } from '@shared/companies/company';
import { getCompany } from '../companies/company-store';
import { readObject, writeObject } from '../lib/aws/s3';
import { clock } from '../lib/clock';
import { log } from '../lib/log';
import { setAudit } from './audit-store';
import { type AuditInput, addAmount, objectKey, requireAudit } from './step-input';

/** Shipments per shard: one Map iteration, a second or so of rules, retried as a whole. */
export const SHARD_SHIPMENTS = 2000;

export interface ReadResult extends AuditInput {
  refused: boolean;
  shards: number[];
}

/** Reads the invoice into shards of shipments. Run again, it writes the same shards. */
export async function read(input: AuditInput): Promise<ReadResult> {
  const audit = await requireAudit(input);
  await setAudit(input.companyId, input.documentId, { status: 'reading' });
  const refuse = async (
    problem: AuditProblem,
    problemDetail: string | null = null,
    problemColumns: string[] | null = null,
  ) => {
    await setAudit(input.companyId, input.documentId, {
      status: 'failed',
      problem,
      problemDetail,
      problemColumns,
      finishedAt: clock.now().toISOString(),
    });
    return { ...input, refused: true, shards: [] };
  };
  const type = audit.fileType;
  if (type !== 'csv' && type !== 'xlsx' && type !== 'xls') return refuse('not_a_spreadsheet');
  const bytes = await readObject(audit.documentKey);
  // A layout that names no currency (DHL's line report) is in the one the company's account is billed in.
  const company = await getCompany(input.companyId);
  const currency = currencyOf(company?.country);
  const groups = new ShipmentGroups();
  const spend: Record<string, number> = {};
  const carriers = new Set<string>();
  const invoices = new Set<string>();
  let invoiceDate = '';
  let outcome: Awaited<ReturnType<typeof readInvoice>>;
  try {
    outcome = readInvoice(
      bytes,
      type,
      (line) => {
        groups.add(line);
        addAmount(spend, line.currency, line.net);
        carriers.add(line.carrier);
        if (line.invoiceNumber) invoices.add(line.invoiceNumber);
        if (line.invoiceDate > invoiceDate) invoiceDate = line.invoiceDate;
      },
      { currency },
    );
  } catch (error) {
    if (error instanceof PasswordProtectedError) return refuse('password_protected', error.message);
    // The person is shown the file's header row (bounded by the reader) beside the problem.
    if (error instanceof UnknownLayoutError)
      return error.problem === 'no_header'
        ? refuse('no_header', error.message)
        : refuse('unknown_layout', error.message, error.columns);
    log.warn('invoice unreadable', { documentId: input.documentId, error: String(error) });
    return refuse('unreadable');
  }
  const shipments = [...groups.values()];
  const shards: number[] = [];
  for (let start = 0, index = 0; start < shipments.length; start += SHARD_SHIPMENTS, index++) {
    await writeObject(
      objectKey(input, `shard-${index}.json`),
      JSON.stringify(shipments.slice(start, start + SHARD_SHIPMENTS)),
    );
    shards.push(index);
  }
  await setAudit(input.companyId, input.documentId, {
    status: 'auditing',
    timeZone: timeZoneOf(company?.country),
    layout: outcome.layout,
    lines: outcome.lines,
    skipped: outcome.skipped,
    shipments: shipments.length,
    shards: shards.length,
    shardsDone: 0,
    spend,
    carriers: [...carriers].sort(),
    invoiceNumbers: [...invoices].sort().slice(0, 20),
    invoiceDate: invoiceDate || audit.uploadedAt.slice(0, 10),
  });
  log.info('invoice read', {
    documentId: input.documentId,
    lines: outcome.lines,
    shipments: shipments.length,
  });
  return { ...input, refused: false, shards };
}
