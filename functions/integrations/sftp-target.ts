/**
 * What every SFTP transport shares (issue 21, issue 39): the target and file shapes, the failure
 * naming one of the spec's problems, the caps in force, and the check of a merchant's host before
 * anything connects to it (no internal address unless the deployment allows it). No SFTP client
 * here: the ssh one (./sftp-client, ssh2) is the laptop's and never enters a Lambda bundle; the
 * Transfer Family one (./transfer-transport) is the deployment's.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { internalHost } from '@shared/carriers/public-url';
import { SFTP_LIMITS, type SftpProblem } from '@shared/integrations/sftp';
import { env } from '../lib/env';

const SFTP_FAILURE = Symbol.for('parcel-audit.sftp-failure');

export class SftpFailure extends Error {
  readonly [SFTP_FAILURE] = true;

  /**
   * Recognised across copies of this module: the laptop's ssh transport (the sources, registered at
   * the edge) throws it into the code of a Lambda bundle, which has its own copy of the class.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && SFTP_FAILURE in value;
  }

  constructor(
    readonly problem: SftpProblem,
    detail?: string,
  ) {
    super(detail ? `${problem}: ${detail}` : problem);
  }
}

export interface SftpTarget {
  host: string;
  port: number;
  username: string;
  password?: string;
  privateKey?: string;
  /** The pinned fingerprint; absent when checking a server for the first time. */
  hostKeyFingerprint?: string;
}

export interface RemoteFile {
  name: string;
  size: number;
  modifiedAt: number;
}

/**
 * The caps in force: the shared ones, plus how long one read may wait. Tests lower them to see a
 * hostile server cut off without waiting minutes.
 */
export const sftpLimits: Record<keyof typeof SFTP_LIMITS | 'stallMs', number> = {
  ...SFTP_LIMITS,
  stallMs: 30_000,
};

/** Internal hosts the deployment allows (the laptop's own SFTP server), as `host:port`. */
const allowedInternal = () => new Set((env.SFTP_ALLOWED_INTERNAL ?? '').split(',').filter(Boolean));

/** The address to connect to: the host's, checked; an internal one refused unless allowed. */
export async function checkedAddress(host: string, port: number): Promise<string> {
  const bare = host.replace(/^\[|\]$/g, '');
  const allowed = allowedInternal().has(`${host}:${port}`);
  if (isIP(bare)) {
    if (internalHost(bare) && !allowed) throw new SftpFailure('internalHost');
    return bare;
  }
  if (internalHost(host) && !allowed) throw new SftpFailure('internalHost');
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch (error) {
    throw new SftpFailure('unreachable', (error as Error).message);
  }
  if (!addresses.length) throw new SftpFailure('unreachable', 'no address');
  if (!allowed && addresses.some(({ address }) => internalHost(address)))
    throw new SftpFailure('internalHost');
  return addresses[0]!.address;
}
