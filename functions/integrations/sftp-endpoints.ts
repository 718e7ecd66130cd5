/**
 * The company's SFTP set-up (issue 21):
 * - GET /api/private/integration/sftp: the set-up (never its secret) and the latest files received
 *   (by SFTP, and orders files sent by API);
 * - POST /api/private/integration/sftp/check (client admin): connects as given, answers the
 *   server's host key fingerprint for the merchant to compare, and how many files match;
 * - PUT /api/private/integration/sftp (client admin): saves the set-up with the fingerprint the
 *   merchant confirmed (a server now showing another key is refused), credentials sealed, and
 *   starts a first fetch;
 * - DELETE /api/private/integration/sftp (client admin): disconnects (credentials forgotten);
 * - POST /api/private/integration/sftp/fetch (client admin): fetches now;
 * - GET /api/private/integration/sftp/files/{fileId}/problems: a file's bad rows (row, column,
 *   message key), which the browser turns into a formula-safe CSV in the person's language.
 */
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import {
  matchesPattern,
  type SftpConnection,
  type SftpProblem,
  sftpConnectionSchema,
  sftpSetupSchema,
} from '@shared/integrations/sftp';
import type { FieldIssue } from '@shared/platform/errors';
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { HttpError, NotFound } from '../http/errors';
import { accepted, ok } from '../http/responses';
import { readJson } from '../lib/aws/s3';
import { sfn } from '../lib/aws/sfn';
import { clock } from '../lib/clock';
import { workflowArn } from '../lib/env';
import {
  getSftpConfig,
  getSftpFile,
  listSftpFiles,
  putSftpConfig,
  type StoredSftpConfig,
  sealSftpSecret,
  sftpFileView,
  sftpView,
  targetFrom,
} from './sftp-store';
import { SftpFailure, type SftpTarget } from './sftp-target';
import { sftpTransport } from './sftp-transport';

/** The form field each connection problem belongs to. */
const FIELD_OF: Partial<Record<SftpProblem, string>> = {
  unreachable: 'host',
  internalHost: 'host',
  timeout: 'host',
  authFailed: 'password',
  folderMissing: 'directory',
  hostKeyChanged: 'hostKeyFingerprint',
};

function refused(problem: SftpProblem, prefix: string): HttpError {
  const issue: FieldIssue = {
    path: `${prefix}${FIELD_OF[problem] ?? 'host'}`,
    code: 'custom',
    message: `integration.sftp.problem.${problem}`,
  };
  return new HttpError('integration.sftp_failed', `The SFTP server could not be read: ${problem}`, [issue]);
}

/** Connects, lists the folder and answers the fingerprint seen and the files matching. */
async function probe(companyId: string, target: SftpTarget, connection: SftpConnection, prefix = '') {
  try {
    const transport = await sftpTransport();
    const { hostKeyFingerprint, files } = await transport.probe(companyId, target, connection);
    return {
      hostKeyFingerprint,
      matchingFiles: files.filter((file) => matchesPattern(file.name, connection.pattern)).length,
    };
  } catch (error) {
    if (error instanceof SftpFailure) throw refused(error.problem, prefix);
    throw error;
  }
}

/** Pins the confirmed key with the transport: a server showing another one by now is refused. */
async function pin(
  companyId: string,
  target: SftpTarget & { hostKeyFingerprint: string },
  connection: SftpConnection,
) {
  try {
    await (await sftpTransport()).pin(companyId, target, connection);
  } catch (error) {
    if (error instanceof SftpFailure && error.problem === 'hostKeyChanged') throw hostKeyMismatch();
    if (error instanceof SftpFailure) throw refused(error.problem, 'connection.');
    throw error;
  }
}

const hostKeyMismatch = () =>
  new HttpError(
    'integration.sftp_host_key_mismatch',
    'The server shows another host key than the one confirmed',
    [{ path: 'hostKeyFingerprint', code: 'custom', message: 'integration.sftp.problem.hostKeyChanged' }],
  );

/**
 * Starts a fetch run, named after the company and why: the hourly schedule's by the hour, a
 * person's (set-up, *Fetch now*, the team's review) by the minute. The same name again (a double
 * click, the job run twice in an hour) is the same run.
 */
