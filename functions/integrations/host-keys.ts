/**
 * An SSH host key's fingerprint as `ssh-keygen -l` prints it (`SHA256:<base64, unpadded>`): what a
 * merchant compares and what we pin. Pure (no configuration read), so the laptop's SFTP server
 * names its own key with it too.
 */
import { createHash } from 'node:crypto';

/** The fingerprint of a host key given as its SSH wire bytes. */
export const fingerprintOf = (key: Buffer) =>
  `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
