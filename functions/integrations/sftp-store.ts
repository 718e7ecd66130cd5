/**
 * A company's SFTP set-up and the files its workflow read (issue 21). The set-up is one item
 * (`SFTP#CONFIG`): the server, the credentials sealed like carrier passwords (KMS envelope, bound to
 * the company), the pinned host key, the state and the column mapping. It stands on the listing
 * index while there is something to read (the scheduled fetch) and on the attention index while
 * its first file waits for the team's review. Each file read is one item, by its content digest: the
 * same file again is known.
 */
import type {
  ColumnMapping,
  SftpConnection,
  SftpFileOutcome,
  SftpFileView,
  SftpProblem,
  SftpSample,
  SftpState,
  SftpView,
} from '@shared/integrations/sftp';
import { isConditionFailed, transactionConditionFailures } from '../lib/aws/dynamo';
import { openSecret, type SealedSecret, sealSecret } from '../lib/secrets';
import { fromItem } from '../lib/table/item';
import { keys, onIndex, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { type TransactItem, table, txPut } from '../lib/table/table';
import type { SftpTarget } from './sftp-target';

export interface StoredSftpConfig {
  companyId: string;
  state: SftpState;
  host: string;
  port: number;
  username: string;
  authMethod: 'password' | 'privateKey';
  directory: string;
  pattern: string;
  archiveDirectory: string;
  hostKeyFingerprint: string;
  sealed: SealedSecret | null;
  problem: SftpProblem | null;
  problemAt: string | null;
  lastFetchAt: string | null;
  setUpAt: string;
  setUpBy: string;
  mapping: ColumnMapping | null;
  sample: SftpSample | null;
  /** The run reading the server now, and until when its lease holds (runs never overlap). */
  runId?: string | null;
  runUntil?: number | null;
}

export interface StoredSftpFile {
  companyId: string;
  fileId: string;
  name: string;
  size: number;
  receivedAt: string;
  outcome: SftpFileOutcome;
  rows: number;
  orders: number;
  badRows: number;
  claimsCompleted: number;
  problem: SftpProblem | null;
  /** Where its rows' problems are kept (JSON), when it had any. */
  problemsKey: string | null;
}

/** States in which the scheduled fetch reads the server. */
const READ_STATES: readonly SftpState[] = ['set_up', 'processing', 'working', 'failed'];

const secretContext = (companyId: string) => ({ companyId, purpose: 'sftp' });

export const sealSftpSecret = (companyId: string, secret: { password?: string; privateKey?: string }) =>
  sealSecret(JSON.stringify(secret), secretContext(companyId));

/** The item's index attributes for its state: on the scheduled list while readable, on the review queue while waiting. */
function indexAttributes(config: StoredSftpConfig): Record<string, string> {
  return {
    ...(READ_STATES.includes(config.state)
      ? onIndex(INDEX.listing, partitions.sftpConfigs, config.companyId)
      : {}),
    ...(config.state === 'processing' && config.sample
      ? onIndex(
          INDEX.attention,
          partitions.sftpReviews,
          `${config.problemAt ?? config.setUpAt}#${config.companyId}`,
        )
      : {}),
  };
}

export async function getSftpConfig(companyId: string): Promise<StoredSftpConfig | null> {
  const item = await table.get(keys.sftpConfig(companyId), { consistent: true });
  return item ? fromItem<StoredSftpConfig>(item) : null;
}

/** Writes the set-up whole (its index attributes following its state). */
export async function putSftpConfig(config: StoredSftpConfig): Promise<void> {
  await table.put({
    ...keys.sftpConfig(config.companyId),
    entity: 'sftpConfig',
    ...config,
    ...indexAttributes(config),
  });
}

/** Changes some fields of the set-up, keeping its index attributes true. */
export async function changeSftpConfig(
  companyId: string,
  change: (config: StoredSftpConfig) => Partial<StoredSftpConfig>,
): Promise<StoredSftpConfig | null> {
  const config = await getSftpConfig(companyId);
  if (!config) return null;
  const next = { ...config, ...change(config) };
  await putSftpConfig(next);
  return next;
}

/** The connection the workflow makes: the set-up with its credentials opened. */
export async function targetOf(config: StoredSftpConfig): Promise<SftpTarget> {
  const secret = config.sealed
    ? (JSON.parse(await openSecret(config.sealed, secretContext(config.companyId))) as {
        password?: string;
        privateKey?: string;
      })
    : {};
  return {
    host: config.host,
    port: config.port,
    username: config.username,
    ...secret,
    hostKeyFingerprint: config.hostKeyFingerprint,
  };
}

/** The connection given, with the kept secret when the form left both secrets blank. */
export async function targetFrom(
  connection: SftpConnection,
  kept: StoredSftpConfig | null,
): Promise<SftpTarget> {
  if (connection.password || connection.privateKey)
    return {
      ...connection,
      password: connection.password || undefined,
      privateKey: connection.privateKey || undefined,
    };
  const keptTarget = kept?.sealed ? await targetOf(kept) : {};
  return {
    ...connection,
    password: (keptTarget as SftpTarget).password,
    privateKey: (keptTarget as SftpTarget).privateKey,
  };
}

/** Takes the run's lease on the set-up; false when another run holds it. */
export async function takeLease(
  companyId: string,
  runId: string,
  nowMs: number,
  forMs: number,
): Promise<boolean> {
  try {
    await table.update(keys.sftpConfig(companyId), {
      UpdateExpression: 'SET runId = :run, runUntil = :until',
      ConditionExpression:
        'attribute_exists(pk) AND (attribute_not_exists(runUntil) OR runUntil < :now OR runId = :run)',
      ExpressionAttributeValues: { ':run': runId, ':until': nowMs + forMs, ':now': nowMs },
    });
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

export async function releaseLease(companyId: string, runId: string): Promise<void> {
  try {
    await table.update(keys.sftpConfig(companyId), {
      UpdateExpression: 'REMOVE runId, runUntil',
      ConditionExpression: 'runId = :run',
      ExpressionAttributeValues: { ':run': runId },
    });
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

export const sftpView = (config: StoredSftpConfig): SftpView => ({
  state: config.state,
  host: config.host,
  port: config.port,
  username: config.username,
  authMethod: config.authMethod,
  directory: config.directory,
  pattern: config.pattern,
  archiveDirectory: config.archiveDirectory,
  hostKeyFingerprint: config.hostKeyFingerprint,
  problem: config.problem,
  problemAt: config.problemAt,
  lastFetchAt: config.lastFetchAt,
  setUpAt: config.setUpAt,
  mapping: config.mapping,
});

// -- Files ------------------------------------------------------------------------------------

/** The facts of a file before it is read: whose, its name, its size. */
export interface FileFacts {
  companyId: string;
  name: string;
  size: number;
}

/** A file's record before it is read (refused until it is): what a read fills in, empty. */
export const emptyFile = (file: FileFacts, fileId: string, at: string): StoredSftpFile => ({
  companyId: file.companyId,
  fileId,
  name: file.name,
  size: file.size,
  receivedAt: at,
  outcome: 'refused',
  rows: 0,
  orders: 0,
  badRows: 0,
  claimsCompleted: 0,
  problem: null,
  problemsKey: null,
});

export async function getSftpFile(companyId: string, fileId: string): Promise<StoredSftpFile | null> {
  const item = await table.get(keys.sftpFile(companyId, fileId), { consistent: true });
  return item ? fromItem<StoredSftpFile>(item) : null;
}

/**
 * Records a file's outcome; `firstTime` writes only if the file was not recorded yet (false when it
 * was); `listed: false` keeps it off the company's list (a marker the workflow reads, not a file).
 */
function sftpFileItem(file: StoredSftpFile, listed: boolean) {
  return {
    ...keys.sftpFile(file.companyId, file.fileId),
    entity: 'sftpFile',
    ...file,
    ...(listed
      ? onIndex(INDEX.listing, partitions.sftpFiles(file.companyId), `${file.receivedAt}#${file.fileId}`)
      : {}),
  };
}

/** A file's first record: none yet, or only the one waiting for the team's review. */
const FIRST_TIME = {
  ConditionExpression: 'attribute_not_exists(pk) OR outcome = :waiting',
  ExpressionAttributeValues: { ':waiting': 'waiting_review' },
};

export async function putSftpFile(
  file: StoredSftpFile,
  { firstTime = false, listed = true } = {},
): Promise<boolean> {
  try {
    await table.put(sftpFileItem(file, listed), firstTime ? FIRST_TIME : {});
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/**
 * A file's first record together with what reading it adds elsewhere (the report's counters), in
 * one transaction: a crash between the two can neither count a file twice nor record it uncounted.
 * False when the file was recorded already.
 */
export async function recordSftpFileOnce(file: StoredSftpFile, alsoWrite: TransactItem[]): Promise<boolean> {
  try {
    await table.transact([txPut(sftpFileItem(file, true), FIRST_TIME), ...alsoWrite]);
    return true;
  } catch (error) {
    if (transactionConditionFailures(error)?.[0]) return false;
    throw error;
  }
}

/** Which of these file ids the company has a record of (one batched read). */
export async function knownFiles(companyId: string, fileIds: string[]): Promise<Set<string>> {
  const items = await table.batchGet(
    fileIds.map((fileId) => keys.sftpFile(companyId, fileId)),
    { consistent: true, attributes: ['fileId'] },
  );
  return new Set(items.map((item) => String(item.fileId)));
}

/** The company's latest files, newest first. */
export async function listSftpFiles(companyId: string, limit = 20): Promise<StoredSftpFile[]> {
  const page = await table.queryIndex(INDEX.listing, partitions.sftpFiles(companyId), {
    ScanIndexForward: false,
    Limit: limit,
  });
  return page.items.map((item) => fromItem<StoredSftpFile>(item));
}

export const sftpFileView = (file: StoredSftpFile): SftpFileView => ({
  fileId: file.fileId,
  name: file.name,
  size: file.size,
  receivedAt: file.receivedAt,
  outcome: file.outcome,
  rows: file.rows,
  orders: file.orders,
  badRows: file.badRows,
  claimsCompleted: file.claimsCompleted,
  problem: file.problem,
});
