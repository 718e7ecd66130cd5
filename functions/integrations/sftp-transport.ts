/**
 * How the sales-data workflow reaches a merchant's SFTP server (issue 21), behind one interface:
 * - `transfer`: AWS Transfer Family SFTP connectors do the talking (./transfer-transport), each
 *   company's credentials in Secrets Manager, files landing in the uploads bucket. The deployment
 *   sets SFTP_TRANSPORT=transfer;
 * - `ssh`: the process speaks SFTP itself (`sshTransport` of ./sftp-client, on ssh2). That one is
 *   the laptop's: its runtime registers it at the edge (infra/local/stack.ts), so no area and no
 *   Lambda bundle imports ssh2 or its native add-ons (issue 39).
 * The registration is kept on `globalThis`, so the very bundles CDK deploys, loaded into the
 * laptop's process (`LAMBDA_BUNDLES=1`), find it as the sources do.
 */
import type { SftpConnection } from '@shared/integrations/sftp';
import { env } from '../lib/env';
import type { StoredSftpConfig } from './sftp-store';
import type { RemoteFile, SftpTarget } from './sftp-target';

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

const SSH_SLOT = Symbol.for('parcel-audit.sftp.ssh-transport');
type Registry = { [SSH_SLOT]?: SftpTransport };

/** The edge (the laptop's runtime) hands in the `ssh` transport; a Lambda never does. */
export function registerSshTransport(transport: SftpTransport): void {
  (globalThis as Registry)[SSH_SLOT] = transport;
}

let transfer: Promise<SftpTransport> | undefined;

/** The transport SFTP_TRANSPORT names: Transfer Family's (loaded once), or the ssh one registered. */
export function sftpTransport(): Promise<SftpTransport> {
  if (env.SFTP_TRANSPORT === 'transfer') {
    transfer ??= import('./transfer-transport').then((module) => module.transferTransport);
    return transfer;
  }
  const ssh = (globalThis as Registry)[SSH_SLOT];
  if (!ssh)
    return Promise.reject(
      new Error('SFTP_TRANSPORT is ssh but no ssh transport is registered (only the local runtime has one)'),
    );
  return Promise.resolve(ssh);
}
