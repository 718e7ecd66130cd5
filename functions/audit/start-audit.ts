/**
 * Starts the audit of a carrier invoice once its upload is confirmed: records the audit (queued)
 * and starts the InvoiceAudit workflow named after the document, so a retried confirmation starts
 * it once. A PDF is kept as a document but cannot be read line by line: its audit says so at once.
 */
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { sfn } from '../lib/aws/sfn';
import { clock } from '../lib/clock';
import { workflowArn } from '../lib/env';
import { log } from '../lib/log';
import { putNewAudit, restartAudit, type StoredAudit, setAudit } from './audit-store';

export interface InvoiceDocument {
  documentId: string;
  companyId: string;
  fileName: string;
  fileType: string;
  key: string;
  uploadedAt: string;
}

const readable = (document: InvoiceDocument) => ['csv', 'xlsx', 'xls'].includes(document.fileType);

/** A new invoice's audit: queued (a PDF's is over at once: it cannot be read line by line), nothing read yet. */
export function newAudit(
  document: InvoiceDocument,
  by: { userId: string; email: string },
  now: Date,
): StoredAudit {
  const spreadsheet = readable(document);
  return {
    documentId: document.documentId,
    companyId: document.companyId,
    documentKey: document.key,
    fileType: document.fileType,
    fileName: document.fileName,
    uploadedAt: document.uploadedAt,
    status: spreadsheet ? 'queued' : 'failed',
    problem: spreadsheet ? null : 'not_a_spreadsheet',
    problemDetail: null,
    layout: null,
    carriers: [],
    invoiceNumbers: [],
    invoiceDate: null,
    lines: 0,
    skipped: 0,
    shipments: 0,
    shards: 0,
    shardsDone: 0,
    spend: {},
    recoverable: {},
    findings: 0,
    reviews: 0,
    reviewable: {},
    byRule: [],
    claimsOpened: 0,
    alreadyClaimed: 0,
    startedAt: now.toISOString(),
    finishedAt: spreadsheet ? null : now.toISOString(),
    startedBy: by.email,
    startedById: by.userId,
    chunks: 0,
    run: 1,
  };
}

/** Starts the workflow of an audit's run; if it cannot start, the audit says so (and can be run again). */
async function startRun(audit: Pick<StoredAudit, 'companyId' | 'documentId' | 'run'>): Promise<void> {
  const run = audit.run ?? 1;
  try {
    await sfn.send(
      new StartExecutionCommand({
        stateMachineArn: workflowArn('InvoiceAudit'),
        // Named after the invoice and the run: a retried request starts each run once.
        name: `audit-${audit.documentId}${run > 1 ? `-run-${run}` : ''}`,
        input: JSON.stringify({ companyId: audit.companyId, documentId: audit.documentId }),
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name === 'ExecutionAlreadyExists') return;
    log.error('audit not started', { documentId: audit.documentId, run, error: String(error) });
    await setAudit(audit.companyId, audit.documentId, {
      status: 'failed',
      problem: 'internal',
      finishedAt: clock.now().toISOString(),
    });
    throw error;
  }
}

export async function startAudit(
  document: InvoiceDocument,
  by: { userId: string; email: string },
): Promise<StoredAudit> {
  const audit = newAudit(document, by, clock.now());
  if (!(await putNewAudit(audit)) || !readable(document)) return audit;
  await startRun(audit);
  return audit;
}

/**
 * Audits an invoice again (after its account's contract terms changed, or when its audit failed):
 * the next run reads the invoice again and opens what it finds that has no investigation yet.
 * Returns null when the audit is not over (another request restarted it first).
 */
export async function auditAgain(audit: StoredAudit): Promise<StoredAudit | null> {
  const run = (audit.run ?? 1) + 1;
  const restarted: Partial<StoredAudit> = {
    run,
    status: 'queued',
    problem: null,
    problemDetail: null,
    problemColumns: null,
    shards: 0,
    shardsDone: 0,
    startedAt: clock.now().toISOString(),
    finishedAt: null,
  };
  if (!(await restartAudit(audit, restarted))) return null;
  const next = { ...audit, ...restarted };
  await startRun(next);
  return next;
}
