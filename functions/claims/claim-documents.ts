/** The documents a claim request names: each must be one of the company's, of a kind the place accepts. */
import type { ClaimDocument } from '@shared/claims/schema';
import type { UploadKind } from '@shared/documents/uploads';
import type { FieldIssue } from '@shared/platform/errors';
import { getDocument } from '../documents/document-store';
import { HttpError } from '../http/errors';

export interface WantedDocument {
  path: string;
  documentId: string;
  /** What the claim files it as. */
  kind: ClaimDocument['kind'];
  /** The upload kinds accepted there (by default the claim kind itself). */
  accepts?: readonly UploadKind[];
}

/** The claim's view of the documents, each once; any foreign or wrong-kind document refuses them all. */
export async function resolveDocuments(
  companyId: string,
  wanted: WantedDocument[],
): Promise<ClaimDocument[]> {
  const issues: FieldIssue[] = [];
  const documents: ClaimDocument[] = [];
  for (const { path, documentId, kind, accepts = [kind] } of wanted) {
    const document = await getDocument(companyId, documentId);
    if (!document || !accepts.includes(document.kind as UploadKind)) {
      issues.push({ path, code: 'custom', message: 'claims.documentInvalid' });
      continue;
    }
    if (!documents.some((known) => known.documentId === documentId))
      documents.push({ documentId, kind, fileName: document.fileName });
  }
  if (issues.length) throw new HttpError('claim.document_invalid', 'A document is not one of yours', issues);
  return documents;
}
