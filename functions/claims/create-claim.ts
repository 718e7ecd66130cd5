/**
 * POST /api/private/claims: a single investigation (spec: start an investigation). The request is
 * validated with the form's own schema; values the rules warn about need `confirmedValue`, a parcel
 * past the carrier's window (its tracking says so) `confirmedWindow` (422 claim.window_closed); the
 * carrier must be one the company registered; the documents must be the company's, of the right
 * kinds. A tracking number with an open investigation is refused, unless `overwrite` asks to
 * replace that investigation's details. The new claim is filed with the carrier straight away; if
 * the carrier cannot be reached it waits, and the sync job files it later.
 */

import { isEditable } from '@shared/claims/lifecycle';
import { type NewClaimInput, newClaimSchema, valueWarnings } from '@shared/claims/schema';
import { listCredentials, preferredCredential } from '../carriers/credential-store';
import { companyTimeZone } from '../companies/company-store';
import { endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { created, ok } from '../http/responses';
import { clock } from '../lib/clock';
import { sortableId } from '../lib/ids';
import { log } from '../lib/log';
import { syncWithCarrier } from './carrier-sync';
import { resolveDocuments } from './claim-documents';
import { getClaim } from './claim-queries';
import { claimView } from './claim-view';
import { favouriteHolder } from './notify';
import { newClaim, OpenClaimExistsError, openClaim, replaceDetails } from './open-claim';
import { closedWindows } from './windows';

export const handler = endpoint(newClaimSchema, async ({ input, actor: me, request }) => {
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
  // Past the carrier's window the carrier will likely refuse it: filed only once the merchant confirms.
  if (!input.confirmedWindow) {
    const closesOn = (await closedWindows(me.companyId, [input], now)).get(0);
    if (closesOn)
      throw new HttpError('claim.window_closed', `The carrier's window closed on ${closesOn}`, [
        { path: 'tracking_number', code: 'custom', message: 'claims.windowClosedConfirm' },
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
  const claim = newClaim({
    timeZone: await companyTimeZone(me.companyId),
    claimId: sortableId(now),
    companyId: me.companyId,
    source: 'manual',
    owner: { userId: me.userId, email: me.email },
    credentialId: credential.credentialId,
    tracking_number: input.tracking_number,
    carrier: input.carrier,
    issue: input.issue,
    reference: input.reference,
    lines: input.lines,
    documents,
    given: { originalInvoice: true, pictures: input.pictureDocumentIds.length > 0 },
    at: now.toISOString(),
  });
  try {
    await openClaim(claim, me.email);
  } catch (error) {
    if (!(error instanceof OpenClaimExistsError)) throw error;
    if (!input.overwrite) {
      throw new HttpError('claim.tracking_exists', 'This tracking number already has a registered claim', [
        { path: 'tracking_number', code: 'custom', message: 'claims.trackingExists' },
      ]);
    }
    const existing = error.claimId ? await getClaim(me.companyId, error.claimId) : null;
    if (!existing || !isEditable(existing.state))
      throw new HttpError(
        'claim.not_editable',
        'This investigation is closed or stopped: it can no longer be changed',
      );
    const replaced = await replaceDetails(existing, claim, me.email);
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
