/**
 * The merchant gives what an investigation waits for (an action required, shared/claims/actions):
 * from the answer modal, a bulk update file's goods, or a sales invoice dropped on the task list.
 */
import {
  ACTION_DOCUMENT_KIND,
  type ActionAnswer,
  type ActionKind,
  blocksFiling,
} from '@shared/claims/actions';
import { isEditable, needsMerchantInformation } from '@shared/claims/lifecycle';
import { claimedCents, type GoodsLine, type GoodsLineInput, valueWarnings } from '@shared/claims/schema';
import { listCredentials, preferredCredential } from '../carriers/credential-store';
import { connectorFiles } from '../connectors/index';
import { HttpError } from '../http/errors';
import { log } from '../lib/log';
import { syncWithCarrier } from './carrier-sync';
import { resolveDocuments } from './claim-documents';
import { changeClaim } from './claim-writes';
import { tellFavourites } from './notify';
import type { StoredClaim } from './stored-claim';

export interface Information {
  kind: ActionKind;
  /** What the answer changes on the claim (goods, documents, the credential). */
  set: Partial<StoredClaim>;
  message: string | null;
}

/**
 * The answer to 'invoice_missing' that goods lines make, whoever gives them (the answer modal, a
 * bulk update file, the sales data): the lines, their currency and the value claimed.
 */
export const goodsInformation = (lines: GoodsLine[], set: Partial<StoredClaim> = {}): Information => ({
  kind: 'invoice_missing',
  set: { lines, currency: lines[0]!.currency_code, requestedCents: claimedCents(lines), ...set },
  message: null,
});

/**
 * Records the merchant's answer to one action: the claim without that action (a new attempt keeps
 * 'carrier_information' until the carrier accepts the account), back to be opened if it waited in
 * 'unknown', due for the carrier when nothing it needs is missing. Then tells the favourites and,
 * when due, tries the carrier straight away (the sync job retries if it cannot).
 */
export async function giveInformation(
  claim: StoredClaim,
  by: string,
  information: Information,
  now: Date,
  /** fileNow false: a due claim is left to the sync job (a bulk batch does not call the carrier 250 times). */
  { fileNow = true }: { fileNow?: boolean } = {},
): Promise<StoredClaim> {
  const at = now.toISOString();
  // A connector's new attempt clears 'carrier_information' once the carrier takes the account; on
  // the desk, the merchant's answer hands the claim back to our staff, who try the login again.
  const actions =
    information.kind === 'carrier_information' && connectorFiles(claim)
      ? claim.actions
      : claim.actions.filter((action) => action !== information.kind);
  const to =
    needsMerchantInformation(claim.state) && information.kind === 'unknown' ? 'refundable' : claim.state;
  const waiting = !claim.claim_number && blocksFiling(actions);
  const next = await changeClaim(claim, {
    mover: 'merchant',
    event: 'information',
    to,
    by,
    at,
    message: information.message,
    action: information.kind,
    set: { ...information.set, actions, nextSyncAt: waiting || !connectorFiles(claim) ? null : at },
  });
  await tellFavourites(next, information.message);
  if (waiting || !fileNow) return next;
  try {
    return await syncWithCarrier(next, now);
  } catch (failure) {
    log.warn('claim not synced after information', { claimId: claim.claimId, error: String(failure) });
    return next;
  }
}

/**
 * What the merchant's answer to one action gives the claim (the answer modal): goods lines (with the
 * confirm-the-value rule of a new claim, read on the lines as `sent`), documents of the action's
 * kind, the carrier account once it works again, an explanation. Refused when the claim can no
 * longer change or does not wait for this answer.
 */
export async function answerOf(
  claim: StoredClaim,
  companyId: string,
  input: ActionAnswer,
  sent: GoodsLineInput[],
): Promise<Information> {
  if (!isEditable(claim.state))
    throw new HttpError('claim.not_editable', 'This investigation can no longer be changed');
  if (!claim.actions.includes(input.kind))
    throw new HttpError('claim.action_not_needed', 'This investigation does not wait for this information');
  let information: Information;
  switch (input.kind) {
    case 'invoice_missing': {
      const warnings = valueWarnings(sent);
      if (warnings.length && !input.confirmedValue) {
        throw new HttpError(
          'claim.confirm_value',
          'Please confirm the values',
          warnings.map(({ path, warning }) => ({ path, code: 'custom', message: warning })),
        );
      }
      information = goodsInformation(input.lines);
      break;
    }
    case 'original_invoice_missing':
    case 'pictures_missing':
    case 'documents_missing':
    case 'unknown': {
      const kind = ACTION_DOCUMENT_KIND[input.kind];
      const documents = await resolveDocuments(
        companyId,
        input.documentIds.map((documentId, index) => ({
          path: `documentIds.${index}`,
          documentId,
          kind,
          // The original invoice may be the sales invoice uploaded on the task list.
          accepts: kind === 'claim_invoice' ? ['claim_invoice', 'sales_invoice'] : [kind],
        })),
      );
      const known = new Set(claim.documents.map((document) => document.documentId));
      information = {
        kind: input.kind,
        set: {
          documents: [
            // One original invoice per claim: the new one replaces any earlier one.
            ...claim.documents.filter((document) => kind !== 'claim_invoice' || document.kind !== kind),
            ...documents.filter((document) => !known.has(document.documentId)),
          ],
        },
        message: 'message' in input ? input.message || null : null,
      };
      break;
    }
    case 'carrier_information': {
      const credential = preferredCredential(await listCredentials(companyId), claim.carrier);
      if (credential?.status !== 'active') {
        throw new HttpError(
          'claim.credential_not_working',
          'The carrier account still does not work: correct it on the carrier information page first',
        );
      }
      information = { kind: input.kind, set: { credentialId: credential.credentialId }, message: null };
      break;
    }
  }
  return information;
}
