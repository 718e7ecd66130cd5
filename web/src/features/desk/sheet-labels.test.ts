/**
 * Every label the filing sheet can show (shared/carriers/claim-forms.ts and shared/claims/desk-sheet.ts)
 * is in the desk's English and French messages: each field of every carrier's form, each document
 * a carrier wants and whether the claim has it, each channel, each issue.
 */
import { CLAIM_TYPES } from '@shared/carriers/carriers';
import { DOCUMENT_NEEDS, SHEET_FIELD_KEYS, sheetFieldLabel } from '@shared/carriers/claim-forms';
import { FILING_CHANNELS } from '@shared/claims/desk';
import { SHEET_DOCUMENT_STATUSES } from '@shared/claims/desk-sheet';
import { desk as en } from '@web/i18n/en/desk';
import { desk as fr } from '@web/i18n/fr/desk';
import { describe, expect, it } from 'vitest';

const KEYS = [
  ...SHEET_FIELD_KEYS.map(sheetFieldLabel),
  ...DOCUMENT_NEEDS.map((need) => `desk.sheet.document.${need}`),
  ...SHEET_DOCUMENT_STATUSES.map((status) => `desk.sheet.status.${status}`),
  ...FILING_CHANNELS.map((channel) => `desk.sheet.channel.${channel}`),
  ...CLAIM_TYPES.map((issue) => `desk.sheet.issue.${issue}`),
];

describe('the filing sheet’s labels', () => {
  it.each(KEYS)('%s is in English and French', (key) => {
    expect((en as Record<string, string>)[key]?.trim()).toBeTruthy();
    expect((fr as Record<string, string>)[key]?.trim()).toBeTruthy();
  });
});
