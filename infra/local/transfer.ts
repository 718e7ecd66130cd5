/**
 * AWS Transfer Family stand-in, SFTP connectors only: speaks the service's JSON wire protocol to the
 * SDK's TransferClient, reaches the connector's server by SFTP itself (the ssh2 package's client),
 * reads the connector's credentials from Secrets Manager and writes what it reads to S3, as the
 * service does with the connector's role. Behaves as the service documents:
 * - CreateConnector answers `c-` + 17 hex digits; UpdateConnector changes the fields given (those of
 *   SftpConfig one by one); TrustedHostKeys, when given, holds 1 to 10 keys;
 * - TestConnection signs in with the secret's `Username` and `Password` or `PrivateKey` and answers
 *   OK or ERROR with a message, and the server's host key (`<type> <base64>`) whenever the
 *   handshake showed it; with trusted host keys, a key not among them is an ERROR. At most one call
 *   a second (the service's limit per account): more is a ThrottlingException;
 * - StartDirectoryListing answers at once and later writes `<connector>-<listing>.json`
 *   (`{files: [{filePath, modifiedTimestamp, size}], paths: [{path}], truncated}`, one level, at
 *   most MaxItems entries) under OutputDirectoryPath (`/bucket/prefix`). When it cannot (bad
 *   credentials, another host key, no such folder) it writes nothing: the failure is only an event;
 * - StartFileTransfer with RetrieveFilePaths (1 to 10) answers at once and copies each file into
 *   LocalDirectoryPath under its name; ListFileTransferResults answers each path's StatusCode
 *   (QUEUED, IN_PROGRESS, COMPLETED, FAILED with FailureCode and FailureMessage);
 * - StartRemoteMove answers at once and later renames on the server (a failure is only an event).
 * `events` holds what the service would send to EventBridge; `settled()` waits for work in flight.
 * With a data folder, connectors are kept in `<dataDir>/transfer.json` across restarts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
// ssh2 is CommonJS: its named exports are read from the default one (Node's ESM sees no others).
import ssh2, { type SFTPWrapper } from 'ssh2';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './dynamodb';
import { AwsError, startJsonProtocolServer } from './json-protocol';

const ACCOUNT = '000000000000';
const CONNECTOR_ID = /^c-[0-9a-f]{17}$/;
/** The documented failure code; the others are this stand-in's names for what it saw. */
const FILE_NOT_FOUND = 'RETRIEVE_FILE_NOT_FOUND';

interface Connector {
  ConnectorId: string;
  Arn: string;
  Url: string;
  AccessRole: string;
  LoggingRole?: string;
  SftpConfig: { UserSecretId?: string; TrustedHostKeys?: string[] };
}

interface FileResult {
  FilePath: string;
  StatusCode: 'QUEUED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';
  FailureCode?: string;
  FailureMessage?: string;
}

export interface TransferEvent {
  kind: 'listing' | 'transfer' | 'move';
  connectorId: string;
  id: string;
  status: 'COMPLETED' | 'FAILED';
  message?: string;
}

/** Why a session could not be had, with the message TestConnection gives for it. */
class ConnectorFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly hostKey?: string,
  ) {
    super(message);
  }
}

/** An SSH host key blob as an OpenSSH line: its type (the blob's first string), a space, base64. */
function keyLine(blob: Buffer): string {
  const length = blob.length >= 4 ? blob.readUInt32BE(0) : 0;
  const type = blob.subarray(4, 4 + length).toString('ascii') || 'unknown';
  return `${type} ${blob.toString('base64')}`;
}

/** A trusted key entry (`type base64`, maybe after a host name or before a comment) names this blob. */
const trusts = (entry: string, blob: Buffer) => entry.trim().split(/\s+/).includes(blob.toString('base64'));

function urlOf(value: string): { host: string; port: number } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AwsError('InvalidRequestException', `Invalid URL: ${value}`);
  }
  if (url.protocol !== 'sftp:' || !url.hostname)
    throw new AwsError('InvalidRequestException', 'The URL must be sftp://host[:port]');
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port: url.port ? Number(url.port) : 22 };
}

