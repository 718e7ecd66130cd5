/**
 * POST /api/private/desk/imports/uploads: where to send a carrier's answer file, as a presigned S3
 * POST (the file never passes through a Lambda). The file is the platform company's (the caller's
 * own company, whichever company they act for): it names claims of many merchants, so it is kept
 * out of every merchant's files, and the desk's people find it again beside their other documents.
 */
import { answerUploadSchema } from '@shared/claims/desk-files-api';
import { requestUpload } from '../documents/upload-flow';
import { endpoint } from '../http/endpoint';
import { created } from '../http/responses';

export const handler = endpoint(answerUploadSchema, async ({ input, actor }) =>
  created(
    await requestUpload(actor.homeCompanyId, { kind: 'desk_answer_file', fileName: input.fileName }, actor),
  ),
);
