/**
 * The desk's files over the API (issue 38, item 5): what the export and the answer-file import
 * take and answer, checked by the browser's forms and the server alike (the rows themselves are
 * read by ./desk-files).
 */
import * as z from 'zod/mini';
import { CARRIER_IDS } from '../carriers/carriers';
import { ANSWER_DECISIONS, ANSWER_FIELDS, ROW_ERRORS } from './desk-files';

const id = z.string().check(z.regex(/^[\w-]{1,64}$/));
const column = z.number().check(z.int(), z.minimum(0), z.maximum(59));

/** POST /api/private/desk/exports: one carrier's claims to file, of one company or every one in scope. */
export const deskExportSchema = z.strictObject({
  carrier: z.enum(CARRIER_IDS),
  companyId: z.optional(id),
  /** The carrier's published layout where there is one ('carrier'), else our own columns ('desk'). */
  layout: z._default(z.enum(['carrier', 'desk']), 'carrier'),
  locale: z._default(z.enum(['en', 'fr']), 'en'),
});
export type DeskExportInput = z.infer<typeof deskExportSchema>;

export const deskExportReplySchema = z.strictObject({
  exportId: z.string(),
  fileName: z.string(),
  /** The layout written: the carrier's (its id) or 'desk'. */
  layout: z.string(),
  count: z.number(),
  /** The lane held more than DESK_FILE_CAP claims: these are its first (soonest deadlines). */
  capped: z.boolean(),
  url: z.string(),
  expiresInSeconds: z.number(),
});

/** POST /api/private/desk/imports/uploads: where to send an answer file (a presigned POST). */
export const answerUploadSchema = z.strictObject({
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  size: z.number().check(z.int(), z.minimum(1, { error: 'upload.empty' }), z.maximum(5 * 1024 * 1024)),
});

/** POST /api/private/desk/imports: the uploaded answer file becomes an import. */
export const startImportSchema = z.strictObject({ uploadId: z.string().check(z.regex(/^[\w-]{8,64}$/)) });

/** POST /api/private/desk/imports/{importId}/preview: read every row with this mapping. */
export const previewImportSchema = z.strictObject({
  carrier: z.enum(CARRIER_IDS),
  /** The company whose claims the file answers (its claim and tracking numbers are looked up in it). */
  companyId: z.optional(id),
  /** The export the file answers (its tracking numbers find their claims across companies). */
  exportId: z.optional(id),
  mapping: z.strictObject({
    claim_id: z.optional(column),
    claim_number: z.optional(column),
    tracking_number: z.optional(column),
    decision: z.optional(column),
    amount: z.optional(column),
    currency: z.optional(column),
    date: z.optional(column),
    message: z.optional(column),
  }),
});
export type PreviewImportInput = z.infer<typeof previewImportSchema>;

/** POST /api/private/desk/imports/{importId}/apply: applies the preview the person saw, whole. */
export const applyImportSchema = z.strictObject({ previewId: z.string().check(z.regex(/^[\w-]{1,64}$/)) });

/**
 * An import's life: its file read in the background ('reading'; 'unreadable' with the problem), then
 * previewed as many times as needed, then applied ('applying', 'done'; 'failed' past its retries).
 */
export const DESK_IMPORT_STATUSES = [
  'reading',
  'unreadable',
  'uploaded',
  'previewed',
  'applying',
  'done',
  'failed',
] as const;

const rowErrorSchema = z.strictObject({
  row: z.number(),
  field: z.nullable(z.enum(ANSWER_FIELDS)),
  code: z.enum(ROW_ERRORS),
  first: z.optional(z.number()),
});

export const deskImportViewSchema = z.strictObject({
  importId: z.string(),
  fileName: z.string(),
  status: z.enum(DESK_IMPORT_STATUSES),
  carrier: z.nullable(z.string()),
  previewId: z.nullable(z.string()),
  /** Rows the preview read, the rows it would apply, and the rows in error. */
  total: z.number(),
  valid: z.number(),
  errorCount: z.number(),
  /** Progress once applied: rows done (n / valid), applied, and skipped (changed meanwhile). */
  processed: z.number(),
  applied: z.number(),
  skipped: z.number(),
  skippedRows: z.array(z.strictObject({ row: z.number(), tracking_number: z.string() })),
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
  /** Why the file could not be read, or the import failed: an error code (`error.<code>`). */
  problem: z.nullable(z.string()),
});
export type DeskImportView = z.infer<typeof deskImportViewSchema>;

/** The sheet as read: its headers, a few rows, and the mapping they suggest. */
export const answerSheetSchema = z.strictObject({
  headers: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  rows: z.number(),
  sheetNames: z.array(z.string()),
  dataSheets: z.array(z.number()),
  sheetIndex: z.number(),
  candidates: z.array(z.array(z.string())),
  headerRow: z.number(),
  suggested: z.partialRecord(z.enum(ANSWER_FIELDS), z.number()),
});

export const startImportReplySchema = z.strictObject({ import: deskImportViewSchema });

/** An import as it is, with its sheet once read (null while it is read, or when it could not be). */
export const getImportReplySchema = z.strictObject({
  import: deskImportViewSchema,
  sheet: z.nullable(answerSheetSchema),
});

/** A row the preview would apply: the claim it found and the move it makes. */
const plannedRowSchema = z.strictObject({
  row: z.number(),
  companyName: z.string(),
  tracking_number: z.string(),
  move: z.enum(ANSWER_DECISIONS),
  amount: z.nullable(z.number()),
  currency: z.string(),
});

export const previewReplySchema = z.strictObject({
  import: deskImportViewSchema,
  sheet: answerSheetSchema,
  /** The moves the rows make, by kind. */
  moves: z.record(z.enum(ANSWER_DECISIONS), z.number()),
  errors: z.array(rowErrorSchema),
  /** The first rows the import would apply (the rest are counted in `import.valid`). */
  planned: z.array(plannedRowSchema),
});

/** Rows whose claim changed since the preview (or left the caller's scope): the import applied nothing. */
export const staleRowSchema = z.strictObject({ row: z.number(), tracking_number: z.string() });
