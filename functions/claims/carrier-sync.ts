/**
 * Claims and the carrier: filing a new claim through the carrier's connector, then asking how it
 * goes until the carrier closes it. The connector's status becomes the claim's state through the
 * lifecycle (`canMove` for the connector); every change lands in the history with the carrier's
 * message, and people who marked the claim as a favourite get an e-mail about it.
 *
 * Filing is idempotent at the carrier (the claim id is the idempotency key), so a retry after a
 * timeout files nothing twice.
 */
import type { CarrierId, ClaimType } from '@shared/carriers/carriers';
import { blocksFiling } from '@shared/claims/actions';
import type { ClaimState } from '@shared/claims/lifecycle';
import { STAGE_OF } from '@shared/claims/lifecycle';
import {
  getCredential,
  listCredentials,
  portalAccount,
  type StoredCredential,
} from '../carriers/credential-store';
import {
  type CarrierClaim,
  type CarrierClaimStatus,
  CarrierRefusedError,
  ConnectorRejectedError,
  ConnectorUnavailableError,
} from '../connectors/connector';
import { connectorFiles, connectorFor } from '../connectors/index';
import { type ClaimChange, ClaimChangedError, changeClaim, unlessChanged } from './claim-writes';
import { tellFavourites } from './notify';
import type { ShipmentDates, StoredClaim } from './stored-claim';

/** The claim's state for a status the carrier reports. */
export const STATE_FOR_CARRIER_STATUS: Record<CarrierClaimStatus, ClaimState> = {
  submitted: 'requested',
  under_review: 'processing',
  // Still being processed; what the carrier waits for becomes the merchant's action.
  documents_requested: 'processing',
  accepted: 'confirmed',
  rejected: 'declined',
  credited: 'credited',
};

const HOUR = 3_600_000;
/** How soon the carrier is asked again: an open claim every 6 hours, after an outage in 1 hour. */
export const SYNC_EVERY_MS = 6 * HOUR;
export const RETRY_AFTER_OUTAGE_MS = HOUR;
/** A carrier without a connector, or an account it refuses, is tried again a day later. */
export const RETRY_LATER_MS = 24 * HOUR;

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/** The credential the claim is filed with: the one chosen, or another working one of the carrier. */
async function credentialFor(claim: StoredClaim): Promise<StoredCredential | null> {
  const chosen = await getCredential(claim.companyId, claim.credentialId);
  if (chosen) return chosen;
  const others = (await listCredentials(claim.companyId)).filter((item) => item.carrier === claim.carrier);
  return others.find((item) => item.status === 'active') ?? others[0] ?? null;
}

/** Applies what the carrier said (every caller has news: a filing, a status, a refusal) and tells the favourites. */
async function apply(claim: StoredClaim, change: ClaimChange): Promise<StoredClaim> {
  const next = await changeClaim(claim, change);
  await tellFavourites(next, change.message);
  return next;
}

/** The claim's actions with one added once: 'carrier_information' when the portal account needs the merchant. */
const adding = (claim: StoredClaim, action: 'carrier_information' | 'unknown') => [
  ...new Set([...claim.actions, action]),
];
const needingCarrierInformation = (claim: StoredClaim) => adding(claim, 'carrier_information');
/** The carrier answered: the account works, so it needs nothing from the merchant any more. */
const accountWorks = (claim: StoredClaim) =>
  claim.actions.filter((action) => action !== 'carrier_information');

function fromCarrier(result: CarrierClaim, now: Date): Partial<StoredClaim> {
  return {
    claim_number: result.carrierClaimId,
    claim_date: result.filedAt,
    last_carrier_message: result.message,
    confirmedCents: result.amountAccepted === null ? null : Math.round(result.amountAccepted * 100),
    creditedCents:
      result.status === 'credited' ? Math.round((result.amountAccepted ?? result.amountClaimed) * 100) : null,
    nextSyncAt: later(now, SYNC_EVERY_MS),
  };
}

/**
 * Does what the claim needs from the carrier now: files it when it is not yet filed, or reads its
 * status. Returns the claim as it then is. Outages and refusals are recorded, never thrown.
 */
