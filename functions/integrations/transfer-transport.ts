/**
 * SFTP through AWS Transfer Family SFTP connectors (issue 21), as the deployment reads merchants'
 * servers: one connector per company (its URL, our access role, its credentials' secret in Secrets
 * Manager, the trusted host key), every operation asynchronous and its result polled:
 * - probe: the connector made (or updated) without a trusted key, TestConnection answers the
 *   server's host key (its fingerprint shown to the merchant), a directory listing the files;
 * - pin: the confirmed key becomes the connector's only trusted key, and TestConnection checks it;
 * - list: StartDirectoryListing writes `<connector>-<listing>.json` to the uploads bucket (one
 *   level, at most 10,000 entries), read when it lands;
 * - fetch: StartFileTransfer retrieves the file into the uploads bucket, ListFileTransferResults is
 *   polled until it is done (the time cap), and the object's size checked against the byte cap;
 * - archive: StartRemoteMove moves it on the server (a later listing shows it gone);
 * - forget: the connector and the secret are deleted.
 * The host is checked like every user-given host before a connector is pointed at it.
 */
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import {
  CreateSecretCommand,
  DeleteSecretCommand,
  PutSecretValueCommand,
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
import { s3 } from '../lib/aws/s3';
import { env } from '../lib/env';
import { keys } from '../lib/table/keys';
import { table } from '../lib/table/table';
import { checkedAddress, type RemoteFile, SftpFailure, type SftpTarget, sftpLimits } from './sftp-client';
import type { SftpTransport } from './sftp-transport';

const transfer = new TransferClient({});
const secrets = new SecretsManagerClient({});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const secretNameOf = (companyId: string) => `${env.SFTP_SECRET_PREFIX}${companyId}`;
const bucketPath = (prefix: string) => `/${env.UPLOADS_BUCKET}/${prefix}`;

/** The fingerprint of an OpenSSH public key line (`ecdsa-sha2-nistp256 AAAA...`), as ssh-keygen prints it. */
export function fingerprintOfKeyLine(line: string): string {
  const blob = line.trim().split(/\s+/)[1];
  if (!blob) throw new SftpFailure('unreachable', 'no host key');
  return `SHA256:${createHash('sha256').update(Buffer.from(blob, 'base64')).digest('base64').replace(/=+$/, '')}`;
}

/** The secret the connector signs in with, in the shape Transfer Family reads. */
async function putCredentials(companyId: string, target: SftpTarget): Promise<string> {
  const SecretString = JSON.stringify({
    Username: target.username,
    ...(target.privateKey ? { PrivateKey: target.privateKey } : { Password: target.password ?? '' }),
  });
  try {
    const made = await secrets.send(
      new CreateSecretCommand({ Name: secretNameOf(companyId), SecretString, KmsKeyId: env.SECRETS_KEY_ID }),
    );
    return made.ARN!;
  } catch (error) {
    if ((error as { name?: string }).name !== 'ResourceExistsException') throw error;
    const put = await secrets.send(
      new PutSecretValueCommand({ SecretId: secretNameOf(companyId), SecretString }),
    );
    return put.ARN!;
  }
}

/** The company's connector, as this transport recorded it when it made it. */
async function connectorOf(companyId: string): Promise<string | null> {
  const item = await table.get(keys.sftpConnector(companyId), { consistent: true });
  return (item?.connectorId as string | undefined) ?? null;
}

async function requireConnector(companyId: string): Promise<string> {
  const connectorId = await connectorOf(companyId);
  if (!connectorId) throw new SftpFailure('unreachable', 'no connector');
  return connectorId;
}

/** Makes or updates the company's connector (recorded at once, so none is ever lost); answers its id. */
async function upsertConnector(
  companyId: string,
  target: SftpTarget,
  secretId: string,
  trustedHostKeys: string[],
): Promise<string> {
  if (!env.SFTP_CONNECTOR_ROLE_ARN) throw new Error('SFTP_CONNECTOR_ROLE_ARN is not set');
  const host = target.host.includes(':') && !target.host.startsWith('[') ? `[${target.host}]` : target.host;
  const input = {
    Url: `sftp://${host}:${target.port}`,
    AccessRole: env.SFTP_CONNECTOR_ROLE_ARN,
    SftpConfig: { UserSecretId: secretId, TrustedHostKeys: trustedHostKeys },
  };
  const existing = await connectorOf(companyId);
  if (existing) {
    await transfer.send(new UpdateConnectorCommand({ ConnectorId: existing, ...input }));
    return existing;
  }
  const made = await transfer.send(new CreateConnectorCommand(input));
  await table.put({
    ...keys.sftpConnector(companyId),
    entity: 'sftpConnector',
    companyId,
    connectorId: made.ConnectorId,
    secretId,
  });
  return made.ConnectorId!;
}

/** TestConnection, once a second at most (the service's limit per account): the server's host key line. */
async function testConnection(connectorId: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      const tested = await transfer.send(new TestConnectionCommand({ ConnectorId: connectorId }));
      const hostKey = tested.SftpConnectionDetails?.HostKey ?? '';
      if (tested.Status !== 'OK' && !hostKey)
        throw new SftpFailure(problemOfMessage(tested.StatusMessage ?? ''), tested.StatusMessage);
      return hostKey;
    } catch (error) {
      if ((error as { name?: string }).name !== 'ThrottlingException' || attempt >= 5) throw error;
      await pause(1_100);
    }
  }
}

