/** Identifiers: random, URL-safe, sortable by creation time where a list needs that order. */
import { randomBytes } from 'node:crypto';

export function randomId(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

/** A time-ordered id: 12 hex digits of milliseconds then randomness, so lexical order is creation order. */
export function sortableId(now: Date): string {
  return `${now.getTime().toString(16).padStart(12, '0')}${randomBytes(8).toString('hex')}`;
}
