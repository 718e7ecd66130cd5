/**
 * DELETE /api/private/documents/{documentId}: removes a document and its file (client admin); refused
 * (409 document.in_use) while an open investigation uses it. A carrier invoice takes back what its
 * audit counted (../audit/forget-audit); one still being audited is refused (409 audit.running).
 */
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { getAudit } from '../audit/audit-store';
import { forgetAudit } from '../audit/forget-audit';
import { clearCompanyLogo } from '../companies/company-store';
import { endpoint } from '../http/endpoint';
import { HttpError, NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { s3 } from '../lib/aws/s3';
import { env } from '../lib/env';
import { claimsUsing } from './document-claims';
import { deleteDocument, getDocument } from './document-store';

export const handler = endpoint(null, async ({ actor, request }) => {
  const document = await getDocument(actor.companyId, request.params.documentId ?? '');
  if (!document) throw NotFound('No such document');
  // An open investigation needs it (its original invoice, a picture): it stays until they close.
  const open = (await claimsUsing(actor.companyId, document.documentId)).filter((use) => use.open);
  if (open.length)
    throw new HttpError(
      'document.in_use',
      `Used by ${open.length} open investigation(s): ${open.map((use) => use.tracking_number).join(', ')}`,
    );
  // A carrier invoice being audited is deleted once its audit is over; an audited one takes its figures with it.
  const audit = await getAudit(actor.companyId, document.documentId);
  if (audit && audit.status !== 'done' && audit.status !== 'failed')
    throw new HttpError('audit.running', 'The invoice is being audited: delete it once its audit is over');
  if (audit) await forgetAudit(audit);
  await deleteDocument(document);
  if (document.kind === 'logo') await clearCompanyLogo(actor.companyId, document.documentId);
  await s3.send(new DeleteObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: document.key }));
  return ok({ deleted: true });
});
