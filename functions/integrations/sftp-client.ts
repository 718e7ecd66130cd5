/**
 * SFTP to a merchant's server (issue 21), as a careful client must speak to a server it does not
 * trust: the host is resolved and every address checked at connect time (no internal address, as
 * with portal URLs; the connection goes to the address checked, so a DNS answer cannot change in
 * between), the host key must be the one pinned, and every read is capped: names listed, bytes
 * downloaded, time spent (a slow drip is cut), while names that would climb out of the folder are
 * never used. Each failure is an SftpFailure naming one of the spec's problems.
 *
 * Local only (issue 39): ssh2 and its native add-ons never enter a Lambda bundle (the deployment
 * reads merchants' servers through Transfer Family). The laptop's runtime registers `sshTransport`
 * at its edge (infra/local/stack.ts); test/release/bundles.test.ts fails if a bundle reaches ssh2.
 */
import { posix } from 'node:path';
import { isPlainFileName, type SftpProblem } from '@shared/integrations/sftp';
// ssh2 is CommonJS: its named exports are read from the default one (Node's ESM sees no others).
import ssh2, { type ConnectConfig, type SFTPWrapper } from 'ssh2';
import { fingerprintOf } from './host-keys';
import { checkedAddress, type RemoteFile, SftpFailure, type SftpTarget, sftpLimits } from './sftp-target';
import type { SftpTransport } from './sftp-transport';

/** Bytes asked in one read (what servers commonly answer whole), and reads asked for at once. */
const SEGMENT_BYTES = 32 * 1024;
const READS_IN_FLIGHT = 32;

function problemOf(error: Error & { level?: string; code?: string }): SftpProblem {
  if (error instanceof SftpFailure) return error.problem;
  if (error.level === 'client-authentication') return 'authFailed';
  if (/host key|verification failed/i.test(error.message)) return 'hostKeyChanged';
  if (/timed out/i.test(error.message)) return 'timeout';
  return 'unreachable';
}

/** One signed-in SFTP session; `close` ends it. */
export interface SftpSession {
  hostKeyFingerprint: string;
  list(folder: string): Promise<RemoteFile[]>;
  /** Reads a file to its end, chunk by chunk; over the byte cap or the time cap, it fails. */
  download(path: string, onChunk: (chunk: Buffer) => void): Promise<number>;
  /** Moves a file (into the archive folder), making the folder when missing. */
  move(from: string, to: string): Promise<void>;
  exists(path: string): Promise<boolean>;
  close(): void;
}

const promised = <T>(run: (done: (error: Error | null | undefined, value?: T) => void) => void) =>
  new Promise<T>((resolve, reject) => run((error, value) => (error ? reject(error) : resolve(value as T))));

