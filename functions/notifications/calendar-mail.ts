/**
 * Sends an e-mail with a calendar invitation through SES v2 as a raw MIME message (`Content.Raw`,
 * composed by ./calendar-message.ts): the simple content SES composes has no way to put a
 * `text/calendar; method=...` part beside the text and HTML, which is what mail clients (Gmail,
 * Outlook, Apple Mail) read as an invitation. A failure is a 503 `mail.failed`, as with sendMail.
 */
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { HttpError } from '../http/errors';
import { ses } from '../lib/aws/ses';
import { env } from '../lib/env';
import { log } from '../lib/log';
import { type CalendarPart, calendarMessage } from './calendar-message';
import type { Mail } from './templates';

export type { CalendarPart };

export async function sendCalendarMail(
  to: string,
  mail: Mail,
  calendar: CalendarPart,
  options: { replyTo?: string } = {},
): Promise<void> {
  try {
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: env.MAIL_FROM,
        Destination: { ToAddresses: [to] },
        Content: { Raw: { Data: Buffer.from(calendarMessage(env.MAIL_FROM, to, mail, calendar, options)) } },
      }),
    );
  } catch (error) {
    log.error('e-mail not sent', { error: error instanceof Error ? error.name : String(error) });
    throw new HttpError('mail.failed', 'Something went wrong in the email system');
  }
}
