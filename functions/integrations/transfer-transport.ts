/**
 * SFTP through AWS Transfer Family SFTP connectors (issue 21), as the deployment reads merchants'
 * servers. Each company has up to two connectors (URL, our access role, its credentials' secret in
 * Secrets Manager), recorded on one item:
 * - the working connector, which trusts only the host key the merchant confirmed: runs use it;
 * - a probe connector, trusting no key, for checking a server before its key is confirmed, so that
 *   checking a changed set-up never touches the credentials or the key the runs rely on.
 * Every operation is asynchronous and its result waited for:
 * - probe: TestConnection on the probe connector answers the server's host key (its fingerprint
 *   shown to the merchant) or why it could not sign in; a directory listing gives the files;
 * - pin: the probe connector shows the key again, which must be the confirmed one; the working
 *   connector then gets the credentials and that key as its only trusted key, and is tested;
 * - list: StartDirectoryListing writes `<connector>-<listing>.json` to the uploads bucket (one
 *   level, at most 10,000 entries); a listing that never lands (bad credentials, another host key,
 *   no such folder: the service answers success all the same) is explained by a TestConnection;
 * - fetch: StartFileTransfer retrieves the file into the uploads bucket, ListFileTransferResults is
 *   polled until it is done (the time cap), and the object's size checked against the byte cap;
 * - archive: StartRemoteMove moves it on the server, and a listing checks it is gone from the folder
 *   (a move that fails is otherwise silent);
 * - forget: the connectors and the secrets are deleted (the secrets without a recovery window).
 * The host is checked like every user-given host before a connector is pointed at it.
 */
