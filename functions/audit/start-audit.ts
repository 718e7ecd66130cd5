/**
 * Starts the audit of a carrier invoice once its upload is confirmed: records the audit (queued)
 * and starts the InvoiceAudit workflow named after the document, so a retried confirmation starts
 * it once. A PDF is kept as a document but cannot be read line by line: its audit says so at once.
 */
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { sfn } from '../lib/aws/sfn';
import { clock } from '../lib/clock';
import { workflowArn } from '../lib/env';
import { putNewAudit, type StoredAudit } from './audit-store';

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
    byRule: [],
    claimsOpened: 0,
    alreadyClaimed: 0,
    startedAt: now.toISOString(),
    finishedAt: spreadsheet ? null : now.toISOString(),
    startedBy: by.email,
    startedById: by.userId,
    chunks: 0,
  };
}

export async function startAudit(
  document: InvoiceDocument,
  by: { userId: string; email: string },
): Promise<StoredAudit> {
  const audit = newAudit(document, by, clock.now());
  if (!(await putNewAudit(audit)) || !readable(document)) return audit;
  await sfn.send(
    new StartExecutionCommand({
      stateMachineArn: workflowArn('InvoiceAudit'),
      name: `audit-${document.documentId}`,
      input: JSON.stringify({ companyId: document.companyId, documentId: document.documentId }),
    }),
  );
  return audit;
}
