/**
 * The claims desk's Lambda (issue 38): the lanes of claims to file and to follow with the carriers,
 * for platform admins and provider staff, and the moves they record.
 */
import { areaLambda } from '../http/lambda';
import { handler as applyDeskImport } from './apply-desk-import';
import { handler as assignDeskClaim } from './assign-desk-claim';
import { handler as exportDeskClaims } from './export-desk-claims';
import { handler as getDeskClaim } from './get-desk-claim';
import { handler as getDeskImport } from './get-desk-import';
import { handler as getDeskScope } from './get-desk-scope';
import { handler as listDeskClaims } from './list-desk-claims';
import { handler as previewDeskImport } from './preview-desk-import';
import { handler as recordDeskMove } from './record-desk-move';
import { handler as requestAnswerUpload } from './request-answer-upload';
import { handler as startDeskImport } from './start-desk-import';

export const handler = areaLambda('desk', {
  'list-desk-claims': listDeskClaims,
  'get-desk-scope': getDeskScope,
  'get-desk-claim': getDeskClaim,
  'record-desk-move': recordDeskMove,
  'assign-desk-claim': assignDeskClaim,
  // Many claims at once: the bulk file out, the carrier's answer file in.
  'export-desk-claims': exportDeskClaims,
  'request-answer-upload': requestAnswerUpload,
  'start-desk-import': startDeskImport,
  'get-desk-import': getDeskImport,
  'preview-desk-import': previewDeskImport,
  'apply-desk-import': applyDeskImport,
});
