/**
 * Whether a key that comes from data (a schema's issue, the server, a plan's id) is a message of
 * the loaded catalog. The catalog loads by area (areas.ts), so this asks the catalog on screen.
 */
import type { IntlShape } from 'react-intl';
import type { MessageKey } from './en';

export const isMessageKey = (intl: Pick<IntlShape, 'messages'>, key: string): key is MessageKey =>
  Object.hasOwn(intl.messages, key);

/**
 * The catalog key of a field issue: the server answers the key as the issue's `code` and a sentence
 * as its `message`; the browser's own schema checks give the key as the `message`.
 */
export function issueMessageKey(
  intl: Pick<IntlShape, 'messages'>,
  issue: { code?: string; message: string },
  fallback: MessageKey,
): MessageKey {
  if (issue.code !== undefined && isMessageKey(intl, issue.code)) return issue.code;
  return isMessageKey(intl, issue.message) ? issue.message : fallback;
}