export async function startFetch(
  companyId: string,
  why: 'hourly' | 'setup' | 'now' | 'review',
  now = clock.now(),
): Promise<void> {
  const digits = now.toISOString().replace(/\D/g, '');
  const name =
    why === 'hourly'
      ? `sftp-${companyId}-${digits.slice(0, 10)}`
      : `sftp-${companyId}-${why}-${digits.slice(0, 12)}`;
  try {
    await sfn.send(
      new StartExecutionCommand({
        stateMachineArn: workflowArn('SalesDataFetch'),
        name,
        input: JSON.stringify({ companyId, runId: name }),
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'ExecutionAlreadyExists') throw error;
  }
}

function requireSecret(connection: SftpConnection, kept: StoredSftpConfig | null) {
  if (connection.password || connection.privateKey || kept?.sealed) return;
  throw new HttpError('request.invalid', 'A password or a private key is required', [
    { path: 'connection.password', code: 'custom', message: 'integration.sftp.secretRequired' },
  ]);
}

export const get = endpoint(z.strictObject({}), async ({ actor }) => {
  const config = await getSftpConfig(actor.companyId);
  // Files received by SFTP and by API alike (an orders file uploaded by API needs no SFTP set-up).
  const files = await listSftpFiles(actor.companyId);
  return ok({ sftp: config ? sftpView(config) : null, files: files.map(sftpFileView) });
});

export const check = endpoint(sftpConnectionSchema, async ({ input, actor }) => {
  const kept = await getSftpConfig(actor.companyId);
  requireSecret(input, kept);
  const target = await targetFrom(input, kept);
  return ok(await probe(actor.companyId, target, input));
});

export const save = endpoint(sftpSetupSchema, async ({ input, actor }) => {
  const { connection } = input;
  const kept = await getSftpConfig(actor.companyId);
  requireSecret(connection, kept);
  const target = await targetFrom(connection, kept);
  await pin(actor.companyId, { ...target, hostKeyFingerprint: input.hostKeyFingerprint }, connection);
  const now = clock.now();
  const sameServer = kept && kept.host === connection.host && kept.port === connection.port;
  const mapping = sameServer ? kept.mapping : null;
  const config: StoredSftpConfig = {
    companyId: actor.companyId,
    state: mapping ? 'working' : 'set_up',
    host: connection.host,
    port: connection.port,
    username: connection.username,
    authMethod: target.privateKey ? 'privateKey' : 'password',
    directory: connection.directory,
    pattern: connection.pattern,
    archiveDirectory: connection.archiveDirectory,
    hostKeyFingerprint: input.hostKeyFingerprint,
    sealed: await sealSftpSecret(actor.companyId, {
      password: target.password,
      privateKey: target.privateKey,
    }),
    problem: null,
    problemAt: null,
    lastFetchAt: kept?.lastFetchAt ?? null,
    setUpAt: now.toISOString(),
    setUpBy: actor.email,
    mapping,
    sample: null,
  };
  await putSftpConfig(config);
  await startFetch(actor.companyId, 'setup', now);
  return ok({ sftp: sftpView(config) });
});

export const disconnect = endpoint(z.strictObject({}), async ({ actor }) => {
  const config = await getSftpConfig(actor.companyId);
  if (!config || config.state === 'disconnected') throw NotFound('No SFTP set-up to disconnect');
  // What the transport keeps goes first: a failure there leaves the set-up as it was, to disconnect again.
  await (await sftpTransport()).forget(config);
  const next: StoredSftpConfig = { ...config, state: 'disconnected', sealed: null, sample: null };
  await putSftpConfig(next);
  return ok({ sftp: sftpView(next) });
});

export const fetchNow = endpoint(z.strictObject({}), async ({ actor }) => {
  const config = await getSftpConfig(actor.companyId);
  if (!config?.sealed || config.state === 'disconnected') throw NotFound('No SFTP set-up to fetch from');
  await startFetch(actor.companyId, 'now');
  return accepted({ started: true });
});

export const problems = endpoint(z.strictObject({}), async ({ actor, request }) => {
  const fileId = request.params.fileId ?? '';
  const file = /^[\w-]{20,80}$/.test(fileId) ? await getSftpFile(actor.companyId, fileId) : null;
  if (!file) throw NotFound('No such file');
  if (!file.problemsKey) return ok({ name: file.name, headers: [], problems: [] });
  const kept = await readJson<{
    headers: string[];
    problems: { row: number; column: string; message: string }[];
  }>(file.problemsKey);
  return ok({ name: file.name, ...kept });
});
