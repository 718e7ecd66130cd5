/**
 * Carrier connectors: the one interface through which the product talks to a carrier's systems
 * (sign in to the portal, list invoices, track shipments, file a claim, read a claim's status).
 * Everything else (credential checks, claims, the audit engine) calls this interface and never a
 * carrier directly, so a real carrier's connector can replace the sandbox without touching them.
 *
 * A connector says what it reached: `kind` is 'sandbox' for the local sandbox carrier, and results
 * are recorded with it, so nothing pretends to have reached a carrier it did not reach.
 */
import type { CarrierId, ClaimType } from '@shared/carriers/carriers';

export interface PortalAccount {
  carrier: CarrierId;
  username: string;
  password: string;
}

/** Why a carrier refused the portal account: a fact about the credential, shown to the merchant. */
export const REJECTION_REASONS = ['invalid_credentials', 'account_locked'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export type VerifyResult =
  | { ok: true; accountNumber: string; accountName: string }
  | { ok: false; reason: RejectionReason; message: string };

/** The carrier could not be reached or answered with an error: nothing is known about the credential. */
export class ConnectorUnavailableError extends Error {
  constructor(
    readonly carrier: string,
    detail: string,
  ) {
    super(`Carrier ${carrier} unavailable: ${detail}`);
    this.name = 'ConnectorUnavailableError';
  }
}

/** The carrier refused the account while doing something else than verifying it. */
export class ConnectorRejectedError extends Error {
  constructor(
    readonly carrier: string,
    readonly reason: RejectionReason,
  ) {
    super(`Carrier ${carrier} refused the portal account: ${reason}`);
    this.name = 'ConnectorRejectedError';
  }
}

/** The carrier understood the request and said no (an unknown shipment, a claim it does not know). */
export class CarrierRefusedError extends Error {
  constructor(
    readonly carrier: string,
    readonly code: string,
    detail: string,
  ) {
    super(`Carrier ${carrier} refused: ${code} ${detail}`.trim());
    this.name = 'CarrierRefusedError';
  }
}

export interface CarrierInvoice {
  invoiceNumber: string;
  /** YYYY-MM-DD */
  invoiceDate: string;
  currency: string;
  net: number;
  vat: number;
  total: number;
  shipmentCount: number;
}

export const TRACKING_STATUSES = [
  'label_created',
  'in_transit',
  'delivered',
  'exception',
  'returned',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

export interface TrackingEvent {
  /** ISO date-time */
  at: string;
  code: string;
  description: string;
  location: string;
}

export type TrackedShipment =
  | { trackingNumber: string; found: false }
  | {
      trackingNumber: string;
      found: true;
      service: string;
      status: TrackingStatus;
      /** Where it left from and went to: ISO 3166 country codes, the destination's postal code. */
      origin: { country: string; postalCode: string };
      destination: { country: string; postalCode: string };
      weightKg: number;
      shippedAt: string;
      scheduledDeliveryAt: string;
      deliveredAt: string | null;
      events: TrackingEvent[];
    };

/** A shipment as the carrier's shipment list shows it (tracking is asked for separately). */
export interface ShipmentSummary {
  trackingNumber: string;
  /** ISO date-time the label was created. */
  createdAt: string;
}

export interface ClaimFiling {
  /** The same key files the same claim once, however many times the call is retried. */
  idempotencyKey: string;
  trackingNumber: string;
  type: ClaimType;
  amount: number;
  currency: string;
  reference: string;
  description: string;
}

export const CARRIER_CLAIM_STATUSES = [
  'submitted',
  'under_review',
  /** The carrier waits for supporting documents before it decides (its message says which). */
  'documents_requested',
  'accepted',
  'rejected',
  'credited',
] as const;
export type CarrierClaimStatus = (typeof CARRIER_CLAIM_STATUSES)[number];

export interface CarrierClaim {
  carrierClaimId: string;
  trackingNumber: string;
  status: CarrierClaimStatus;
  /** The carrier's last message about the claim, verbatim. */
  message: string;
  amountClaimed: number;
  amountAccepted: number | null;
  currency: string;
  filedAt: string;
  updatedAt: string;
}

export interface CarrierConnector {
  readonly kind: 'sandbox' | 'carrier';
  verify(account: PortalAccount): Promise<VerifyResult>;
  listInvoices(account: PortalAccount, since: string): Promise<CarrierInvoice[]>;
  /** The account's shipments whose label was created on or after `since` (YYYY-MM-DD). */
  listShipments(account: PortalAccount, since: string): Promise<ShipmentSummary[]>;
  trackShipments(account: PortalAccount, trackingNumbers: string[]): Promise<TrackedShipment[]>;
  fileClaim(account: PortalAccount, filing: ClaimFiling): Promise<CarrierClaim>;
  claimStatus(account: PortalAccount, carrierClaimId: string): Promise<CarrierClaim>;
  /** Sends the supporting documents a claim waits for; the carrier's review goes on. */
  sendDocuments(
    account: PortalAccount,
    carrierClaimId: string,
    documents: { fileName: string }[],
  ): Promise<CarrierClaim>;
}
