/**
 * How the sales-data workflow reaches a merchant's SFTP server (issue 21), behind one interface:
 * - `ssh`: this process speaks SFTP itself (./sftp-client: host checked, host key pinned, caps);
 *   the laptop's runtime and the tests use it against a real SFTP server;
 * - `transfer`: AWS Transfer Family SFTP connectors do the talking (./transfer-transport), each
 *   company's credentials in Secrets Manager, files landing in the uploads bucket.
 * SFTP_TRANSPORT chooses; the deployment sets `transfer`.
 */
import { posix } from 'node:path';
import type { SftpConnection } from '@shared/integrations/sftp';
import { env } from '../lib/env';
import { type RemoteFile, type SftpTarget, withSftp } from './sftp-client';
import type { StoredSftpConfig } from './sftp-store';

export interface SftpTransport {
  /** Connects as given, no host key pinned yet: the key's fingerprint and the folder's files. */
  probe(
    companyId: string,
    target: SftpTarget,
    connection: SftpConnection,
  ): Promise<{ hostKeyFingerprint: string; files: RemoteFile[] }>;
  /** Pins the confirmed host key for later runs; fails with hostKeyChanged when the server shows another key by now. */
  pin(
    companyId: string,
    target: SftpTarget & { hostKeyFingerprint: string },
    connection: SftpConnection,
  ): Promise<void>;
  list(config: StoredSftpConfig, target: SftpTarget): Promise<RemoteFile[]>;
  /** The file's bytes (at most the byte cap, within the time cap). */
  fetch(config: StoredSftpConfig, target: SftpTarget, name: string, runId: string): Promise<Buffer>;
  /** Moves the file to the archive folder (another name when one is there already); done already is fine. */
  archive(config: StoredSftpConfig, target: SftpTarget, name: string, runId: string): Promise<void>;
  /** Forgets what the transport keeps for the company (disconnection). */
  forget(config: StoredSftpConfig): Promise<void>;
}

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

let chosen: Promise<SftpTransport> | undefined;

/** The transport the deployment chose (loaded once). */
export function sftpTransport(): Promise<SftpTransport> {
  chosen ??=
    env.SFTP_TRANSPORT === 'transfer'
      ? import('./transfer-transport').then((module) => module.transferTransport)
      : Promise.resolve(sshTransport);
  return chosen;
}