/** `/bucket/some/prefix` as the service takes S3 locations. */
function s3Location(value: unknown, name: string): { bucket: string; prefix: string } {
  const path = typeof value === 'string' ? value : '';
  const [, bucket, ...rest] = path.split('/');
  if (!path.startsWith('/') || !bucket)
    throw new AwsError('InvalidRequestException', `${name} must be /bucket-name/prefix`);
  return { bucket, prefix: rest.filter(Boolean).join('/') };
}

const keyIn = (prefix: string, name: string) => (prefix ? `${prefix}/${name}` : name);

/** `2024-01-30T20:34:54Z`, as listings show modification times. */
const timestamp = (seconds: number) => new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');

const callback = <T>(run: (done: (error: Error | null | undefined, value?: T) => void) => void) =>
  new Promise<T>((resolve, reject) => run((error, value) => (error ? reject(error) : resolve(value as T))));

export interface LocalTransferOptions {
  /** Where the connectors' secrets are read (the Secrets Manager stand-in). */
  secretsManagerUrl: string;
  /** Where listings and files are written (the S3 stand-in). */
  s3Url: string;
  dataDir?: string | null;
  /** TestConnection calls allowed per second (the service allows one per account). */
  testConnectionsPerSecond?: number;
  /** How long connecting and signing in may take. */
  connectTimeoutMs?: number;
}

