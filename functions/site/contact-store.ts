/**
 * Contact messages in the table: one item per message (`CONTACT#<yyyy-mm>` / `<at>#<id>`), kept two
 * years (DynamoDB TTL), so the team can find a message the e-mail lost.
 */
import type { ContactInput } from '@shared/site/contact';
import { sortableId } from '../lib/ids';
import { keys } from '../lib/table/keys';
import { TTL_ATTRIBUTE } from '../lib/table/schema';
import { table } from '../lib/table/table';
import type { ReceivedMessage } from './contact-mails';

export const CONTACT_KEPT_SECONDS = 2 * 365 * 24 * 3600;

export async function putContactMessage(input: ContactInput, now: Date): Promise<ReceivedMessage> {
  const received = { messageId: sortableId(now), receivedAt: now.toISOString() };
  await table.put({
    ...keys.contactMessage(received.receivedAt, received.messageId),
    entity: 'contactMessage',
    ...received,
    name: input.name,
    email: input.email,
    company: input.company || null,
    subject: input.subject,
    message: input.message,
    locale: input.locale,
    [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + CONTACT_KEPT_SECONDS,
  });
  return received;
}
