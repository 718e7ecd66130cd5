/**
 * SES's events, locally. In AWS, SES publishes what becomes of each e-mail (sent, delivered,
 * bounced, complained of) through the configuration set to SNS, and a Lambda records it. The
 * mailbox stand-in publishes nothing, so this pump reads the new mail it keeps and hands the same
 * SNS messages to the same handler: an e-mail is sent then delivered, except to SES's mailbox
 * simulator addresses, which behave as in SES (bounce@ bounces, complaint@ is delivered then
 * complained of, suppressionlist@ bounces; each with a +label too).
 */
import type { SNSEvent } from 'aws-lambda';
import type { StoredEmail } from './ses';

type Handler = (event: SNSEvent) => Promise<void>;

const SIMULATOR = 'simulator.amazonses.com';

/** The SES event types an e-mail to `to` gives rise to, in order. */
export function eventTypesFor(to: string): string[] {
  const [address = '', domain] = to.toLowerCase().split('@');
  if (domain !== SIMULATOR) return ['Send', 'Delivery'];
  // The simulator takes labels: bounce+anything@ bounces too.
  const local = address.split('+')[0];
  if (local === 'bounce' || local === 'suppressionlist') return ['Send', 'Bounce'];
  if (local === 'complaint') return ['Send', 'Delivery', 'Complaint'];
  return ['Send', 'Delivery'];
}

/** One SNS record carrying an SES event, as the event destination publishes it. */
function snsRecord(email: StoredEmail, eventType: string, index: number): SNSEvent['Records'][number] {
  const timestamp = new Date(email.at * 1000).toISOString();
  const message = {
    eventType,
    mail: {
      timestamp,
      messageId: email.messageId,
      source: email.from,
      destination: email.destination.to,
      commonHeaders: { subject: email.subject },
    },
  };
  return {
    EventSource: 'aws:sns',
    EventVersion: '1.0',
    EventSubscriptionArn: 'arn:aws:sns:local:000000000000:parcel-audit-mail-events:local',
    Sns: {
      Type: 'Notification',
      MessageId: `${email.messageId}-${index}`,
      TopicArn: 'arn:aws:sns:local:000000000000:parcel-audit-mail-events',
      Subject: '',
      Message: JSON.stringify(message),
      Timestamp: timestamp,
      SignatureVersion: '1',
      Signature: '',
      SigningCertUrl: '',
      UnsubscribeUrl: '',
      MessageAttributes: {},
    },
  };
}

export function startMailEvents(
  mail: { messages(since?: number): Promise<StoredEmail[]> },
  options: { intervalMs?: number; load?: () => Promise<Handler> } = {},
) {
  const load =
    options.load ?? (async () => (await import('../../functions/notifications/mail-events')).handler);
  const seen = new Map<string, number>();
  let since = 0;
  let handler: Handler | null = null;
  let pass: Promise<void> | null = null;

  async function pump() {
    handler ??= await load();
    const emails = await mail.messages(since);
    for (const email of emails) {
      if (seen.has(email.messageId)) continue;
      seen.set(email.messageId, email.at);
      const types = eventTypesFor(email.destination.to[0] ?? '');
      await handler({ Records: types.map((type, index) => snsRecord(email, type, index)) });
    }
    // The store's `since` is inclusive and in seconds: keep the last second's ids, forget older ones.
    since = Math.max(since, ...emails.map((email) => email.at));
    for (const [id, at] of seen) if (at < since) seen.delete(id);
  }

  /** Publishes the events of the mail kept so far (one pass at a time). */
  function flush(): Promise<void> {
    pass ??= pump()
      .catch((error) => console.error('local SES events:', error))
      .finally(() => {
        pass = null;
      });
    return pass;
  }

  const timer = setInterval(() => void flush(), options.intervalMs ?? 500);
  timer.unref();
  return {
    flush,
    close: async () => {
      clearInterval(timer);
      await pass;
    },
  };
}
