/**
 * The claims desk's files (issue 38, item 5): a carrier's claims to file exported as one file, and
 * its answer file imported. A Lambda of its own, beside the desk's: the spreadsheet writers and
 * readers it needs (SheetJS for .xls) would take the desk's lanes and moves past the 1 MB bundle
 * budget and slow their cold starts.
 */
import { areaLambda } from '../http/lambda';
import { handler as applyDeskImport } from './apply-desk-import';
import { handler as exportDeskClaims } from './export-desk-claims';
import { handler as getDeskImport } from './get-desk-import';
import { handler as previewDeskImport } from './preview-desk-import';
import { handler as requestAnswerUpload } from './request-answer-upload';
import { handler as startDeskImport } from './start-desk-import';

export const handler = areaLambda('desk-files', {
  'export-desk-claims': exportDeskClaims,
  'request-answer-upload': requestAnswerUpload,
  'start-desk-import': startDeskImport,
  'get-desk-import': getDeskImport,
  'preview-desk-import': previewDeskImport,
  'apply-desk-import': applyDeskImport,
});
