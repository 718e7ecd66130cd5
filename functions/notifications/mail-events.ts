/**
 * SES's events about the e-mails we follow (the Admin Panel's send-outs), delivered by SNS: in AWS
 * the configuration set's event destination publishes them to a topic this Lambda listens to
 * (infra/constructs/mail.ts); locally the mailbox stand-in's pump sends the same messages
 * (infra/local/mail-events.ts). Each says what became of one e-mail; the send-out it belongs to
 * records it (functions/admin/sendouts.ts, recordMailEvent). Events of other e-mails, and kinds we
 * do not follow (opens, clicks), are ignored; a malformed message is logged and skipped, never
 * retried forever.
 */
import type { SNSEvent } from 'aws-lambda';
import { recordMailEvent } from '../admin/sendouts';
import { log } from '../lib/log';
import { readMailEvent } from './read-mail-event';

export async function handler(event: SNSEvent): Promise<void> {
  for (const record of event.Records) {
    const read = readMailEvent(record.Sns.Message);
    if (!read) {
      log.debug('SES event not followed', { messageId: record.Sns.MessageId });
      continue;
    }
    await recordMailEvent(read.messageId, read.state);
  }
}
