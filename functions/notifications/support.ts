/**
 * Telling the support team something (a person did not receive their code): a Slack incoming
 * webhook where one is configured (a fixed URL from configuration, never from a request), else an
 * e-mail to the support address.
 */
import { env } from '../lib/env';
import { log } from '../lib/log';
import { composeMail } from './email-layout';
import { sendMail } from './mailer';

export async function notifySupport(subject: string, lines: string[]): Promise<void> {
  if (env.SLACK_WEBHOOK_URL) {
    try {
      const response = await fetch(env.SLACK_WEBHOOK_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: `*${subject}*\n${lines.join('\n')}` }),
        signal: AbortSignal.timeout(5000),
        redirect: 'error',
      });
      if (response.ok) return;
      log.warn('slack webhook refused the message', { status: response.status });
    } catch (error) {
      log.warn('slack webhook unavailable', { error: error instanceof Error ? error.name : String(error) });
    }
  }
  await sendMail(
    env.SUPPORT_EMAIL,
    composeMail({ locale: 'en', subject: `[Parcel Audit] ${subject}`, blocks: [{ lines }] }),
  );
}
