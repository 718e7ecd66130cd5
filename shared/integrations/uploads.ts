/**
 * Files a company's system sends by API (issue 21): a customer sales invoice (PDF, PNG or JPEG,
 * named by its order number, up to 5 MB) or an orders file (CSV or Excel, up to 100 MB, read like an
 * SFTP file). The system asks for an upload URL, sends the file there, then says it is complete.
 */
import * as z from 'zod/mini';
import { uploadFileNameField } from '../documents/upload-requests';
import { maxUploadBytes } from '../documents/uploads';

export const INTEGRATION_UPLOAD_KINDS = ['sales_invoice', 'orders_file'] as const;

export const integrationUploadSchema = z
  .strictObject({
    kind: z.enum(INTEGRATION_UPLOAD_KINDS, { error: 'form.invalid' }),
    fileName: uploadFileNameField,
    size: z.number().check(z.int(), z.minimum(1, { error: 'upload.empty' })),
  })
  .check(
    z.refine((input) => input.size <= maxUploadBytes(input.kind), {
      error: 'upload.tooLarge',
      path: ['size'],
    }),
  );

export const uploadTicketSchema = z.strictObject({
  uploadId: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  maxBytes: z.number(),
  allowedExtensions: z.array(z.string()),
});

/** What a completed upload did: the document kept, and the claims a sales invoice completed or the orders file's record. */
export const uploadCompletedSchema = z.strictObject({
  documentId: z.string(),
  kind: z.enum(INTEGRATION_UPLOAD_KINDS),
  reused: z.boolean(),
  /** A sales invoice: its order number (from its name) and the investigations it completed. */
  orderNumber: z.nullable(z.string()),
  claims: z.array(z.strictObject({ claimId: z.string(), tracking_number: z.string() })),
  /** An orders file: the id of its record among the files received (its outcome comes when it is read). */
  fileId: z.nullable(z.string()),
});
export type UploadCompleted = z.infer<typeof uploadCompletedSchema>;