function problemOfMessage(message: string) {
  if (/auth|password|credential|permission denied/i.test(message)) return 'authFailed' as const;
  if (/host key/i.test(message)) return 'hostKeyChanged' as const;
  if (/timed? ?out/i.test(message)) return 'timeout' as const;
  return 'unreachable' as const;
}

/** Waits for an object the service writes to the uploads bucket; null past the deadline. */
async function landed(key: string, deadline: number): Promise<number | null> {
  for (;;) {
    try {
      const head = await s3.send(new HeadObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status !== 404 && (error as Error).name !== 'NotFound') throw error;
    }
    if (Date.now() > deadline) return null;
    await pause(1_000);
  }
}

async function readListing(connectorId: string, folder: string, companyId: string): Promise<RemoteFile[]> {
  const prefix = `sftp-listings/${companyId}`;
  let started: { OutputFileName?: string };
  try {
    started = await transfer.send(
      new StartDirectoryListingCommand({
        ConnectorId: connectorId,
        RemoteDirectoryPath: folder,
        MaxItems: sftpLimits.listingEntries,
        OutputDirectoryPath: bucketPath(prefix),
      }),
    );
  } catch (error) {
    throw new SftpFailure('folderMissing', (error as Error).message);
  }
  const key = `${prefix}/${started.OutputFileName}`;
  // A listing that fails (bad credentials, no such folder) writes nothing: the failure is in the events.
  if ((await landed(key, Date.now() + sftpLimits.connectMs * 4)) === null)
    throw new SftpFailure('folderMissing', 'no listing');
  const object = await s3.send(new GetObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: key }));
  const listing = JSON.parse(await object.Body!.transformToString()) as {
    files?: { filePath: string; modifiedTimestamp?: string; size?: number }[];
  };
  return (listing.files ?? [])
    .map((file) => ({
      name: posix.basename(file.filePath),
      inFolder: posix.dirname(file.filePath) === posix.resolve('/', folder),
      size: file.size ?? 0,
      modifiedAt: Math.floor(Date.parse(file.modifiedTimestamp ?? '') / 1000) || 0,
    }))
    .filter((file) => file.inFolder && isPlainFileName(file.name))
    .map(({ inFolder: _, ...file }) => file);
}

export const transferTransport: SftpTransport = {
  async probe(companyId, target, connection: SftpConnection) {
    await checkedAddress(target.host, target.port);
    const secretId = await putCredentials(companyId, target);
    const connectorId = await upsertConnector(companyId, target, secretId, []);
    const hostKey = await testConnection(connectorId);
    if (!hostKey) throw new SftpFailure('unreachable', 'no host key');
    return {
      hostKeyFingerprint: fingerprintOfKeyLine(hostKey),
      files: await readListing(connectorId, connection.directory, companyId),
    };
  },
  async pin(companyId, target) {
    await checkedAddress(target.host, target.port);
    const secretId = await putCredentials(companyId, target);
    const connectorId = await upsertConnector(companyId, target, secretId, []);
    const hostKey = await testConnection(connectorId);
    if (fingerprintOfKeyLine(hostKey) !== target.hostKeyFingerprint) throw new SftpFailure('hostKeyChanged');
    await upsertConnector(companyId, target, secretId, [hostKey.trim()]);
  },
  list: async (config) =>
    readListing(await requireConnector(config.companyId), config.directory, config.companyId),
  async fetch(config, _target, name, runId) {
    const connectorId = await requireConnector(config.companyId);
    const prefix = `sftp-incoming/${config.companyId}/${runId}`;
    const started = await transfer.send(
      new StartFileTransferCommand({
        ConnectorId: connectorId,
        RetrieveFilePaths: [posix.join(config.directory, name)],
        LocalDirectoryPath: bucketPath(prefix),
      }),
    );
    const deadline = Date.now() + sftpLimits.downloadMs;
    for (;;) {
      const results = await transfer.send(
        new ListFileTransferResultsCommand({ ConnectorId: connectorId, TransferId: started.TransferId }),
      );
      const result = results.FileTransferResults?.[0];
      if (result?.StatusCode === 'FAILED')
        throw new SftpFailure('unreadable', result.FailureMessage ?? result.FailureCode);
      if (result?.StatusCode === 'COMPLETED') break;
      if (Date.now() > deadline) throw new SftpFailure('timeout', 'transfer not done');
      await pause(2_000);
    }
    const key = `${prefix}/${name}`;
    const size = await landed(key, Date.now() + 30_000);
    if (size === null) throw new SftpFailure('unreadable', 'no object');
    if (size > sftpLimits.fileBytes) throw new SftpFailure('tooLarge', `${size} bytes`);
    const object = await s3.send(new GetObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  },
  async archive(config, _target, name, runId) {
    const connectorId = await requireConnector(config.companyId);
    // The run's id keeps a name already in the archive from being overwritten.
    await transfer
      .send(
        new StartRemoteMoveCommand({
          ConnectorId: connectorId,
          SourcePath: posix.join(config.directory, name),
          TargetPath: posix.join(config.archiveDirectory, `${runId}-${name}`),
        }),
      )
      .catch((error: Error) => {
        throw new SftpFailure('archiveFailed', error.message);
      });
  },
  async forget(config) {
    const connectorId = await connectorOf(config.companyId);
    if (connectorId) await transfer.send(new DeleteConnectorCommand({ ConnectorId: connectorId }));
    await table.delete(keys.sftpConnector(config.companyId));
    await secrets
      .send(new DeleteSecretCommand({ SecretId: secretNameOf(config.companyId), RecoveryWindowInDays: 7 }))
      .catch(() => {});
  },
};
