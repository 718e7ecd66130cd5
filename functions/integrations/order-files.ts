/**
 * An orders file ingested (issue 21), whether the SFTP workflow fetched it or a company's system
 * uploaded it by API: read with the shared readers and the mapping, its orders stored as the API
 * stores a batch (the claims waiting for them completed), its bad rows kept for the downloadable
 * report, and its outcome recorded once, by content digest (the same file again is known).
 */
import { readOrderFile } from '@shared/integrations/order-file';
import { MAX_ORDERS_PER_BATCH } from '@shared/integrations/orders';
import type { ColumnMapping } from '@shared/integrations/sftp';
import { writeObject } from '../lib/aws/s3';
import { receiveOrders } from './orders-store';
import { countBatchItem } from './report';
import {
  emptyFile,
  type FileFacts,
  putSftpFile,
  recordSftpFileOnce,
  type StoredSftpFile,
} from './sftp-store';

const problemsKeyOf = (companyId: string, fileId: string) => `sftp/${companyId}/${fileId}.problems.json`;

export async function ingestOrders(
  file: FileFacts & {
    fileId: string;
    bytes: Uint8Array;
    mapping: ColumnMapping;
    source: 'sftp' | 'api';
    now: Date;
  },
): Promise<StoredSftpFile> {
  const at = file.now.toISOString();
  const read = readOrderFile(file.bytes, file.name, file.mapping);
  if (read.problem) {
    const refused = { ...emptyFile(file, file.fileId, at), problem: read.problem };
    await putSftpFile(refused);
    return refused;
  }
  let claimsCompleted = 0;
  for (let start = 0; start < read.orders.length; start += MAX_ORDERS_PER_BATCH) {
    const result = await receiveOrders(
      file.companyId,
      read.orders.slice(start, start + MAX_ORDERS_PER_BATCH),
      file.source,
      file.now,
    );
    claimsCompleted += result.claimsCompleted;
  }
  let problemsKey: string | null = null;
  if (read.problems.length) {
    problemsKey = problemsKeyOf(file.companyId, file.fileId);
    await writeObject(problemsKey, JSON.stringify({ headers: read.headers, problems: read.problems }));
  }
  const record: StoredSftpFile = {
    ...emptyFile(file, file.fileId, at),
    outcome: read.badRows ? 'partly' : 'ingested',
    rows: read.rows,
    orders: read.orders.length,
    badRows: read.badRows,
    claimsCompleted,
    problemsKey,
  };
  // Recorded and counted together, once: a step run again (after a crash) finds it recorded.
  await recordSftpFileOnce(record, [countBatchItem(file.companyId, read.orders.length, claimsCompleted, at)]);
  return record;
}
