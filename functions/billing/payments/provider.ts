/**
 * Payments behind one interface. A provider starts a payment of an invoice (the person is sent to
 * its checkout), authenticates a card for a plan that costs more (the strong customer
 * authentication a card asks for: 3-D Secure), and turns its webhook requests into payment and
 * authorization events, refusing any it cannot verify on the raw body. Providers: Stripe (card and SEPA Direct Debit, when STRIPE_SECRET_KEY is set) and
 * the sandbox (a stand-in a person and the tests drive: pay, fail, pay late), used locally.
 */

export type PaymentMethod = 'card' | 'sepa_debit';

export interface PaymentStart {
  paymentId: string;
  companyId: string;
  /** The invoice's number: the payment's reference. */
  number: string;
  amountCents: number;
  currency: string;
  method: PaymentMethod;
  /** Where the person comes back to once the provider is done. */
  returnUrl: string;
}

/** What the provider tells us of a payment: it is processing (a debit takes days), paid, or failed. */
export interface PaymentEvent {
  eventId: string;
  type: 'processing' | 'succeeded' | 'failed';
  paymentId: string;
  companyId: string;
  number: string;
}

/** A card to authenticate before a plan change holds (the plan's price is what it will be billed). */
export interface CardAuthorization {
  authorizationId: string;
  companyId: string;
  /** What the person authorizes, as the provider's page shows it. */
  description: string;
  /** Where the person comes back to once the provider is done. */
  returnUrl: string;
}

/** What the provider tells us of an authentication: the card is authorized, or it was declined. */
export interface AuthorizationEvent {
  eventId: string;
  type: 'authorized' | 'declined';
  authorizationId: string;
  companyId: string;
}

export type ProviderEvent = PaymentEvent | AuthorizationEvent;

export const isAuthorizationEvent = (event: ProviderEvent): event is AuthorizationEvent =>
  'authorizationId' in event;

/** A webhook request the provider did not sign (or signed too long ago): answered 400, changes nothing. */
export class WebhookRejected extends Error {
  constructor(readonly reason: string) {
    super(`Webhook refused: ${reason}`);
    this.name = 'WebhookRejected';
  }
}

export interface PaymentProvider {
  name: 'sandbox' | 'stripe';
  /** Starts a payment; answers where to send the person and the provider's own reference. */
  start(payment: PaymentStart): Promise<{ redirectUrl: string; providerRef: string }>;
  /** Starts a card's authentication; answers where to send the person and the provider's reference. */
  authorize(authorization: CardAuthorization): Promise<{ redirectUrl: string; providerRef: string }>;
  /**
   * A webhook request as payment and authorization events (none for an event type we do not
   * follow). Throws WebhookRejected when the signature does not verify on the raw body.
   */
  verify(rawBody: string, headers: Record<string, string | undefined>): Promise<ProviderEvent[]>;
}

/** How old a signed webhook may be (Stripe's default tolerance): older is a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
