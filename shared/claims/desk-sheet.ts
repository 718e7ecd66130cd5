/**
 * A claim's filing sheet on the desk (issue 38, item 3): what the claim's carrier asks, prefilled
 * from the claim; the claim's documents as one zip; the merchant's portal login, shown to the
 * assigned staff member who files, and whether it worked. Written once for the server's answers
 * and the web's sheet.
 */
import * as z from 'zod/mini';
import { DOCUMENT_NEEDS, SHEET_FIELD_FORMATS, SHEET_FIELD_KEYS } from '../carriers/claim-forms';
import { CHECK_OUTCOMES, CREDENTIAL_STATUSES } from '../carriers/credentials';
import { DENIAL_REASONS, FILING_CHANNELS } from './desk';

export const sheetFieldSchema = z.strictObject({
  key: z.enum(SHEET_FIELD_KEYS),
  /** `desk.sheet.field.<key>` */
  labelKey: z.string(),
  format: z.enum(SHEET_FIELD_FORMATS),
  /** As the carrier's form takes it (a date YYYY-MM-DD, an amount with two decimals); null: unknown. */
  value: z.nullable(z.string()),
  required: z.boolean(),
});
export type SheetField = z.infer<typeof sheetFieldSchema>;

/**
 * A document the carrier wants, and whether the claim has it: 'has' (a document of the kind that
 * holds it), 'check' (the merchant gave other documents: a person checks one is it), 'lacks'.
 */
export const SHEET_DOCUMENT_STATUSES = ['has', 'check', 'lacks'] as const;
export const sheetDocumentSchema = z.strictObject({
  need: z.enum(DOCUMENT_NEEDS),
  status: z.enum(SHEET_DOCUMENT_STATUSES),
  files: z.array(z.strictObject({ documentId: z.string(), fileName: z.string() })),
});
export type SheetDocument = z.infer<typeof sheetDocumentSchema>;

export const filingSheetSchema = z.strictObject({
  companyId: z.string(),
  claimId: z.string(),
  carrier: z.string(),
  carrierName: z.string(),
  /** The claim's version the sheet was read at (its zip is this version's). */
  version: z.number(),
  /** Where the claim is filed, first the one the desk uses: a web address, or an e-mail address. */
  channels: z.array(z.strictObject({ kind: z.enum(FILING_CHANNELS), address: z.string() })),
  /** The carrier account's portal, else the carrier's. */
  portalUrl: z.string(),
  fields: z.array(sheetFieldSchema),
  documents: z.array(sheetDocumentSchema),
  /** How many documents the claim holds (the zip's files). */
  documentCount: z.number(),
  /** The reasons this carrier gives when it denies (what the denial form offers). */
  denialReasons: z.array(z.enum(DENIAL_REASONS)),
  sources: z.array(z.strictObject({ url: z.string(), title: z.string() })),
  /** The carrier account the claim is filed with, without its password; null: the company has none. */
  login: z.nullable(
    z.strictObject({
      credentialId: z.string(),
      username: z.string(),
      status: z.enum(CREDENTIAL_STATUSES),
      statusReason: z.nullable(z.enum(CHECK_OUTCOMES)),
    }),
  ),
});
export type FilingSheet = z.infer<typeof filingSheetSchema>;

/** The claim's documents as one zip: a short-lived link, never the file itself. */
export const documentsZipSchema = z.strictObject({
  url: z.string(),
  expiresInSeconds: z.number(),
  fileName: z.string(),
  files: z.number(),
});

/** The merchant's portal login, revealed to the assigned staff member who files the claim. */
export const portalLoginSchema = z.strictObject({
  credentialId: z.string(),
  carrier: z.string(),
  username: z.string(),
  password: z.string(),
  portalUrl: z.string(),
});

/** Whether the login worked; a failure says why, as a check of the account does. */
export const loginCheckSchema = z
  .strictObject({
    worked: z.boolean(),
    reason: z.optional(z.enum(['invalid_credentials', 'account_locked'])),
  })
  .check(
    z.refine((input) => input.worked === (input.reason === undefined), {
      error: 'desk.sheet.loginReasonRequired',
      path: ['reason'],
    }),
  );
export type LoginCheck = z.infer<typeof loginCheckSchema>;

export const loginCheckReplySchema = z.strictObject({
  credentialId: z.string(),
  status: z.enum(CREDENTIAL_STATUSES),
  statusReason: z.nullable(z.enum(CHECK_OUTCOMES)),
  /** The merchant was told (an e-mail to its client admins): a failure that newly failed the account. */
  merchantTold: z.boolean(),
});
