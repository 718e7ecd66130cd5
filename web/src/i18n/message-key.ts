/**
 * Whether a key that comes from data (a schema's issue, the server, a plan's id) is a message of
 * the loaded catalog. The catalog loads by area (areas.ts), so this asks the catalog on screen.
 */
import type { IntlShape } from 'react-intl';
import type { MessageKey } from './en';

export const isMessageKey = (intl: Pick<IntlShape, 'messages'>, key: string): key is MessageKey =>
  Object.hasOwn(intl.messages, key);
