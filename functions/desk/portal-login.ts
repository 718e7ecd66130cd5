/**
 * The merchant's carrier portal login on the desk (issue 38, item 3). The staff member who files
 * a claim through the carrier's portal signs in with the merchant's account: the claim's own
 * account, else the company's working one with that carrier. It is shown to provider staff
 * assigned to the company only (a platform admin is no assigned staff), each reveal kept twice: in
 * the account's reveal history, as the merchant's own reveal is, and in the admin log.
 *
 * Whether the login worked is a check of the account like any other (credential-check.ts), done by
 * a person: the check history keeps it (trigger 'desk', by the staff member), `checkEffect`
 * decides the account's status from it, a refusal puts the claim in the merchant's hands
 * ('carrier_information', as the sync job does when a carrier refuses the account) and e-mails the
 * company's client admins the failing-accounts e-mail of the Admin Panel's send-outs; a login that
 * worked makes the account working again and the claim no longer waits for it.
 */
import type { CheckOutcome, CredentialCheck } from '@shared/carriers/credentials';
import type { LoginCheck } from '@shared/claims/desk-sheet';
import { STAGE_OF } from '@shared/claims/lifecycle';
import { sendToCompany } from '../admin/sendouts';
import { checkEffect } from '../carriers/check-effect';
import {
  getCredential,
  listCredentials,
  preferredCredential,
  recordCheck,
  type StoredCredential,
} from '../carriers/credential-store';
import { getClaim } from '../claims/claim-queries';
import { changeClaim, retryOnChange } from '../claims/claim-writes';
import type { StoredClaim } from '../claims/stored-claim';
import type { Actor } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { claimCooldown } from '../lib/cooldown';
import { log } from '../lib/log';

/** Only assigned provider staff see a merchant's login: refused before anything is read. */
export function requireStaffMember(actor: Actor) {
  if (actor.role !== 'provider_staff')
    throw new HttpError(
      'desk.staff_only',
      'Only provider staff assigned to the company can see the merchant’s portal login',
    );
}

/** The account the claim is filed with: its own (if still the carrier's), else the company's working one. */
export async function loginCredentialOf(claim: StoredClaim): Promise<StoredCredential | null> {
  const own = /^[\w-]{1,64}$/.test(claim.credentialId)
    ? await getCredential(claim.companyId, claim.credentialId)
    : null;
  if (own?.carrier === claim.carrier) return own;
  return preferredCredential(await listCredentials(claim.companyId), claim.carrier) ?? null;
}

export async function requireLoginCredential(claim: StoredClaim): Promise<StoredCredential> {
  const credential = await loginCredentialOf(claim);
  if (!credential)
    throw new HttpError('desk.no_carrier_account', 'The company has no account with this carrier');
  return credential;
}

/** The merchant is e-mailed once a minute at most per account, whatever is clicked. */
const MAIL_COOLDOWN_SECONDS = 60;

export async function recordLoginCheck(
  claim: StoredClaim,
  credential: StoredCredential,
  input: LoginCheck,
  actor: Actor,
  now: Date,
): Promise<{ credential: StoredCredential; merchantTold: boolean }> {
  const at = now.toISOString();
  const outcome: CheckOutcome = input.worked ? 'working' : (input.reason ?? 'invalid_credentials');
  const check: CredentialCheck = { outcome, at, trigger: 'desk', connector: 'carrier', by: actor.email };
  const effect = checkEffect(credential, outcome, at);
  if (!(await recordCheck(credential, check, effect)))
    throw new HttpError('resource.conflict', 'The carrier account changed meanwhile: show the login again');
  await markClaim(claim, input.worked, actor.email, at);
  const newlyFailing = credential.status === 'active' && effect.status === 'not_working';
  const merchantTold = newlyFailing && (await tellMerchant(credential, now));
  return { credential: { ...credential, ...effect, lastCheck: check }, merchantTold };
}

/** The claim waits for the merchant's account ('carrier_information'), or no longer does. */
async function markClaim(claim: StoredClaim, worked: boolean, by: string, at: string) {
  await retryOnChange(
    claim,
    () => getClaim(claim.companyId, claim.claimId),
    async (current) => {
      if (STAGE_OF[current.state] === 'closed') return current;
      const waiting = current.actions.includes('carrier_information');
      if (worked !== waiting) return current;
      const actions = worked
        ? current.actions.filter((action) => action !== 'carrier_information')
        : [...current.actions, 'carrier_information' as const];
      // Bookkeeping, as the sync job's: the action itself is what the merchant sees.
      return changeClaim(current, {
        mover: 'staff',
        event: null,
        to: current.state,
        by,
        at,
        message: null,
        set: { actions },
      });
    },
  );
}

/** The failing-accounts e-mail to the company's client admins; a failure to send is logged, never thrown. */
async function tellMerchant(credential: StoredCredential, now: Date): Promise<boolean> {
  const slot = `desk-login-mail#${credential.companyId}#${credential.credentialId}`;
  if (!(await claimCooldown(slot, Math.floor(now.getTime() / 1000), MAIL_COOLDOWN_SECONDS))) return false;
  try {
    return (await sendToCompany(credential.companyId, 0, now)) === 'sent';
  } catch (error) {
    log.warn('failing account e-mail not sent', {
      companyId: credential.companyId,
      credentialId: credential.credentialId,
      error: String(error),
    });
    return false;
  }
}