export async function startLocalTransfer(options: LocalTransferOptions) {
  const aws = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  const secrets = new SecretsManagerClient({ ...aws, endpoint: options.secretsManagerUrl });
  const s3 = new S3Client({
    ...aws,
    endpoint: options.s3Url,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const file = options.dataDir ? join(options.dataDir, 'transfer.json') : null;
  const connectors = new Map<string, Connector>();
  if (file && existsSync(file)) {
    for (const connector of JSON.parse(readFileSync(file, 'utf8')) as Connector[])
      connectors.set(connector.ConnectorId, connector);
  }
  const save = () => {
    if (!file || !options.dataDir) return;
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify([...connectors.values()]));
    renameSync(`${file}.tmp`, file);
  };
  const transfers = new Map<string, { connectorId: string; results: FileResult[] }>();
  const events: TransferEvent[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const testGap = 1000 / (options.testConnectionsPerSecond ?? 1);
  let lastTestAt = 0;

  function find(id: unknown): Connector {
    if (typeof id !== 'string' || !CONNECTOR_ID.test(id))
      throw new AwsError('ValidationException', 'ConnectorId must match c-([0-9a-f]{17})');
    const connector = connectors.get(id);
    if (!connector) throw new AwsError('ResourceNotFoundException', `Unknown connector: ${String(id)}`);
    return connector;
  }

  function checkedSftpConfig(value: unknown, creating: boolean): Connector['SftpConfig'] {
    if (value === undefined || value === null) {
      if (creating)
        throw new AwsError('InvalidRequestException', 'SftpConfig is required for an SFTP connector');
      return {};
    }
    const config = value as { UserSecretId?: unknown; TrustedHostKeys?: unknown };
    if (creating && typeof config.UserSecretId !== 'string')
      throw new AwsError('InvalidRequestException', 'SftpConfig.UserSecretId is required');
    const keys = config.TrustedHostKeys;
    if (keys !== undefined && (!Array.isArray(keys) || keys.length < 1 || keys.length > 10))
      throw new AwsError(
        'ValidationException',
        "1 validation error detected: Value at 'sftpConfig.trustedHostKeys' failed to satisfy constraint: Member must have length between 1 and 10",
      );
    return {
      ...(typeof config.UserSecretId === 'string' ? { UserSecretId: config.UserSecretId } : {}),
      ...(keys ? { TrustedHostKeys: (keys as unknown[]).map(String) } : {}),
    };
  }

  /** Signs in to the connector's server as its secret says; the session and the key the server showed. */
  async function connect(connector: Connector): Promise<{ sftp: SFTPWrapper; hostKey: string; end(): void }> {
    let credentials: { Username?: string; Password?: string; PrivateKey?: string };
    try {
      const secret = await secrets.send(
        new GetSecretValueCommand({ SecretId: connector.SftpConfig.UserSecretId }),
      );
      credentials = JSON.parse(secret.SecretString ?? '{}');
    } catch (error) {
      throw new ConnectorFailure(
        'SECRET_ERROR',
        `Unable to access secrets manager: ${(error as Error).message}`,
      );
    }
    if (!credentials.Username || !(credentials.Password || credentials.PrivateKey))
      throw new ConnectorFailure(
        'SECRET_ERROR',
        'Private key not found: the secret has no Username with a Password or PrivateKey',
      );
    const { host, port } = urlOf(connector.Url);
    const trusted = connector.SftpConfig.TrustedHostKeys ?? [];
    const client = new ssh2.Client();
    let shown: Buffer | undefined;
    return new Promise((resolve, reject) => {
      const fail = (error: Error & { level?: string }) => {
        client.end();
        const hostKey = shown ? keyLine(shown) : undefined;
        if (shown && trusted.length && !trusted.some((entry) => trusts(entry, shown!)))
          reject(
            new ConnectorFailure(
              'HOST_KEY_MISMATCH',
              'Invalid trusted host keys: the server host key is not among the trusted host keys',
              hostKey,
            ),
          );
        else if (error.level === 'client-authentication')
          reject(
            new ConnectorFailure(
              'AUTHENTICATION_FAILED',
              'Authentication failed: verify the login credentials in the secret',
              hostKey,
            ),
          );
        else
          reject(
            new ConnectorFailure(
              'CONNECTION_FAILED',
              `Unknown Host/Connection failed: ${error.message}`,
              hostKey,
            ),
          );
      };
      client.once('error', fail);
      client.once('ready', () =>
        client.sftp((error, sftp) => {
          if (error) return fail(error);
          client.on('error', () => {});
          resolve({ sftp, hostKey: keyLine(shown!), end: () => client.end() });
        }),
      );
      try {
        client.connect({
          host,
          port,
          username: credentials.Username,
          password: credentials.Password || undefined,
          privateKey: credentials.PrivateKey || undefined,
          readyTimeout: options.connectTimeoutMs ?? 15_000,
          tryKeyboard: false,
          hostVerifier: (key: Buffer) => {
            shown = key;
            return !trusted.length || trusted.some((entry) => trusts(entry, key));
          },
        });
      } catch (error) {
        reject(
          new ConnectorFailure('AUTHENTICATION_FAILED', `Authentication failed: ${(error as Error).message}`),
        );
      }
    });
  }

  /** Runs work after answering, as the service does; its end is recorded as an event. */
  function later(event: Omit<TransferEvent, 'status' | 'message'>, work: () => Promise<void>) {
    const running = (async () => {
      try {
        await work();
        events.push({ ...event, status: 'COMPLETED' });
      } catch (error) {
        events.push({ ...event, status: 'FAILED', message: (error as Error).message });
      }
    })();
    inFlight.add(running);
    void running.finally(() => inFlight.delete(running));
  }

  async function listing(connector: Connector, folder: string, maxItems: number) {
    const session = await connect(connector);
    try {
      const handle = await callback<Buffer>((done) => session.sftp.opendir(folder, done));
      const files: { filePath: string; modifiedTimestamp?: string; size?: number }[] = [];
      const paths: { path: string }[] = [];
      let truncated = false;
      try {
        for (;;) {
          const batch = await callback<ssh2.FileEntryWithStats[] | null>((done) =>
            session.sftp.readdir(handle, (error, list) =>
              (error as { code?: number } | undefined)?.code === 1 ? done(null, null) : done(error, list),
            ),
          );
          if (!batch?.length) break;
          for (const entry of batch) {
            if (entry.filename === '.' || entry.filename === '..') continue;
            if (files.length + paths.length >= maxItems) {
              truncated = true;
              break;
            }
            const path = posix.join(folder, entry.filename);
            if (entry.attrs.isDirectory()) paths.push({ path });
            else
              files.push({
                filePath: path,
                ...(entry.attrs.mtime ? { modifiedTimestamp: timestamp(entry.attrs.mtime) } : {}),
                ...(entry.attrs.size !== undefined ? { size: entry.attrs.size } : {}),
              });
          }
          if (truncated) break;
        }
      } finally {
        session.sftp.close(handle, () => {});
      }
      return { files, paths, truncated };
    } finally {
      session.end();
    }
  }

  const server = await startJsonProtocolServer('TransferService', {
    CreateConnector: (input) => {
      if (input.As2Config)
        throw new AwsError('InvalidRequestException', 'Only SFTP connectors are served here');
      const url = String(input.Url ?? '');
      urlOf(url);
      if (typeof input.AccessRole !== 'string' || !/^arn:[\w-]+:iam::\d{12}:role\//.test(input.AccessRole))
        throw new AwsError('InvalidRequestException', 'AccessRole must be an IAM role ARN');
      const id = `c-${randomBytes(9).toString('hex').slice(0, 17)}`;
      connectors.set(id, {
        ConnectorId: id,
        Arn: `arn:aws:transfer:${LOCAL_REGION}:${ACCOUNT}:connector/${id}`,
        Url: url,
        AccessRole: input.AccessRole,
        ...(typeof input.LoggingRole === 'string' ? { LoggingRole: input.LoggingRole } : {}),
        SftpConfig: checkedSftpConfig(input.SftpConfig, true),
      });
      save();
      return { ConnectorId: id };
    },
    UpdateConnector: (input) => {
      const connector = find(input.ConnectorId);
      if (input.Url !== undefined) {
        urlOf(String(input.Url));
        connector.Url = String(input.Url);
      }
      if (typeof input.AccessRole === 'string') connector.AccessRole = input.AccessRole;
      if (typeof input.LoggingRole === 'string') connector.LoggingRole = input.LoggingRole;
      connector.SftpConfig = { ...connector.SftpConfig, ...checkedSftpConfig(input.SftpConfig, false) };
      save();
      return { ConnectorId: connector.ConnectorId };
    },
    DescribeConnector: (input) => ({ Connector: find(input.ConnectorId) }),
    DeleteConnector: (input) => {
      connectors.delete(find(input.ConnectorId).ConnectorId);
      save();
      return {};
    },
    TestConnection: async (input) => {
      const connector = find(input.ConnectorId);
      if (Date.now() - lastTestAt < testGap) throw new AwsError('ThrottlingException', 'Rate exceeded');
      lastTestAt = Date.now();
      try {
        const session = await connect(connector);
        session.end();
        return {
          ConnectorId: connector.ConnectorId,
          Status: 'OK',
          StatusMessage: 'Connection succeeded',
          SftpConnectionDetails: { HostKey: session.hostKey },
        };
      } catch (error) {
        const failure = error as ConnectorFailure;
        return {
          ConnectorId: connector.ConnectorId,
          Status: 'ERROR',
          StatusMessage: failure.message,
          ...(failure.hostKey ? { SftpConnectionDetails: { HostKey: failure.hostKey } } : {}),
        };
      }
    },
    StartDirectoryListing: (input) => {
      const connector = find(input.ConnectorId);
      const folder = String(input.RemoteDirectoryPath ?? '');
      if (!folder) throw new AwsError('InvalidRequestException', 'RemoteDirectoryPath is required');
      const output = s3Location(input.OutputDirectoryPath, 'OutputDirectoryPath');
      const maxItems = input.MaxItems === undefined ? 10_000 : Number(input.MaxItems);
      if (!Number.isInteger(maxItems) || maxItems < 1 || maxItems > 10_000)
        throw new AwsError('ValidationException', 'MaxItems must be between 1 and 10000');
      const listingId = randomUUID();
      const outputFileName = `${connector.ConnectorId}-${listingId}.json`;
      later({ kind: 'listing', connectorId: connector.ConnectorId, id: listingId }, async () => {
        const listed = await listing(connector, folder, maxItems);
        await s3.send(
          new PutObjectCommand({
            Bucket: output.bucket,
            Key: keyIn(output.prefix, outputFileName),
            Body: JSON.stringify(listed),
            ContentType: 'application/json',
          }),
        );
      });
      return { ListingId: listingId, OutputFileName: outputFileName };
    },
    StartFileTransfer: (input) => {
      const connector = find(input.ConnectorId);
      if (input.SendFilePaths)
        throw new AwsError('InvalidRequestException', 'Only RetrieveFilePaths is served here');
      const paths = input.RetrieveFilePaths;
      if (!Array.isArray(paths) || paths.length < 1 || paths.length > 10)
        throw new AwsError('ValidationException', 'RetrieveFilePaths must hold 1 to 10 paths');
      const local = s3Location(input.LocalDirectoryPath, 'LocalDirectoryPath');
      const transferId = randomUUID();
      const results: FileResult[] = paths.map((path) => ({ FilePath: String(path), StatusCode: 'QUEUED' }));
      transfers.set(transferId, { connectorId: connector.ConnectorId, results });
      later({ kind: 'transfer', connectorId: connector.ConnectorId, id: transferId }, async () => {
        for (const result of results) result.StatusCode = 'IN_PROGRESS';
        let session: Awaited<ReturnType<typeof connect>>;
        try {
          session = await connect(connector);
        } catch (error) {
          for (const result of results)
            Object.assign(result, {
              StatusCode: 'FAILED',
              FailureCode: (error as ConnectorFailure).code ?? 'CONNECTION_FAILED',
              FailureMessage: (error as Error).message,
            });
          throw error;
        }
        try {
          for (const result of results) {
            try {
              const body = await callback<Buffer>((done) => session.sftp.readFile(result.FilePath, done));
              await s3.send(
                new PutObjectCommand({
                  Bucket: local.bucket,
                  Key: keyIn(local.prefix, posix.basename(result.FilePath)),
                  Body: body,
                }),
              );
              result.StatusCode = 'COMPLETED';
            } catch (error) {
              const missing = (error as { code?: number }).code === 2;
              Object.assign(result, {
                StatusCode: 'FAILED',
                FailureCode: missing ? FILE_NOT_FOUND : 'RETRIEVE_FILE_FAILED',
                FailureMessage: (error as Error).message,
              });
            }
          }
        } finally {
          session.end();
        }
      });
      return { TransferId: transferId };
    },
    ListFileTransferResults: (input) => {
      const connector = find(input.ConnectorId);
      const transfer = transfers.get(String(input.TransferId));
      if (!transfer || transfer.connectorId !== connector.ConnectorId)
        throw new AwsError('ResourceNotFoundException', `Unknown transfer: ${String(input.TransferId)}`);
      return { FileTransferResults: transfer.results.map((result) => ({ ...result })) };
    },
    StartRemoteMove: (input) => {
      const connector = find(input.ConnectorId);
      const from = String(input.SourcePath ?? '');
      const to = String(input.TargetPath ?? '');
      if (!from || !to)
        throw new AwsError('InvalidRequestException', 'SourcePath and TargetPath are required');
      const moveId = randomUUID();
      later({ kind: 'move', connectorId: connector.ConnectorId, id: moveId }, async () => {
        const session = await connect(connector);
        try {
          await callback<void>((done) => session.sftp.rename(from, to, done));
        } finally {
          session.end();
        }
      });
      return { MoveId: moveId };
    },
  });

  return {
    ...server,
    /** What the service would have sent to EventBridge: each listing, transfer and move, as it ended. */
    events,
    /** Waits for the listings, transfers and moves under way. */
    async settled() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
    async close() {
      await this.settled();
      await server.close();
      secrets.destroy();
      s3.destroy();
    },
  };
}
