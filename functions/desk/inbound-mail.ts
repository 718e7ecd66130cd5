/**
 * The inbound mail function (its own Lambda, not the desk's HTTP one): SES's receipt rule stores
 * each message sent to a company's inbound claims address in the inbound bucket and invokes this
 * with the receipt (recipients and verdicts). Locally the laptop's SMTP server calls the very same
 * handler with the same event. A failure throws, and SES's asynchronous invocation tries again:
 * receiving is idempotent (./receive-mail).
 */
import { clock } from '../lib/clock';
import type { InboundMailEvent } from './inbound-event';
import { receiveRecord } from './receive-mail';

export async function handler(event: InboundMailEvent): Promise<void> {
  for (const record of event.Records) await receiveRecord(record, clock.now());
}
