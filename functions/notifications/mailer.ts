/** Sends one e-mail through SES v2 from the product's address. A failure is a 503 `mail.failed`. */
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { HttpError } from '../http/errors';
import { ses } from '../lib/aws/ses';
import { env } from '../lib/env';
import { log } from '../lib/log';
import type { Mail } from './templates';

export async function sendMail(to: string, mail: Mail, options: { replyTo?: string } = {}): Promise<void> {
  try {
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: env.MAIL_FROM,
        Destination: { ToAddresses: [to] },
        ...(options.replyTo ? { ReplyToAddresses: [options.replyTo] } : {}),
        Content: {
          Simple: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: {
              Text: { Data: mail.text, Charset: 'UTF-8' },
              Html: { Data: mail.html, Charset: 'UTF-8' },
            },
          },
        },
      }),
    );
  } catch (error) {
    log.error('e-mail not sent', { error: error instanceof Error ? error.name : String(error) });
    throw new HttpError('mail.failed', 'Something went wrong in the email system');
  }
}
