/**
 * POST /api/private/claims: a single investigation (spec: start an investigation). The request is
 * validated with the form's own schema; values the rules warn about need `confirmedValue`; the
 * carrier must be one the company registered; the documents must be the company's, of the right
 * kinds. A tracking number with an open investigation is refused, unless `overwrite` asks to
 * replace that investigation's details. The new claim is filed with the carrier straight away; if
 * the carrier cannot be reached it waits, and the sync job files it later.
 */

import { blocksFiling } from '@shared/claims/actions';
import { isEditable } from '@shared/claims/lifecycle';
import { claimedCents, type NewClaimInput, newClaimSchema, valueWarnings } from '@shared/claims/schema';
import { listCredentials, preferredCredential } from '../carriers/credential-store';
import { type Actor, endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { created, ok } from '../http/responses';
import { clock } from '../lib/clock';
import { sortableId } from '../lib/ids';
import { log } from '../lib/log';
import { syncWithCarrier } from './carrier-sync';
import { resolveDocuments } from './claim-documents';
import {
  changeClaim,
  createClaim,
  getClaim,
  newStoredClaim,
  OpenClaimExistsError,
  type StoredClaim,
} from './claim-store';
import { claimView } from './claim-view';
import { favouriteHolder } from './notify';

export const handler = endpoint(newClaimSchema, async ({ input, actor, request }) => {
  const me = actor as Actor;
  const now = clock.now();
  const raw = request.body() as NewClaimInput;
  const warnings = valueWarnings(raw.lines);
  if (warnings.length && !input.confirmedValue) {
    throw new HttpError(
      'claim.confirm_value',
      'Please confirm the values',
      warnings.map(({ path, warning }) => ({ path, code: 'custom', message: warning })),
    );
  }
  const credential = preferredCredential(await listCredentials(me.companyId), input.carrier);
  if (!credential) {
    throw new HttpError('claim.carrier_not_registered', 'This carrier is not registered for your account', [
      { path: 'carrier', code: 'custom', message: 'claims.carrierNotRegistered' },
    ]);
  }
  const documents = await resolveDocuments(me.companyId, [
    { path: 'invoiceDocumentId', documentId: input.invoiceDocumentId, kind: 'claim_invoice' },
    ...input.pictureDocumentIds.map((documentId, index) => ({
      path: `pictureDocumentIds.${index}`,
      documentId,
      kind: 'damage_picture' as const,
    })),
    ...input.otherDocumentIds.map((documentId, index) => ({
      path: `otherDocumentIds.${index}`,
      documentId,
      kind: 'claim_document' as const,
    })),
  ]);
  const details = {
    tracking_number: input.tracking_number,
    carrier: input.carrier,
    reason_refund: input.issue,
    reference: input.reference,
    currency: input.lines[0]!.currency_code,
    requestedCents: claimedCents(input.lines),
    lines: input.lines,
    documents,
    actions:
      input.issue === 'damaged' && input.pictureDocumentIds.length === 0
        ? (['pictures_missing'] as const)
        : [],
  } satisfies Partial<StoredClaim>;
  const at = now.toISOString();
  const claim = newStoredClaim({
    claimId: sortableId(now),
    companyId: me.companyId,
    ...details,
    ownerId: me.userId,
    owner: me.email,
    credentialId: credential.credentialId,
    // Due at once: filed below, or by the sync job if the carrier cannot take it now; a claim
    // still missing what the carrier needs (damage pictures) waits for the merchant instead.
    nextSyncAt: blocksFiling(details.actions) ? null : at,
    createdAt: at,
  });
  try {
    await createClaim(claim, me.email);
  } catch (error) {
    if (!(error instanceof OpenClaimExistsError)) throw error;
    if (!input.overwrite) {
      throw new HttpError('claim.tracking_exists', 'This tracking number already has a registered claim', [
        { path: 'tracking_number', code: 'custom', message: 'claims.trackingExists' },
      ]);
    }
    const existing = error.claimId ? await getClaim(me.companyId, error.claimId) : null;
    if (!existing || !isEditable(existing.state)) throw new HttpError('claim.not_editable');
    const replaced = await changeClaim(existing, {
      mover: 'merchant',
      event: 'overwritten',
      to: existing.state,
      by: me.email,
      at,
      message: null,
      set: {
        ...details,
        // Not filed yet: due now, unless the new details still lack what the carrier needs.
        nextSyncAt: existing.claim_number ? existing.nextSyncAt : blocksFiling(details.actions) ? null : at,
      },
    });
    return ok({ claim: claimView(replaced, favouriteHolder(me), now), overwritten: true });
  }
  let filed = claim;
  if (claim.nextSyncAt === null) return created({ claim: claimView(claim, favouriteHolder(me), now) });
  try {
    filed = await syncWithCarrier(claim, now);
  } catch (failure) {
    // The claim exists; the sync job files it on its next run.
    log.warn('claim not filed at once', { claimId: claim.claimId, error: String(failure) });
  }
  return created({ claim: claimView(filed, favouriteHolder(me), now) });
});
