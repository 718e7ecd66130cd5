/** The one digest the back end stores in place of a secret or an address: SHA-256, base64url. */
import { createHash } from 'node:crypto';

export const sha256Base64url = (value: string | Uint8Array) =>
  createHash('sha256').update(value).digest('base64url');