import { posix } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import {
  CreateSecretCommand,
  DeleteSecretCommand,
  PutSecretValueCommand,
  RestoreSecretCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import {
  CreateConnectorCommand,
  DeleteConnectorCommand,
  ListFileTransferResultsCommand,
  StartDirectoryListingCommand,
  StartFileTransferCommand,
  StartRemoteMoveCommand,
  TestConnectionCommand,
  TransferClient,
  UpdateConnectorCommand,
} from '@aws-sdk/client-transfer';
import { isPlainFileName, type SftpConnection } from '@shared/integrations/sftp';
import { isConditionFailed } from '../lib/aws/dynamo';
import { s3 } from '../lib/aws/s3';
import { BUCKET_PREFIXES } from '../lib/buckets';
import { env } from '../lib/env';
import { log } from '../lib/log';
import { keys } from '../lib/table/keys';
import { table } from '../lib/table/table';
import { fingerprintOf } from './host-keys';
import type { StoredSftpConfig } from './sftp-store';
import { checkedAddress, type RemoteFile, SftpFailure, type SftpTarget, sftpLimits } from './sftp-target';

// Pure: constructing the client does nothing until a command is sent, so a bundle whose code never
// sends one leaves the client, and with it the SDK package, out (lambda-bundling.ts, the 1 MB budget).
const transfer = /* @__PURE__ */ new TransferClient({});
const secrets = /* @__PURE__ */ new SecretsManagerClient({});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nameOf = (error: unknown) => (error as { name?: string } | null)?.name ?? '';
const bucketPath = (prefix: string) => `/${env.UPLOADS_BUCKET}/${prefix}`;

/** The two connectors a company may have, and where each is recorded. */
const SLOTS = {
  working: {
    connector: 'connectorId',
    secretName: (companyId: string) => `${env.SFTP_SECRET_PREFIX}${companyId}`,
  },
  probe: {
    connector: 'probeConnectorId',
    secretName: (companyId: string) => `${env.SFTP_SECRET_PREFIX}${companyId}-probe`,
  },
} as const;
type Slot = (typeof SLOTS)[keyof typeof SLOTS];

/** The key's type and base64 body from a host key line (`[host] <type> <base64> [comment]`). */
function keyParts(line: string): { type: string; body: string } {
  const parts = line.trim().split(/\s+/);
  const at = parts.findIndex((part, index) => index < parts.length - 1 && /^(ssh|ecdsa|sk)-/.test(part));
  if (at < 0) throw new SftpFailure('unreachable', 'no host key');
  return { type: parts[at]!, body: parts[at + 1]! };
}

/** The fingerprint of an OpenSSH public key line (`ecdsa-sha2-nistp256 AAAA...`), as ssh-keygen prints it. */
export function fingerprintOfKeyLine(line: string): string {
  const { body } = keyParts(line);
  return fingerprintOf(Buffer.from(body, 'base64'));
}

/** A trusted host key as the service takes it: `<type> <base64>`, no host name, no comment. */
const trustedKeyOf = (line: string) => {
  const { type, body } = keyParts(line);
  return `${type} ${body}`;
};

/** Writes the secret a connector signs in with, in the shape Transfer Family reads; answers its ARN. */
async function putCredentials(name: string, target: SftpTarget): Promise<string> {
  const SecretString = JSON.stringify({
    Username: target.username,
    ...(target.privateKey ? { PrivateKey: target.privateKey } : { Password: target.password ?? '' }),
  });
  try {
    const made = await secrets.send(
      new CreateSecretCommand({ Name: name, SecretString, KmsKeyId: env.SECRETS_KEY_ID }),
    );
    return made.ARN!;
  } catch (error) {
    // Exists, or (InvalidRequest) is scheduled for deletion by an earlier disconnection.
    if (!['ResourceExistsException', 'InvalidRequestException'].includes(nameOf(error))) throw error;
  }
  try {
    return (await secrets.send(new PutSecretValueCommand({ SecretId: name, SecretString }))).ARN!;
  } catch (error) {
    if (nameOf(error) !== 'InvalidRequestException') throw error;
  }
  await secrets.send(new RestoreSecretCommand({ SecretId: name }));
  return (await secrets.send(new PutSecretValueCommand({ SecretId: name, SecretString }))).ARN!;
}

async function deleteSecret(name: string) {
  try {
    await secrets.send(new DeleteSecretCommand({ SecretId: name, ForceDeleteWithoutRecovery: true }));
  } catch (error) {
    if (nameOf(error) !== 'ResourceNotFoundException') throw error;
  }
}

async function deleteConnector(connectorId: string) {
  try {
    await transfer.send(new DeleteConnectorCommand({ ConnectorId: connectorId }));
  } catch (error) {
    if (nameOf(error) !== 'ResourceNotFoundException') throw error;
  }
}

/** The company's connectors, as this transport recorded them when it made them. */
async function connectorsOf(companyId: string): Promise<Record<string, string | undefined>> {
  return ((await table.get(keys.sftpConnector(companyId), { consistent: true })) ?? {}) as Record<
    string,
    string | undefined
  >;
}

async function requireConnector(companyId: string): Promise<string> {
  const connectorId = (await connectorsOf(companyId)).connectorId;
  if (!connectorId) throw new SftpFailure('unreachable', 'no connector');
  return connectorId;
}

/** Records a connector just made; false when another request recorded one first. */
async function record(companyId: string, slot: Slot, connectorId: string): Promise<boolean> {
  try {
    await table.update(keys.sftpConnector(companyId), {
      UpdateExpression: 'SET #connector = :id, entity = :entity, companyId = :company',
      ConditionExpression: 'attribute_not_exists(#connector)',
      ExpressionAttributeNames: { '#connector': slot.connector },
      ExpressionAttributeValues: { ':id': connectorId, ':entity': 'sftpConnector', ':company': companyId },
    });
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

async function unrecord(companyId: string, slot: Slot, connectorId: string) {
  try {
    await table.update(keys.sftpConnector(companyId), {
      UpdateExpression: 'REMOVE #connector',
      ConditionExpression: '#connector = :id',
      ExpressionAttributeNames: { '#connector': slot.connector },
      ExpressionAttributeValues: { ':id': connectorId },
    });
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/** Points the slot's connector at the server with these credentials (and trusted key); answers its id. */
async function upsertConnector(
  companyId: string,
  slot: Slot,
  target: SftpTarget,
  trustedKey: string | null,
): Promise<string> {
  if (!env.SFTP_CONNECTOR_ROLE_ARN) throw new Error('SFTP_CONNECTOR_ROLE_ARN is not set');
  const secretId = await putCredentials(slot.secretName(companyId), target);
  const host = target.host.includes(':') && !target.host.startsWith('[') ? `[${target.host}]` : target.host;
  const input = {
    Url: `sftp://${host}:${target.port}`,
    AccessRole: env.SFTP_CONNECTOR_ROLE_ARN,
    // The service takes 1 to 10 trusted keys: the probe connector is given none at all.
    SftpConfig: { UserSecretId: secretId, ...(trustedKey ? { TrustedHostKeys: [trustedKey] } : {}) },
  };
  for (let attempt = 0; ; attempt++) {
    const existing = (await connectorsOf(companyId))[slot.connector];
    if (existing) {
      try {
        await transfer.send(new UpdateConnectorCommand({ ConnectorId: existing, ...input }));
        return existing;
      } catch (error) {
        if (nameOf(error) !== 'ResourceNotFoundException') throw error;
        await unrecord(companyId, slot, existing); // Deleted behind our back: made again.
      }
    }
    const made = (await transfer.send(new CreateConnectorCommand(input))).ConnectorId!;
    if (await record(companyId, slot, made)) return made;
    // Another request recorded one meanwhile: this one goes, that one is updated.
    await deleteConnector(made);
    if (attempt >= 2) throw new Error('The SFTP connector keeps changing under this request');
  }
}

/** When this process last called TestConnection: its calls are spaced as the service's limit asks. */
let lastTestAt = 0;

/** TestConnection, at most once a second (the service's limit per account), retried when throttled. */
async function testConnection(
  connectorId: string,
): Promise<{ ok: boolean; message: string; hostKey: string }> {
  for (let attempt = 0; ; attempt++) {
    const early = lastTestAt + 1_050 - Date.now();
    if (early > 0) await pause(early);
    lastTestAt = Date.now();
    try {
      const tested = await transfer.send(new TestConnectionCommand({ ConnectorId: connectorId }));
      return {
        ok: tested.Status === 'OK',
        message: tested.StatusMessage ?? '',
        hostKey: tested.SftpConnectionDetails?.HostKey ?? '',
      };
    } catch (error) {
      // Other processes (other companies' runs) call it too.
      if (nameOf(error) !== 'ThrottlingException' || attempt >= 10) throw error;
    }
  }
}

function problemOfMessage(message: string) {
  if (/host key/i.test(message)) return 'hostKeyChanged' as const;
  if (/auth|password|credential|permission denied/i.test(message)) return 'authFailed' as const;
  if (/timed? ?out/i.test(message)) return 'timeout' as const;
  return 'unreachable' as const;
}

/** How long to wait before asking again whether work started at `start` is done: briefly at first. */
const pollingPause = (start: number) => (Date.now() - start < 5_000 ? 250 : 2_000);

/** Waits for an object the service writes to the uploads bucket; its size, or null past the deadline. */
async function landed(key: string, deadline: number): Promise<number | null> {
  const start = Date.now();
  for (;;) {
    try {
      const head = await s3.send(new HeadObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status !== 404 && nameOf(error) !== 'NotFound') throw error;
    }
    if (Date.now() > deadline) return null;
    await pause(pollingPause(start));
  }
}

interface ListedFile {
  filePath: string;
  modifiedTimestamp?: string;
  size?: number;
}

/** The folder's entries as the service lists them; fails with the reason when no listing lands. */
async function listFolder(connectorId: string, folder: string, companyId: string): Promise<ListedFile[]> {
  const prefix = `${BUCKET_PREFIXES.sftpListings}${companyId}`;
  let started: { OutputFileName?: string };
  try {
    started = await transfer.send(
      new StartDirectoryListingCommand({
        ConnectorId: connectorId,
        RemoteDirectoryPath: folder,
        MaxItems: Math.min(sftpLimits.listingEntries, 10_000),
        OutputDirectoryPath: bucketPath(prefix),
      }),
    );
  } catch (error) {
    if (!['InvalidRequestException', 'ValidationException'].includes(nameOf(error))) throw error;
    throw new SftpFailure('folderMissing', (error as Error).message);
  }
  const key = `${prefix}/${started.OutputFileName}`;
  if ((await landed(key, Date.now() + sftpLimits.connectMs * 4)) === null) {
    // The service answered success but wrote nothing: the connection says why, or the folder is not there.
    const tested = await testConnection(connectorId);
    if (!tested.ok) throw new SftpFailure(problemOfMessage(tested.message), tested.message);
    throw new SftpFailure('folderMissing', 'no listing');
  }
  const object = await s3.send(new GetObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: key }));
  const listing = JSON.parse(await object.Body!.transformToString()) as { files?: ListedFile[] };
  await s3.send(new DeleteObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: key })).catch(() => {});
  return listing.files ?? [];
}

/** Whether a listed path is a file right in the folder (the service gives paths from the server's root). */
function inFolder(filePath: string, folder: string): boolean {
  const parent = posix.dirname(filePath);
  return parent === '.' || posix.resolve('/', parent) === posix.resolve('/', folder);
}

async function readListing(connectorId: string, folder: string, companyId: string): Promise<RemoteFile[]> {
  return (await listFolder(connectorId, folder, companyId))
    .filter((file) => inFolder(file.filePath, folder) && isPlainFileName(posix.basename(file.filePath)))
    .map((file) => ({
      name: posix.basename(file.filePath),
      size: file.size ?? 0,
      modifiedAt: Math.floor(Date.parse(file.modifiedTimestamp ?? '') / 1000) || 0,
    }));
}

/** The probe connector, pointed at the server as given, tested: its answer, or the failure. */
async function probeServer(companyId: string, target: SftpTarget) {
  await checkedAddress(target.host, target.port);
  const connectorId = await upsertConnector(companyId, SLOTS.probe, target, null);
  return { connectorId, tested: await testConnection(connectorId) };
}

/** Drops the probe connector and its secret once the working one holds the set-up. */
async function dropProbe(companyId: string) {
  const probeId = (await connectorsOf(companyId))[SLOTS.probe.connector];
  if (probeId) {
    await deleteConnector(probeId);
    await unrecord(companyId, SLOTS.probe, probeId);
  }
  await deleteSecret(SLOTS.probe.secretName(companyId));
}

/** Whether the file is gone from the folder, listing a few times (a remote move is asynchronous). */
async function goneFrom(connectorId: string, folder: string, name: string, companyId: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const files = await listFolder(connectorId, folder, companyId);
    if (!files.some((file) => posix.basename(file.filePath) === name)) return true;
    await pause(500 * 2 ** attempt);
  }
  return false;
}