export async function syncWithCarrier(claim: StoredClaim, now: Date): Promise<StoredClaim> {
  if (STAGE_OF[claim.state] === 'closed') return claim;
  const at = now.toISOString();
  const connector = connectorFiles(claim) ? connectorFor(claim.carrier as CarrierId) : null;
  const credential = await credentialFor(claim);
  // Changed meanwhile (the merchant answered, another sync): what happened to it stands.
  const wait = (ms: number, set: Partial<StoredClaim> = {}) =>
    unlessChanged(
      changeClaim(claim, {
        mover: 'connector',
        event: null,
        to: claim.state,
        by: 'carrier',
        at,
        message: null,
        // The next look in `ms`, unless `set` says when (null: not until the merchant answers).
        set: { nextSyncAt: later(now, ms), ...set },
      }),
      claim,
    );
  // The carrier would refuse the claim without what the merchant has yet to give: it waits for
  // that (action required); answering it makes the claim due again.
  if (!claim.claim_number && blocksFiling(claim.actions)) {
    if (claim.nextSyncAt === null) return claim;
    return wait(0, { nextSyncAt: null });
  }
  // No connector files or follows this carrier's claims (in AWS, none does): our staff do, on the
  // desk, and the sync job has nothing to ask.
  if (!connector) return claim.nextSyncAt === null ? claim : wait(0, { nextSyncAt: null });
  if (!credential) return wait(RETRY_LATER_MS, { actions: needingCarrierInformation(claim) });
  const account = await portalAccount(credential);
  try {
    if (!claim.claim_number) {
      const [tracked] = await connector.trackShipments(account, [claim.tracking_number]);
      const shipment: ShipmentDates | null =
        tracked?.found === true
          ? {
              shippedAt: tracked.shippedAt,
              scheduledDeliveryAt: tracked.scheduledDeliveryAt,
              deliveredAt: tracked.deliveredAt,
              // An audit claim's window may count from its invoice, which tracking does not know.
              ...(claim.shipment?.invoicedAt ? { invoicedAt: claim.shipment.invoicedAt } : {}),
            }
          : claim.shipment;
      const filed = await connector.fileClaim(account, {
        idempotencyKey: claim.claimId,
        trackingNumber: claim.tracking_number,
        type: claim.reason_refund as ClaimType,
        amount: claim.requestedCents / 100,
        currency: claim.currency,
        reference: claim.reference,
        description: claim.lines.map((line) => `${line.nb_of_items} x ${line.description}`).join('; '),
      });
      return await apply(claim, {
        mover: 'connector',
        event: 'filed',
        to: STATE_FOR_CARRIER_STATUS[filed.status],
        by: 'carrier',
        at,
        message: filed.message,
        set: {
          ...fromCarrier(filed, now),
          shipment,
          ...(tracked?.found === true
            ? {
                service_level_agreement: tracked.service,
                country_code_sender: tracked.origin.country,
                country_code_receiver: tracked.destination.country,
                postal_code_receiver: tracked.destination.postalCode,
                weight: tracked.weightKg,
              }
            : {}),
          credentialId: credential.credentialId,
          actions: accountWorks(claim),
        },
      });
    }
    let status = await connector.claimStatus(account, claim.claim_number);
    let actions = accountWorks(claim);
    if (status.status === 'documents_requested') {
      if (claim.documentsRequestedAt && !claim.actions.includes('documents_missing')) {
        // The merchant answered the request: the supporting documents go to the carrier.
        status = await connector.sendDocuments(
          account,
          claim.claim_number,
          claim.documents
            .filter((document) => document.kind !== 'damage_picture')
            .map((document) => ({ fileName: document.fileName })),
        );
      } else actions = [...new Set([...actions, 'documents_missing' as const])];
    }
    const to = STATE_FOR_CARRIER_STATUS[status.status];
    const asking = status.status === 'documents_requested';
    const set: Partial<StoredClaim> = {
      ...fromCarrier(status, now),
      actions,
      // Asked for documents: nothing to ask the carrier until the merchant gives them.
      ...(asking ? { documentsRequestedAt: claim.documentsRequestedAt ?? at, nextSyncAt: null } : {}),
      ...(!asking && claim.documentsRequestedAt ? { documentsRequestedAt: undefined } : {}),
    };
    if (to === claim.state && status.message === claim.last_carrier_message) {
      return await wait(SYNC_EVERY_MS, set);
    }
    return await apply(claim, {
      mover: 'connector',
      event: 'status',
      to,
      by: 'carrier',
      at,
      message: status.message,
      set,
    });
  } catch (error) {
    if (error instanceof ClaimChangedError) return claim;
    if (error instanceof ConnectorUnavailableError) return wait(RETRY_AFTER_OUTAGE_MS);
    if (error instanceof ConnectorRejectedError) {
      return wait(RETRY_LATER_MS, { actions: needingCarrierInformation(claim) });
    }
    if (error instanceof CarrierRefusedError) {
      // A parcel the carrier does not know cannot be claimed; any other refusal needs a look.
      const to: ClaimState =
        !claim.claim_number && error.code === 'unknown_shipment' ? 'impossible_to_open' : 'unknown';
      return apply(claim, {
        mover: 'connector',
        event: 'status',
        to,
        by: 'carrier',
        at,
        message: error.message,
        set: {
          last_carrier_message: error.message,
          nextSyncAt: null,
          // An unknown answer asks the merchant for the extra information.
          ...(to === 'unknown' ? { actions: adding(claim, 'unknown') } : {}),
        },
      });
    }
    throw error;
  }
}
