/**
 * Files by API (issue 21), for what does not fit a JSON batch:
 * - POST /api/integration/v1/uploads {kind, fileName, size}: an upload URL (a presigned S3 POST,
 *   15 minutes, the size capped by its policy) for a sales invoice or an orders file;
 * - POST /api/integration/v1/uploads/{uploadId}/complete: the file is checked as every upload is
 *   (real size, type from its first bytes, zip bombs); a sales invoice attaches itself to the
 *   open investigations of its order that wait for it ('from your sales data'); an orders file is
 *   read in the background like an SFTP file (the SalesDataUpload workflow), its outcome and bad
 *   rows among the files received. The same file again is the document kept, read once.
 */
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { orderNumberOfFile } from '@shared/claims/actions';
import {
  INTEGRATION_UPLOAD_KINDS,
  integrationUploadSchema,
  type UploadCompleted,
} from '@shared/integrations/uploads';
import * as z from 'zod/mini';
import { attachSalesInvoice } from '../claims/sales-invoices';
import { getPendingUpload } from '../documents/document-store';
import { confirmUpload, requestUpload } from '../documents/upload-flow';
import { integrationEndpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { accepted, created, ok } from '../http/responses';
import { sfn } from '../lib/aws/sfn';
import { clock } from '../lib/clock';
import { workflowArn } from '../lib/env';
import { fileIdOfDigest } from './file-ids';
import { SALES_DATA } from './orders-store';

const uploaderOf = (keyId: string) => ({ userId: `api:${keyId}`, email: SALES_DATA });

export const request = integrationEndpoint(integrationUploadSchema, async ({ input, key }) =>
  created(await requestUpload(key.companyId, input, uploaderOf(key.keyId))),
);

export const complete = integrationEndpoint(z.strictObject({}), async ({ key, request: http }) => {
  const uploadId = http.params.uploadId ?? '';
  // Only the kinds the API sends: a person's pending upload of another kind is not the API's to confirm.
  const pending = await getPendingUpload(key.companyId, uploadId);
  if (!pending || !(INTEGRATION_UPLOAD_KINDS as readonly string[]).includes(pending.kind))
    throw new HttpError('upload.not_found', 'No such upload waiting to be completed');
  const { document, reused } = await confirmUpload(key.companyId, uploadId, uploaderOf(key.keyId));
  const base = { documentId: document.documentId, reused };
  if (document.kind === 'sales_invoice') {
    const orderNumber = orderNumberOfFile(document.fileName);
    const claims = await attachSalesInvoice(key.companyId, SALES_DATA, document, orderNumber, clock.now());
    return ok({
      ...base,
      kind: 'sales_invoice',
      orderNumber,
      claims,
      fileId: null,
    } satisfies UploadCompleted);
  }
  try {
    await sfn.send(
      new StartExecutionCommand({
        stateMachineArn: workflowArn('SalesDataUpload'),
        name: `orders-${key.companyId}-${document.documentId}`,
        input: JSON.stringify({ companyId: key.companyId, documentId: document.documentId }),
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'ExecutionAlreadyExists') throw error;
  }
  return accepted({
    ...base,
    kind: 'orders_file',
    orderNumber: null,
    claims: [],
    fileId: fileIdOfDigest(document.sha256),
  } satisfies UploadCompleted);
});
