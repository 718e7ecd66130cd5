/**
 * The SalesDataFetch workflow's ingest step: a fetched file read with the reviewed mapping and its
 * orders stored (./order-files), or, before any review, its first rows kept as the set-up's sample.
 * In a Lambda of its own (functions/workflows/sales-data-ingest-step.ts): the spreadsheet readers
 * are needed here only; the other steps are ./sftp-run.
 */
import { sampleOf } from '@shared/integrations/order-file';
import { readObject } from '../lib/aws/s3';
import { clock } from '../lib/clock';
import { ingestOrders } from './order-files';
import { type FileInput, markProblem, markRefused, objectKeyOf } from './sftp-files';
import { changeSftpConfig, emptyFile, getSftpConfig, getSftpFile, putSftpFile } from './sftp-store';

export async function ingest(file: FileInput & { digest: string }): Promise<{ archive: boolean }> {
  const config = await getSftpConfig(file.companyId);
  if (!config) return { archive: false };
  const known = await getSftpFile(file.companyId, file.digest);
  if (known && known.outcome !== 'waiting_review') return { archive: true };
  const bytes = await readObject(objectKeyOf(file.companyId, file.digest));
  const now = clock.now();
  const at = now.toISOString();
  if (!config.mapping) {
    const sample = sampleOf(bytes, file.name);
    if (!sample) {
      await putSftpFile({ ...emptyFile(file, file.digest, at), problem: 'unreadable' });
      return { archive: false };
    }
    await putSftpFile({ ...emptyFile(file, file.digest, at), outcome: 'waiting_review' });
    await changeSftpConfig(file.companyId, () => ({
      state: 'processing',
      sample: {
        name: file.name,
        headers: sample.headers.slice(0, 60),
        rows: sample.rows.map((row) => row.slice(0, 60)),
      },
      problem: null,
      problemAt: at,
    }));
    return { archive: false };
  }
  const recorded = await ingestOrders({
    ...file,
    fileId: file.digest,
    bytes,
    mapping: config.mapping,
    source: 'sftp',
    now,
  });
  if (recorded.problem === 'headersChanged') await markProblem(file.companyId, 'headersChanged');
  if (recorded.outcome === 'refused') await markRefused(file, recorded.problem);
  return { archive: recorded.outcome !== 'refused' };
}
