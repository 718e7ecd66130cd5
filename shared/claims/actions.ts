/**
 * Action required (spec section 4): what an investigation waits for from the merchant, and the
 * answer that resolves each kind. Written once: the modals validate with `actionAnswerSchema` and
 * the server validates the same request again with it.
 *
 * - invoice_missing: the merchandise information (goods lines), e.g. a bulk line without goods.
 * - original_invoice_missing: the original (sales) invoice, uploaded in the modal or dropped on the
 *   sales invoices task list under a file named by the order number.
 * - pictures_missing: pictures of the damage (damaged parcels).
 * - documents_missing: other supporting documents (proof of honour, identity, payment paperwork...).
 * - carrier_information: the carrier portal account failed; fixed on the carrier information page,
 *   then the merchant asks for a new attempt.
 * - unknown: the carrier's answer could not be read (state or stage unknown): the merchant explains.
 *
 * The first three are needed before the claim can be filed: the carrier would refuse it without
 * them, so the sync job leaves such a claim alone until they are given (`blocksFiling`).
 */
import * as z from 'zod/mini';
import {
  ACTION_KINDS,
  type ActionKind,
  goodsLineSchema,
  MAX_CLAIM_DOCUMENTS,
  MAX_CLAIM_PICTURES,
  MAX_GOODS_LINES,
} from './schema';

export { ACTION_KINDS, type ActionKind };

/** What the carrier needs before a claim can be filed. */
export const FILING_NEEDS: readonly ActionKind[] = [
  'invoice_missing',
  'original_invoice_missing',
  'pictures_missing',
];

export const blocksFiling = (actions: readonly ActionKind[]) =>
  actions.some((action) => FILING_NEEDS.includes(action));

/** The document kind each upload-answered action takes. */
export const ACTION_DOCUMENT_KIND = {
  original_invoice_missing: 'claim_invoice',
  pictures_missing: 'damage_picture',
  documents_missing: 'claim_document',
  unknown: 'claim_document',
} as const;

/**
 * An order number as the table keys it and as a file may be named: spaces dropped, characters a
 * file name cannot hold (`/ \ : * ? " < > |`) as '-', upper case. A sales invoice file is matched by
 * its name without the extension: 'fr-2024-7.pdf' answers order 'FR/2024/7'.
 */
export const normaliseReference = (reference: string) =>
  reference
    .replace(/\s+/g, '')
    .replace(/[\\/:*?"<>|]/g, '-')
    .toUpperCase();

export const orderNumberOfFile = (fileName: string) => normaliseReference(fileName.replace(/\.[^.]*$/, ''));

const documentId = z.string().check(z.regex(/^[\w-]{8,64}$/, { error: 'actions.documentRequired' }));
const documentIds = (max: number) =>
  z
    .array(documentId)
    .check(
      z.minLength(1, { error: 'actions.documentRequired' }),
      z.maxLength(max, { error: 'form.tooLong' }),
    );

export const MESSAGE_LIMITS = { min: 10, max: 2000 } as const;

const message = z
  .string({ error: 'actions.messageRequired' })
  .check(
    z.trim(),
    z.minLength(MESSAGE_LIMITS.min, { error: 'actions.messageTooShort' }),
    z.maxLength(MESSAGE_LIMITS.max, { error: 'form.tooLong' }),
  );

/** The merchant's answer to one action, by kind. */
export const actionAnswerSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('invoice_missing'),
      lines: z
        .array(goodsLineSchema)
        .check(
          z.minLength(1, { error: 'claims.linesRequired' }),
          z.maxLength(MAX_GOODS_LINES, { error: 'form.tooLong' }),
        ),
      confirmedValue: z._default(z.boolean(), false),
    }),
    z.strictObject({
      kind: z.literal('original_invoice_missing'),
      documentIds: documentIds(1),
    }),
    z.strictObject({
      kind: z.literal('pictures_missing'),
      documentIds: documentIds(MAX_CLAIM_PICTURES),
    }),
    z.strictObject({
      kind: z.literal('documents_missing'),
      documentIds: documentIds(MAX_CLAIM_DOCUMENTS),
      message: z.optional(
        z.string().check(z.trim(), z.maxLength(MESSAGE_LIMITS.max, { error: 'form.tooLong' })),
      ),
    }),
    z.strictObject({
      kind: z.literal('carrier_information'),
    }),
    z.strictObject({
      kind: z.literal('unknown'),
      message,
      documentIds: z._default(
        z.array(documentId).check(z.maxLength(MAX_CLAIM_DOCUMENTS, { error: 'form.tooLong' })),
        [],
      ),
    }),
  ],
  { error: 'request.invalid' },
);
export type ActionAnswer = z.output<typeof actionAnswerSchema>;
export type ActionAnswerInput = z.input<typeof actionAnswerSchema>;

/** A sales invoice (already uploaded as a document) to attach to the claims of its order number. */
export const salesInvoiceSchema = z.strictObject({
  documentId: z.string().check(z.regex(/^[\w-]{8,64}$/)),
});

export const actionListQuerySchema = z.strictObject({
  kind: z.optional(z.enum(ACTION_KINDS)),
  limit: z.optional(
    z
      .pipe(z.string().check(z.regex(/^\d{1,3}$/)), z.transform(Number))
      .check(z.refine((n: number) => n >= 1 && n <= 100)),
  ),
  cursor: z.optional(z.string().check(z.maxLength(600))),
});

/** One investigation waiting for the merchant, as the action-required list shows it. */
export const actionItemSchema = z.strictObject({
  claimId: z.string(),
  tracking_number: z.string(),
  carrier: z.string(),
  reference: z.string(),
  reason_refund: z.string(),
  state: z.string(),
  actions: z.array(z.enum(ACTION_KINDS)),
  createdAt: z.string(),
});
export type ActionItem = z.infer<typeof actionItemSchema>;

/** How many investigations wait for each kind, and in all (a claim may wait for several). */
export const actionCountsSchema = z.strictObject({
  total: z.number(),
  byKind: z.record(z.enum(ACTION_KINDS), z.number()),
});
export type ActionCounts = z.infer<typeof actionCountsSchema>;

/** What dropping one sales invoice did: the order number read from its name, the claims it completed. */
export const salesInvoiceResultSchema = z.strictObject({
  orderNumber: z.string(),
  claims: z.array(z.strictObject({ claimId: z.string(), tracking_number: z.string() })),
});
export type SalesInvoiceResult = z.infer<typeof salesInvoiceResultSchema>;

/** The list of deliveries that need a sales invoice: the CSV itself, the name to save it under, its rows. */
export const salesInvoiceTasksSchema = z.strictObject({
  csv: z.string(),
  fileName: z.string(),
  count: z.number(),
});
export type SalesInvoiceTasks = z.infer<typeof salesInvoiceTasksSchema>;
