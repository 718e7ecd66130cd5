/**
 * The merchant is told (issue 38, item 4) when the desk records what the carrier said that the
 * merchant must know: a denial (the reason in words, the carrier's text) and a request for more
 * (the carrier's words, in their language; the claim now waits for the merchant's documents). The
 * claim's owner is told, in their language; a claim the audit opened (or whose owner is no longer an
 * active person of the company) goes to the company's client admins. A mail failure is logged and
 * never undoes the move.
 */
import type { DeskMove } from '@shared/claims/desk';
import { getUser, type User } from '../auth/user-store';
import type { StoredClaim } from '../claims/stored-claim';
import { env } from '../lib/env';
import { log } from '../lib/log';
import { carrierRequestMail, denialMail } from '../notifications/desk-mails';
import { sendMail } from '../notifications/mailer';
import { listMembers } from '../team/member-store';

/** Who hears of the claim: its owner, or the company's client admins. */
async function merchantPeople(claim: StoredClaim): Promise<User[]> {
  if (claim.claim_source !== 'audit') {
    const owner = await getUser(claim.companyId, claim.ownerId);
    if (owner?.active) return [owner];
  }
  return (await listMembers(claim.companyId)).filter(
    (member) => member.role === 'client_admin' && member.active,
  );
}

/** Sends the merchant's mail of a move, when the move is one the merchant is told of; how many were sent. */
export async function tellMerchant(claim: StoredClaim, move: DeskMove): Promise<number> {
  if (move.move !== 'denied' && move.move !== 'more_requested') return 0;
  const link = new URL('/claimCenter/investigationDetails', env.APP_URL);
  link.searchParams.set('claim', claim.claimId);
  let sent = 0;
  for (const person of await merchantPeople(claim)) {
    const locale = person.locale ?? 'en';
    const news = {
      firstName: person.first_name,
      trackingNumber: claim.tracking_number,
      carrier: claim.carrier,
      link: link.toString(),
    };
    await sendMail(
      person.email_address,
      move.move === 'denied'
        ? denialMail(locale, { ...news, reason: move.reason, text: move.text })
        : carrierRequestMail(locale, { ...news, text: move.carrierText, language: move.language }),
    );
    sent++;
  }
  return sent;
}

/** Tells the merchant; a failure is logged, the move stands. */
export async function tellMerchantQuietly(claim: StoredClaim, move: DeskMove): Promise<void> {
  await tellMerchant(claim, move).catch((error: unknown) =>
    log.warn('merchant not told of a desk move', {
      claimId: claim.claimId,
      move: move.move,
      error: String(error),
    }),
  );
}
