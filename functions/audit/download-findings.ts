/**
 * GET /api/private/invoices/{documentId}/findings?format=csv|xlsx&locale=en|fr: a five-minute link
 * to the invoice's findings as a file (findings-files.ts wrote it when the audit recorded them: a
 * read writes nothing).
 */
import { findingsExportQuerySchema } from '@shared/audit/invoice-audit';
import { endpoint } from '../http/endpoint';
import { HttpError, NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { downloadLink, objectExists } from '../lib/aws/s3';
import { auditFolder } from './audit-store';
import { findingsFileKey } from './findings-files';
import { requireAudit } from './get-invoice';

export const handler = endpoint(findingsExportQuerySchema, async ({ input, actor, request }) => {
  const audit = await requireAudit(actor.companyId, request.params.documentId ?? '');
  if (audit.status !== 'done')
    throw new HttpError('audit.not_done', 'The audit of this invoice is not finished');
  const key = findingsFileKey(auditFolder(audit.companyId, audit.documentId), input.locale, input.format);
  // An invoice audited before the files were written at the audit: auditing it again writes them.
  if (!(await objectExists(key))) throw NotFound('Audit this invoice again to download its findings');
  const base = audit.fileName.replace(/\.[^.]*$/, '');
  return ok(await downloadLink(key, `${base}-findings.${input.format}`));
});
