/**
 * The favourite's promise (spec section 4): everyone who marked a claim as a favourite gets an
 * e-mail on each update of it, in their own language, with a link to the claim. A favourite is
 * held as `<home company>/<user id>`, where the person's user record lives (a platform admin acting
 * for the company has theirs elsewhere).
 */
import { CLAIM_STATE_LABELS } from '@shared/claims/labels';
import { getUser } from '../auth/user-store';
import { forEachLimit } from '../lib/concurrency';
import { env } from '../lib/env';
import { log } from '../lib/log';
import { sendMail } from '../notifications/mailer';
import { claimUpdateMail } from '../notifications/templates';
import type { ClaimChange } from './claim-writes';
import type { StoredClaim } from './stored-claim';

export const favouriteHolder = (actor: { homeCompanyId: string; userId: string }) =>
  `${actor.homeCompanyId}/${actor.userId}`;

export async function notifyFavourites(
  claim: StoredClaim,
  change: Pick<ClaimChange, 'message'>,
): Promise<number> {
  let sent = 0;
  await forEachLimit(claim.favourites, 4, async (holder) => {
    const [homeCompanyId, userId] = holder.split('/') as [string, string];
    const user = await getUser(homeCompanyId, userId);
    if (!user?.active) return;
    const locale = user.locale ?? 'en';
    const link = new URL('/claimCenter/investigationDetails', env.APP_URL);
    link.searchParams.set('claim', claim.claimId);
    await sendMail(
      user.email_address,
      claimUpdateMail(locale, {
        firstName: user.first_name,
        trackingNumber: claim.tracking_number,
        state: CLAIM_STATE_LABELS[locale][claim.state],
        message: change.message,
        link: link.toString(),
      }),
    );
    sent++;
  });
  return sent;
}

/** Tells the favourites about a change; a mail failure is logged and never undoes the change. */
export async function tellFavourites(claim: StoredClaim, message: string | null): Promise<void> {
  await notifyFavourites(claim, { message }).catch((error: unknown) =>
    log.warn('favourite notification failed', { claimId: claim.claimId, error: String(error) }),
  );
}
