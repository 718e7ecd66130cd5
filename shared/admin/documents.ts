/**
 * The Admin Panel's documents (issue 22): every company's uploaded files of a month, newest first,
 * or one company's, with each carrier invoice's audit status (where the workflow is, what it
 * found, why it failed). One set of schemas for the server's checks and the panel's table.
 */
import * as z from 'zod/mini';
import { AUDIT_PROBLEMS, AUDIT_STATUSES } from '../audit/invoice-audit';
import { UPLOAD_KIND_NAMES } from '../documents/uploads';

/** Documents a page holds. */
export const DOCUMENTS_PAGE_SIZE = 50;

export const documentsQuerySchema = z.strictObject({
  /** The month of upload (YYYY-MM, UTC); the current month when absent. */
  month: z.optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'form.invalid' }))),
  kind: z.optional(z.enum(UPLOAD_KIND_NAMES, { error: 'form.invalid' })),
  /** One company's documents only (its own list); every company's when absent. */
  companyId: z.optional(z.string().check(z.trim(), z.maxLength(120, { error: 'form.tooLong' }))),
  cursor: z.optional(z.string().check(z.maxLength(2048))),
});
export type DocumentsQuery = z.infer<typeof documentsQuerySchema>;

export const adminDocumentSchema = z.strictObject({
  companyId: z.string(),
  companyName: z.string(),
  documentId: z.string(),
  kind: z.enum(UPLOAD_KIND_NAMES),
  fileName: z.string(),
  fileType: z.string(),
  size: z.number(),
  carrier: z.nullable(z.string()),
  uploadedAt: z.string(),
  /** Who uploaded it: their e-mail address (their id when they are gone). */
  uploadedBy: z.string(),
  /** A carrier invoice's audit (null for other documents, or an invoice whose audit has not started). */
  audit: z.nullable(
    z.strictObject({
      status: z.enum(AUDIT_STATUSES),
      problem: z.nullable(z.enum(AUDIT_PROBLEMS)),
      run: z.number(),
      lines: z.number(),
      findings: z.number(),
      claimsOpened: z.number(),
      finishedAt: z.nullable(z.string()),
    }),
  ),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

export const adminDocumentsPageSchema = z.strictObject({
  /** The month listed (the one asked for, or the current one). */
  month: z.string(),
  documents: z.array(adminDocumentSchema),
  cursor: z.nullable(z.string()),
});
