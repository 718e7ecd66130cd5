/**
 * List cursors: the DynamoDB key to carry on from, as an opaque URL-safe string. A cursor comes
 * back from the caller, so decoding checks that it is a position in the caller's own list.
 */
import { Invalid } from './errors';

export type Cursor = Record<string, unknown>;

export const encodeCursor = (key: Cursor | null | undefined): string | null =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;

/** The longest key value a cursor may carry (DynamoDB's own limit for a sort key is 1,024 bytes). */
const MAX_VALUE_LENGTH = 1024;

/**
 * The key a cursor holds, or a 400 when it is malformed or not in the list `belongs` accepts. Every
 * key attribute of the table is a string, so a hand-made cursor with another value is refused here
 * rather than by DynamoDB (a 500).
 */
export function decodeCursor(
  text: string | undefined,
  belongs: (key: Cursor) => boolean,
): Cursor | undefined {
  if (!text) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw Invalid('The cursor is not valid');
  }
  if (
    typeof key !== 'object' ||
    key === null ||
    Array.isArray(key) ||
    !Object.values(key).every((value) => typeof value === 'string' && value.length <= MAX_VALUE_LENGTH) ||
    !belongs(key as Cursor)
  )
    throw Invalid('The cursor is not valid');
  return key as Cursor;
}
