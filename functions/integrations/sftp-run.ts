/**
 * The SalesDataFetch workflow's steps but the ingest (./sftp-ingest, in a Lambda of its own with the
 * spreadsheet readers): list the merchant's folder, fetch a file, archive it, record the run's end
 * or its failure.
 */
import { matchesPattern, SFTP_LIMITS } from '@shared/integrations/sftp';
import { writeObject } from '../lib/aws/s3';
import { clock } from '../lib/clock';
import { sha256Base64url } from '../lib/hash';
import { log } from '../lib/log';
import {
  type FileInput,
  markProblem,
  markRefused,
  objectKeyOf,
  type RunInput,
  refusedIdOf,
} from './sftp-files';
import {
  changeSftpConfig,
  emptyFile,
  getSftpConfig,
  getSftpFile,
  knownFiles,
  putSftpFile,
  releaseLease,
  type StoredSftpConfig,
  takeLease,
  targetOf,
} from './sftp-store';
import { SftpFailure, sftpLimits } from './sftp-target';
import { sftpTransport } from './sftp-transport';

/** How long a run holds its lease: longer than the workflow may run, so runs never overlap. */
const LEASE_MS = 2 * 3600_000;

const READABLE = new Set(['set_up', 'processing', 'working', 'failed']);

/** The state a set-up returns to once its server answers again. */
const healthyState = (config: StoredSftpConfig) =>
  config.mapping ? 'working' : config.sample ? 'processing' : 'set_up';

export async function list({ companyId, runId }: RunInput): Promise<{ files: FileInput[] }> {
  const config = await getSftpConfig(companyId);
  if (!config || !READABLE.has(config.state) || !config.sealed) return { files: [] };
  if (!(await takeLease(companyId, runId, clock.now().getTime(), LEASE_MS))) return { files: [] };
  try {
    const transport = await sftpTransport();
    const found = await transport.list(config, await targetOf(config));
    await changeSftpConfig(companyId, (current) =>
      current.state === 'failed' ? { state: healthyState(current), problem: null, problemAt: null } : {},
    );
    // Waiting for the team's review of the first file: nothing more is read until then.
    if (!config.mapping && config.sample) return { files: [] };
    const matching = found
      .filter((file) => matchesPattern(file.name, config.pattern))
      .sort((a, b) => a.modifiedAt - b.modifiedAt || a.name.localeCompare(b.name));
    const wanted = config.mapping ? SFTP_LIMITS.filesPerRun : 1;
    const files: FileInput[] = [];
    // Files refused before are looked up 100 at a time, as far as the run needs.
    for (let start = 0; start < matching.length && files.length < wanted; start += 100) {
      const inputs = matching.slice(start, start + 100).map((file) => ({ companyId, runId, ...file }));
      const refused = await knownFiles(companyId, inputs.map(refusedIdOf));
      for (const input of inputs)
        if (files.length < wanted && !refused.has(refusedIdOf(input))) files.push(input);
    }
    return { files };
  } catch (error) {
    if (!(error instanceof SftpFailure)) throw error;
    log.warn('sftp.list_failed', { companyId, problem: error.problem });
    await markProblem(companyId, error.problem);
    await releaseLease(companyId, runId);
    return { files: [] };
  }
}

/** A file refused as it is: the listing leaves it out until its name, size or date changes. */
export async function fetch(
  file: FileInput,
): Promise<{ digest: string | null; next: 'ingest' | 'archive' | 'skip' }> {
  const config = await getSftpConfig(file.companyId);
  if (!config?.sealed) return { digest: null, next: 'skip' };
  let bytes: Buffer;
  try {
    // The listing's own size already says too large: nothing is downloaded (the download checks again).
    if (file.size > sftpLimits.fileBytes) throw new SftpFailure('tooLarge', `${file.size} bytes listed`);
    const transport = await sftpTransport();
    bytes = await transport.fetch(config, await targetOf(config), file.name, file.runId);
  } catch (error) {
    if (!(error instanceof SftpFailure)) throw error;
    // Too large, too slow or unreadable: recorded by name, left on the server, not tried again.
    await putSftpFile({
      ...emptyFile(file, refusedIdOf(file), clock.now().toISOString()),
      problem: error.problem,
    });
    return { digest: null, next: 'skip' };
  }
  const digest = sha256Base64url(bytes);
  const known = await getSftpFile(file.companyId, digest);
  if (known?.outcome === 'refused') {
    // Refused for what it holds: left on the server, not read again until it changes.
    await markRefused(file, known.problem);
    return { digest, next: 'skip' };
  }
  if (known && known.outcome !== 'waiting_review') {
    // The very file again (same name, same content): its archive step did not happen (a crash, a
    // retried step). It was read once; it is only moved now, not recorded as its own duplicate.
    if (known.name === file.name) return { digest, next: 'archive' };
    if (known.outcome !== 'duplicate')
      await putSftpFile({
        ...known,
        fileId: `${digest}-again-${file.runId}`,
        name: file.name,
        outcome: 'duplicate',
        receivedAt: clock.now().toISOString(),
        claimsCompleted: 0,
      });
    // The same file again changes nothing: it is only moved out of the way.
    return { digest, next: 'archive' };
  }
  await writeObject(objectKeyOf(file.companyId, digest), bytes, 'application/octet-stream');
  return { digest, next: 'ingest' };
}

export async function archive(file: FileInput): Promise<{ archived: boolean }> {
  const config = await getSftpConfig(file.companyId);
  if (!config?.sealed) return { archived: false };
  try {
    const transport = await sftpTransport();
    await transport.archive(config, await targetOf(config), file.name, file.runId);
    return { archived: true };
  } catch (error) {
    if (!(error instanceof SftpFailure)) throw error;
    await markProblem(file.companyId, 'archiveFailed');
    return { archived: false };
  }
}

export async function finish({ companyId, runId }: RunInput): Promise<{ done: true }> {
  const at = clock.now().toISOString();
  await changeSftpConfig(companyId, (config) =>
    config.runId === runId || !config.runId ? { lastFetchAt: at } : {},
  );
  await releaseLease(companyId, runId);
  return { done: true };
}

/** A file's step failed past its retries: recorded against the file (by name), the run goes on. */
export async function fileFailed(file: FileInput, error?: string): Promise<void> {
  await putSftpFile({
    ...emptyFile(file, refusedIdOf(file), clock.now().toISOString()),
    problem: error === 'States.Timeout' ? 'timeout' : 'unreadable',
  });
}

/** A step failed past its retries: the run ends, the set-up says it could not read. */
export async function fail({ companyId, runId }: RunInput): Promise<void> {
  await markProblem(companyId, 'unreachable');
  await releaseLease(companyId, runId);
}
