/**
 * POST /api/public/billing/webhooks/{provider}: the payment provider tells how a payment or a
 * card's authentication (for a plan change) went.
 * Verified on the raw body (as the provider signed it; API Gateway may hand it base64-encoded) with
 * the provider's signing secret: a forged, altered or stale (replayed) request is refused with 400
 * and changes nothing; an event already handled is acknowledged and changes nothing.
 */
import { publicEndpoint } from '../http/endpoint';
import { HttpError, NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { log } from '../lib/log';
import { providerNamed } from './payments/index';
import { applyPaymentEvent } from './payments/payments';
import { isAuthorizationEvent, WebhookRejected } from './payments/provider';
import { applyAuthorizationEvent } from './plan-changes';

/** Verifies and applies one webhook request; what became of each event. */
export async function receiveWebhook(
  name: string,
  rawBody: string,
  headers: Record<string, string | undefined>,
): Promise<string[]> {
  const provider = providerNamed(name);
  if (!provider) throw NotFound('No such payment provider');
  let events: Awaited<ReturnType<typeof provider.verify>>;
  try {
    events = await provider.verify(rawBody, headers);
  } catch (error) {
    if (!(error instanceof WebhookRejected)) throw error;
    log.warn('webhook refused', { provider: name, reason: error.reason });
    throw new HttpError('billing.webhook_invalid', 'The webhook could not be verified');
  }
  const outcomes: string[] = [];
  for (const event of events)
    outcomes.push(
      isAuthorizationEvent(event)
        ? await applyAuthorizationEvent(provider.name, event)
        : await applyPaymentEvent(provider.name, event),
    );
  return outcomes;
}

export const handler = publicEndpoint(null, async ({ request }) => {
  const { event } = request;
  const raw = event.body ?? '';
  const body = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  // Not JSON at all: refused like any body (the signature is checked on the raw text after).
  try {
    JSON.parse(body);
  } catch {
    throw new HttpError('request.malformed_json', 'The request body is not valid JSON');
  }
  const headers = Object.fromEntries(
    Object.entries(event.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const outcomes = await receiveWebhook(request.params.provider ?? '', body, headers);
  return ok({ received: true, outcomes });
});
