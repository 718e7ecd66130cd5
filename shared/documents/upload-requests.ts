/** Asking for an upload, and confirming it once the browser has sent the file. */
import * as z from 'zod/mini';
import { CARRIER_IDS } from '../carriers/carriers';
import { cleanFileName } from './file-names';
import { MAX_UPLOAD_BYTES, UPLOAD_KIND_NAMES } from './uploads';

/** A file's name, kept, shown and downloaded as cleaned: no control, direction or lone surrogate characters. */
export const uploadFileNameField = z
  .string({ error: 'form.required' })
  .check(
    z.overwrite(cleanFileName),
    z.minLength(1, { error: 'form.required' }),
    z.maxLength(200, { error: 'form.tooLong' }),
  );

export const uploadRequestSchema = z.strictObject({
  kind: z.enum(UPLOAD_KIND_NAMES),
  fileName: uploadFileNameField,
  size: z
    .number()
    .check(
      z.int(),
      z.minimum(1, { error: 'upload.empty' }),
      z.maximum(MAX_UPLOAD_BYTES, { error: 'upload.tooLarge' }),
    ),
  contentType: z.optional(z.string().check(z.maxLength(200))),
  carrier: z.optional(z.enum(CARRIER_IDS)),
});

export type UploadRequest = z.infer<typeof uploadRequestSchema>;

export const documentViewSchema = z.strictObject({
  documentId: z.string(),
  kind: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  size: z.number(),
  carrier: z.nullable(z.string()),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
});
export type DocumentView = z.infer<typeof documentViewSchema>;

/** An investigation that uses a document: whether it is still open (then the document cannot be deleted). */
export const documentUseSchema = z.strictObject({
  claimId: z.string(),
  tracking_number: z.string(),
  reference: z.string(),
  state: z.string(),
  open: z.boolean(),
});
export type DocumentUse = z.infer<typeof documentUseSchema>;
