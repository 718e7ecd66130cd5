/**
 * GET /api/private/invoices/{documentId}/findings?format=csv|xlsx&locale=en|fr: a five-minute link
 * to the invoice's findings as a file (findings-files.ts wrote it when the audit recorded them: a
 * read writes nothing).
 */
import { findingsExportQuerySchema } from '@shared/audit/invoice-audit';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { downloadLink, objectExists } from '../lib/aws/s3';
import { auditFolder } from './audit-store';
import { findingsFileKey } from './findings-files';
import { requireDoneAudit } from './get-invoice';

export const handler = endpoint(findingsExportQuerySchema, async ({ input, actor, request }) => {
  const audit = await requireDoneAudit(actor.companyId, request.params.documentId ?? '');
  const key = findingsFileKey(auditFolder(audit.companyId, audit.documentId), input.locale, input.format);
  // An invoice audited before the files were written at the audit: auditing it again writes them.
  if (!(await objectExists(key))) throw NotFound('Audit this invoice again to download its findings');
  const base = audit.fileName.replace(/\.[^.]*$/, '');
  return ok(await downloadLink(key, `${base}-findings.${input.format}`));
});
