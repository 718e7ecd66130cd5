/**
 * List cursors: the DynamoDB key to carry on from, as an opaque URL-safe string. A cursor comes
 * back from the caller, so decoding checks that it is a position in the caller's own list.
 */
import { Invalid } from './errors';

export type Cursor = Record<string, unknown>;

export const encodeCursor = (key: Cursor | null | undefined): string | null =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;

/** The key a cursor holds, or a 400 when it is malformed or not in the list `belongs` accepts. */
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
  if (typeof key !== 'object' || key === null || !belongs(key as Cursor))
    throw Invalid('The cursor is not valid');
  return key as Cursor;
}