export async function connectSftp(target: SftpTarget): Promise<SftpSession> {
  const address = await checkedAddress(target.host, target.port);
  const client = new ssh2.Client();
  let seen = '';
  const config: ConnectConfig = {
    host: address,
    port: target.port,
    username: target.username,
    password: target.password || undefined,
    privateKey: target.privateKey || undefined,
    readyTimeout: sftpLimits.connectMs,
    keepaliveInterval: 10_000,
    keepaliveCountMax: 3,
    tryKeyboard: false,
    hostVerifier: (key: Buffer) => {
      seen = fingerprintOf(key);
      return !target.hostKeyFingerprint || seen === target.hostKeyFingerprint;
    },
  };
  const sftp = await new Promise<SFTPWrapper>((resolve, reject) => {
    const fail = (error: Error) => {
      client.end();
      if (seen && target.hostKeyFingerprint && seen !== target.hostKeyFingerprint)
        reject(new SftpFailure('hostKeyChanged', seen));
      else reject(new SftpFailure(problemOf(error), error.message));
    };
    client.once('error', fail);
    client.once('ready', () => {
      client.sftp((error, wrapper) => (error ? fail(error) : resolve(wrapper)));
    });
    try {
      client.connect(config);
    } catch (error) {
      // A private key ssh2 cannot read fails here, before any network.
      reject(new SftpFailure('authFailed', (error as Error).message));
    }
  });
  client.on('error', () => {});
  const exists = (path: string) =>
    promised<boolean>((done) => sftp.stat(path, (error) => done(null, !error)));

  return {
    hostKeyFingerprint: seen,
    async list(folder) {
      let handle: Buffer;
      try {
        handle = await promised<Buffer>((done) => sftp.opendir(folder, done));
      } catch (error) {
        throw new SftpFailure('folderMissing', (error as Error).message);
      }
      const files: RemoteFile[] = [];
      let seenNames = 0;
      try {
        // One READDIR at a time, so an endless listing stops at the cap instead of filling memory.
        while (seenNames < sftpLimits.listingEntries) {
          const batch = await promised<
            { filename: string; attrs: { size: number; mtime: number; isFile(): boolean } }[]
          >((done) => sftp.readdir(handle, (error, list) => done(error, list))).catch(
            (error: { code?: number }) => {
              if (error.code === 1) return null; // EOF
              throw error;
            },
          );
          if (!batch?.length) break;
          seenNames += batch.length;
          for (const entry of batch) {
            if (!isPlainFileName(entry.filename) || !entry.attrs.isFile()) continue;
            files.push({ name: entry.filename, size: entry.attrs.size, modifiedAt: entry.attrs.mtime });
          }
        }
      } finally {
        sftp.close(handle, () => {});
      }
      return files;
    },
    async download(path, onChunk) {
      const handle = await promised<Buffer>((done) => sftp.open(path, 'r', done)).catch((error: Error) => {
        throw new SftpFailure('unreadable', error.message);
      });
      const deadline = Date.now() + sftpLimits.downloadMs;
      /** One read, cut when it stalls or the file's time is up; 0 at the end of the file. */
      const readAt = (buffer: Buffer, offset: number, length: number, position: number) => {
        let stalled: NodeJS.Timeout | undefined;
        return Promise.race([
          promised<number>((done) =>
            sftp.read(handle, buffer, offset, length, position, (error, bytes) => done(error, bytes)),
          ),
          new Promise<never>((_, reject) => {
            const left = Math.min(sftpLimits.stallMs, deadline - Date.now());
            stalled = setTimeout(() => reject(new SftpFailure('timeout', 'read stalled')), Math.max(left, 0));
          }),
        ])
          .catch((error: Error & { code?: number }) => {
            if (error.code === 1) return 0; // EOF
            throw error;
          })
          .finally(() => clearTimeout(stalled));
      };
      /** A segment of the file, read whole unless the file ends in it (a server may answer less than asked). */
      const segment = async (start: number) => {
        const data = Buffer.alloc(SEGMENT_BYTES);
        let filled = 0;
        while (filled < SEGMENT_BYTES) {
          if (Date.now() > deadline) throw new SftpFailure('timeout', `${start + filled} bytes read`);
          const read = await readAt(data, filled, SEGMENT_BYTES - filled, start + filled);
          if (!read) break;
          filled += read;
        }
        return data.subarray(0, filled);
      };
      // Several segments asked for at once, handed on in order: one round trip at a time would make
      // a 50 MB file take minutes on any server farther than this machine.
      const pending: Promise<Buffer>[] = [];
      let next = 0;
      let position = 0;
      const askMore = () => {
        while (pending.length < READS_IN_FLIGHT) pending.push(segment(next++ * SEGMENT_BYTES));
      };
      try {
        askMore();
        for (;;) {
          const data = await pending.shift()!;
          position += data.length;
          if (position > sftpLimits.fileBytes)
            throw new SftpFailure('tooLarge', `over ${sftpLimits.fileBytes} bytes`);
          if (data.length) onChunk(data);
          if (data.length < SEGMENT_BYTES) return position;
          askMore();
        }
      } finally {
        // Reads still out are let finish (their answers unused) before the handle closes.
        await Promise.allSettled(pending);
        sftp.close(handle, () => {});
      }
    },
    exists,
    async move(from, to) {
      const folder = posix.dirname(to);
      if (!(await exists(folder))) await promised<void>((done) => sftp.mkdir(folder, done)).catch(() => {});
      await promised<void>((done) => sftp.rename(from, to, done)).catch((error: Error) => {
        throw new SftpFailure('archiveFailed', error.message);
      });
    },
    close() {
      client.end();
    },
  };
}

/** Runs `work` on a session, always closing it. */
export async function withSftp<T>(
  target: SftpTarget,
  work: (session: SftpSession) => Promise<T>,
): Promise<T> {
  const session = await connectSftp(target);
  try {
    return await work(session);
  } finally {
    session.close();
  }
}

/** The `ssh` transport (functions/integrations/sftp-transport): this process speaks SFTP itself. */
export const sshTransport: SftpTransport = {
  probe: (_companyId, target, connection) =>
    withSftp({ ...target, hostKeyFingerprint: undefined }, async (session) => ({
      hostKeyFingerprint: session.hostKeyFingerprint,
      files: await session.list(connection.directory),
    })),
  // The fingerprint is kept with the set-up; every connection checks it.
  pin: async (_companyId, target, connection) => {
    await withSftp(target, (session) => session.list(connection.directory));
  },
  list: (config, target) => withSftp(target, (session) => session.list(config.directory)),
  fetch: (config, target, name) =>
    withSftp(target, async (session) => {
      const chunks: Buffer[] = [];
      await session.download(posix.join(config.directory, name), (chunk) => chunks.push(chunk));
      return Buffer.concat(chunks);
    }),
  archive: (config, target, name, runId) =>
    withSftp(target, async (session) => {
      const from = posix.join(config.directory, name);
      if (!(await session.exists(from))) return; // Moved already, by this step's earlier try.
      let to = posix.join(config.archiveDirectory, name);
      if (await session.exists(to)) to = posix.join(config.archiveDirectory, `${runId}-${name}`);
      await session.move(from, to);
    }),
  forget: async () => {},
};
