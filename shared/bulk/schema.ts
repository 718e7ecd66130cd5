/** The bulk submit's request and the run the wizard follows (spec: upload progress shown as n / total). */
import * as z from 'zod/mini';
import { CARRIER_IDS } from '../carriers/carriers';
import { CLAIM_ISSUES } from '../claims/schema';
import { BULK_MODES } from './columns';

export const BULK_RUN_STATUSES = ['queued', 'validating', 'creating', 'done', 'failed'] as const;
export type BulkRunStatus = (typeof BULK_RUN_STATUSES)[number];

/**
 * Why a row did not become an investigation: its tracking number already has an open one, or it
 * repeats an earlier row of the file (removed, spec section 5); or a rule refused one of its cells
 * (rejected, with the rule's message key). An update row is removed when its tracking number has
 * no open investigation, or the investigation does not wait for its goods.
 */
export const REMOVAL_REASONS = ['open_claim', 'duplicate', 'no_open_claim', 'goods_not_needed'] as const;
export type RemovalReason = (typeof REMOVAL_REASONS)[number];

export const startBulkSchema = z.strictObject({
  /** The submitted file, uploaded as kind `bulk_file`. */
  documentId: z.string().check(z.regex(/^[\w-]{8,64}$/)),
  /** The merchant confirmed the values the rules warn about (large or zero amounts, a failing carrier account). */
  confirmedValues: z._default(z.boolean(), false),
  /** Start investigations (the default) or add the goods of open ones. */
  mode: z._default(z.enum(BULK_MODES), 'start'),
});
export type StartBulk = z.output<typeof startBulkSchema>;

export const bulkRunViewSchema = z.strictObject({
  bulkId: z.string(),
  mode: z.enum(BULK_MODES),
  fileName: z.string(),
  status: z.enum(BULK_RUN_STATUSES),
  /** Rows in the file. */
  total: z.number(),
  /** Rows done so far: created + removed + rejected. */
  processed: z.number(),
  /** Investigations started (or, updating, investigations given their goods). */
  created: z.number(),
  removed: z.number(),
  rejected: z.number(),
  /** Why the whole file was refused (a message key), when it was. */
  problem: z.nullable(z.string()),
  startedBy: z.string(),
  startedAt: z.string(),
  finishedAt: z.nullable(z.string()),
  /** Removed or rejected rows can be downloaded. */
  hasExport: z.boolean(),
});
export type BulkRunView = z.infer<typeof bulkRunViewSchema>;

/** The most lines one window check reads (the wizard sends a file's lines in such chunks). */
export const WINDOW_CHECK_ROWS = 500;

/**
 * POST /api/private/bulk-claims/windows: which of these lines (already passing the rules) are past
 * their carrier's claim window, from the carrier's tracking; the wizard flags them for confirmation.
 */
export const bulkWindowsSchema = z.strictObject({
  rows: z
    .array(
      z.strictObject({
        carrier: z.enum(CARRIER_IDS),
        tracking_number: z.string().check(z.minLength(1), z.maxLength(60)),
        issue: z.enum(CLAIM_ISSUES),
      }),
    )
    .check(z.maxLength(WINDOW_CHECK_ROWS)),
});
export type BulkWindows = z.output<typeof bulkWindowsSchema>;

export const bulkWindowsReplySchema = z.strictObject({
  /** The lines past their window (by their index in the request), with the day it closed. */
  closed: z.array(z.strictObject({ index: z.number(), closesOn: z.string() })),
});
