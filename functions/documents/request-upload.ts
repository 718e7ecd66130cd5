/**
 * POST /api/private/uploads: the browser asks to upload a file. The answer is a presigned S3 POST
 * whose policy pins the object key and caps the size at 5 MB; the file never passes through here.
 */
import { uploadRequestSchema } from '@shared/documents/upload-requests';
import { roleMeetsAccess } from '@shared/identity/access';
import { endpoint } from '../http/endpoint';
import { Forbidden, NotAdmin } from '../http/errors';
import { created } from '../http/responses';
import { requestUpload } from './upload-flow';

export const handler = endpoint(uploadRequestSchema, async ({ input, actor }) => {
  // The logo is the company's face on the product: its client admin chooses it.
  if (input.kind === 'logo' && !roleMeetsAccess(actor.role, 'client_admin')) throw NotAdmin();
  // A carrier's answer file is the claims desk's: asked for there, kept by the platform company.
  if (input.kind === 'desk_answer_file')
    throw Forbidden('Carrier answer files are uploaded on the claims desk');
  return created(await requestUpload(actor.companyId, input, actor));
});
