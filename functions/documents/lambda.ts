/** The documents area's Lambda: uploads (presigned POST, then checked), My Files, downloads. */
import { areaLambda } from '../http/lambda';
import { handler as confirmUpload } from './confirm-upload';
import { handler as deleteDocument } from './delete-document';
import { handler as documentClaims } from './document-claims';
import { handler as downloadDocument } from './download-document';
import { handler as listDocuments } from './list-documents';
import { handler as requestUpload } from './request-upload';

export const handler = areaLambda('documents', {
  'request-upload': requestUpload,
  'confirm-upload': confirmUpload,
  'list-documents': listDocuments,
  'download-document': downloadDocument,
  'delete-document': deleteDocument,
  'document-claims': documentClaims,
});