/**
 * The SftpTransport of ./sftp-transport (checked where that module loads this one: naming the
 * interface here would make the two modules import each other).
 */
export const transferTransport = {
  async probe(
    companyId: string,
    target: SftpTarget,
    connection: SftpConnection,
  ): Promise<{ hostKeyFingerprint: string; files: RemoteFile[] }> {
    const { connectorId, tested } = await probeServer(companyId, target);
    if (!tested.ok) throw new SftpFailure(problemOfMessage(tested.message), tested.message);
    if (!tested.hostKey) throw new SftpFailure('unreachable', 'no host key');
    return {
      hostKeyFingerprint: fingerprintOfKeyLine(tested.hostKey),
      files: await readListing(connectorId, connection.directory, companyId),
    };
  },
  async pin(companyId: string, target: SftpTarget & { hostKeyFingerprint: string }): Promise<void> {
    const { tested } = await probeServer(companyId, target);
    // The key is shown before signing in: another key is told first, whatever the credentials.
    if (tested.hostKey && fingerprintOfKeyLine(tested.hostKey) !== target.hostKeyFingerprint)
      throw new SftpFailure('hostKeyChanged', fingerprintOfKeyLine(tested.hostKey));
    if (!tested.ok) throw new SftpFailure(problemOfMessage(tested.message), tested.message);
    if (!tested.hostKey) throw new SftpFailure('unreachable', 'no host key');
    const connectorId = await upsertConnector(companyId, SLOTS.working, target, trustedKeyOf(tested.hostKey));
    const checked = await testConnection(connectorId);
    if (!checked.ok) throw new SftpFailure(problemOfMessage(checked.message), checked.message);
    await dropProbe(companyId).catch((error: Error) =>
      log.warn('sftp.probe_not_dropped', { companyId, error: error.name }),
    );
  },
  list: async (config: StoredSftpConfig, _target?: SftpTarget): Promise<RemoteFile[]> =>
    readListing(await requireConnector(config.companyId), config.directory, config.companyId),
  async fetch(config: StoredSftpConfig, _target: SftpTarget, name: string, runId: string): Promise<Buffer> {
    const connectorId = await requireConnector(config.companyId);
    const prefix = `${BUCKET_PREFIXES.sftpIncoming}${config.companyId}/${runId}`;
    const started = await transfer.send(
      new StartFileTransferCommand({
        ConnectorId: connectorId,
        RetrieveFilePaths: [posix.join(config.directory, name)],
        LocalDirectoryPath: bucketPath(prefix),
      }),
    );
    const start = Date.now();
    const deadline = start + sftpLimits.downloadMs;
    for (;;) {
      const results = await transfer.send(
        new ListFileTransferResultsCommand({ ConnectorId: connectorId, TransferId: started.TransferId }),
      );
      const result = results.FileTransferResults?.[0];
      if (result?.StatusCode === 'FAILED') {
        const detail = `${result.FailureCode ?? ''} ${result.FailureMessage ?? ''}`.trim();
        throw new SftpFailure(
          result.FailureCode === 'RETRIEVE_FILE_NOT_FOUND' ? 'unreadable' : problemOfMessage(detail),
          detail,
        );
      }
      if (result?.StatusCode === 'COMPLETED') break;
      if (Date.now() > deadline) throw new SftpFailure('timeout', 'transfer not done');
      await pause(pollingPause(start));
    }
    const key = `${prefix}/${name}`;
    const size = await landed(key, Date.now() + 30_000);
    if (size === null) throw new SftpFailure('unreadable', 'no object');
    if (size > sftpLimits.fileBytes) throw new SftpFailure('tooLarge', `${size} bytes`);
    const object = await s3.send(new GetObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  },
  async archive(config: StoredSftpConfig, _target: SftpTarget, name: string, runId: string): Promise<void> {
    const connectorId = await requireConnector(config.companyId);
    const source = posix.join(config.directory, name);
    // Under its own name, or the run's when one is there already (a move never overwrites).
    for (const to of [name, `${runId}-${name}`]) {
      try {
        await transfer.send(
          new StartRemoteMoveCommand({
            ConnectorId: connectorId,
            SourcePath: source,
            TargetPath: posix.join(config.archiveDirectory, to),
          }),
        );
      } catch (error) {
        throw new SftpFailure('archiveFailed', (error as Error).message);
      }
      // Gone already is fine too: an earlier try of this step moved it.
      if (await goneFrom(connectorId, config.directory, name, config.companyId)) return;
    }
    throw new SftpFailure('archiveFailed', 'the file is still in the folder');
  },
  async forget(config: StoredSftpConfig): Promise<void> {
    const { companyId } = config;
    const recorded = await connectorsOf(companyId);
    const failures: unknown[] = [];
    const attempt = (work: () => Promise<unknown>) => work().catch((error: unknown) => failures.push(error));
    for (const slot of Object.values(SLOTS)) {
      const connectorId = recorded[slot.connector];
      if (connectorId) await attempt(() => deleteConnector(connectorId));
      await attempt(() => deleteSecret(slot.secretName(companyId)));
    }
    // Kept when something could not be deleted, so that forgetting again finishes the work.
    if (failures.length) throw failures[0];
    await table.delete(keys.sftpConnector(companyId));
  },
};
