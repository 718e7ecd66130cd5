/**
 * The SalesDataUpload workflow's step: an orders file a company's system uploaded by API, read as
 * the SFTP workflow reads a fetched one (./order-files), with the company's reviewed mapping when
 * the file has its columns, else the columns its headers name (the template's, in English or
 * French). Run again, it finds the file recorded and does nothing.
 */
import { sampleOf } from '@shared/integrations/order-file';
import { positionsOf, suggestMapping } from '@shared/integrations/sftp';
import { getDocument } from '../documents/document-store';
import { readObject } from '../lib/aws/s3';
import { clock } from '../lib/clock';
import { fileIdOfDigest } from './file-ids';
import { ingestOrders } from './order-files';
import { emptyFile, getSftpConfig, getSftpFile, putSftpFile } from './sftp-store';

export async function ingestUpload({ companyId, documentId }: { companyId: string; documentId: string }) {
  const document = await getDocument(companyId, documentId);
  if (document?.kind !== 'orders_file') return { ingested: false };
  const fileId = fileIdOfDigest(document.sha256);
  if (await getSftpFile(companyId, fileId)) return { ingested: false };
  const bytes = await readObject(document.key);
  const file = { companyId, name: document.fileName, size: document.size };
  const headers = sampleOf(bytes, document.fileName, 0)?.headers;
  if (!headers) {
    await putSftpFile({ ...emptyFile(file, fileId, clock.now().toISOString()), problem: 'unreadable' });
    return { ingested: false };
  }
  const reviewed = (await getSftpConfig(companyId))?.mapping;
  const mapping = reviewed && positionsOf(reviewed, headers) ? reviewed : suggestMapping(headers);
  const recorded = await ingestOrders({ ...file, fileId, bytes, mapping, source: 'api', now: clock.now() });
  return { ingested: recorded.outcome !== 'refused' };
}

/** A failure past the step's retries: the file is recorded as unreadable. */
export async function recordFailure({ companyId, documentId }: { companyId: string; documentId: string }) {
  const document = await getDocument(companyId, documentId);
  if (!document) return;
  const fileId = fileIdOfDigest(document.sha256);
  if (await getSftpFile(companyId, fileId)) return;
  await putSftpFile({
    ...emptyFile(
      { companyId, name: document.fileName, size: document.size },
      fileId,
      clock.now().toISOString(),
    ),
    problem: 'unreadable',
  });
}
