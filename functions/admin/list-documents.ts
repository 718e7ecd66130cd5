/**
 * GET /api/private/admin/documents?month=&kind=&companyId=&cursor=: the files uploaded in a month
 * (UTC), newest first: every company's from the month's listing (an index), or one company's from
 * its own. Each carrier invoice comes with its audit's status and figures (one batched read per
 * page), each uploader with their e-mail address. Platform admins only.
 */
import { type AdminDocument, DOCUMENTS_PAGE_SIZE, documentsQuerySchema } from '@shared/admin/documents';
import type { StoredAudit } from '../audit/audit-store';
import type { StoredDocument } from '../documents/document-store';
import { isDocumentsCursor } from '../documents/document-store';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { fromItem } from '../lib/table/item';
import { isSharedPosition, keys, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { table } from '../lib/table/table';
import { companyNames } from './list-credentials';

const isMonthCursor = (month: string) =>
  isSharedPosition(INDEX.lookup, partitions.documentsOfMonth(month), 'DOCUMENT#');

/** One page of the month's documents: one company's (its own listing) or everyone's. */
async function documentsPage(
  month: string,
  companyId: string | undefined,
  kind: string | undefined,
  cursor?: string,
) {
  const filter = kind
    ? {
        FilterExpression: '#kind = :kind',
        ExpressionAttributeNames: { '#kind': 'kind' },
        ExpressionAttributeValues: { ':kind': kind },
      }
    : {};
  if (companyId)
    return table.queryIndex(INDEX.listing, partitions.documents(companyId), {
      sort: 'begins_with(#sk, :month)',
      ...filter,
      ExpressionAttributeValues: { ...filter.ExpressionAttributeValues, ':month': month },
      ScanIndexForward: false,
      Limit: DOCUMENTS_PAGE_SIZE,
      ExclusiveStartKey: decodeCursor(cursor, isDocumentsCursor(companyId)),
    });
  return table.queryIndex(INDEX.lookup, partitions.documentsOfMonth(month), {
    ...filter,
    ScanIndexForward: false,
    Limit: DOCUMENTS_PAGE_SIZE,
    ExclusiveStartKey: decodeCursor(cursor, isMonthCursor(month)),
  });
}

/** The audits of the page's carrier invoices, by document id. */
async function auditsOf(documents: StoredDocument[]): Promise<Map<string, StoredAudit>> {
  const invoices = documents.filter((document) => document.kind === 'carrier_invoice');
  const items = await table.batchGet(
    invoices.map((document) => keys.audit(document.companyId, document.documentId)),
  );
  const audits = items.map((item) => fromItem<StoredAudit>(item));
  return new Map(audits.map((audit) => [`${audit.companyId}/${audit.documentId}`, audit]));
}

/** The uploaders' e-mail addresses, by company and user id. */
async function uploaders(documents: StoredDocument[]): Promise<Map<string, string>> {
  const wanted = new Map(
    documents.map((document) => [`${document.companyId}/${document.uploadedBy}`, document] as const),
  );
  const items = await table.batchGet(
    [...wanted.values()].map((document) => keys.user(document.companyId, document.uploadedBy)),
    { attributes: ['companyId', 'userId', 'email_address'] },
  );
  return new Map(items.map((item) => [`${item.companyId}/${item.userId}`, String(item.email_address)]));
}

export const handler = endpoint(documentsQuerySchema, async ({ input }) => {
  const month = input.month ?? clock.now().toISOString().slice(0, 7);
  const companyId = input.companyId || undefined;
  const page = await documentsPage(month, companyId, input.kind, input.cursor);
  const documents = page.items.map((item) => fromItem<StoredDocument>(item));
  const [names, audits, people] = await Promise.all([
    companyNames(documents.map((document) => document.companyId)),
    auditsOf(documents),
    uploaders(documents),
  ]);
  return ok({
    month,
    documents: documents.map((document): AdminDocument => {
      const audit = audits.get(`${document.companyId}/${document.documentId}`);
      return {
        companyId: document.companyId,
        companyName: names.get(document.companyId) ?? document.companyId,
        documentId: document.documentId,
        kind: document.kind as AdminDocument['kind'],
        fileName: document.fileName,
        fileType: document.fileType,
        size: document.size,
        carrier: document.carrier,
        uploadedAt: document.uploadedAt,
        uploadedBy: people.get(`${document.companyId}/${document.uploadedBy}`) ?? document.uploadedBy,
        audit: audit
          ? {
              status: audit.status,
              problem: audit.problem,
              run: audit.run ?? 1,
              lines: audit.lines,
              findings: audit.findings,
              claimsOpened: audit.claimsOpened,
              finishedAt: audit.finishedAt,
            }
          : null,
      };
    }),
    cursor: encodeCursor(page.cursor),
  });
});
