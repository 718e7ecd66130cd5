/**
 * POST /api/public/slack: 'I did not receive my code'. Tells the support team (Slack or e-mail),
 * once every 10 minutes at most per address, and answers 202 either way; a source asking more than
 * 5 times an hour gets 429 auth.limit_reached.
 */
import { codeNotReceivedSchema } from '@shared/identity/registration';
import { clientIp } from '../http/client-ip';
import { publicEndpoint } from '../http/endpoint';
import { accepted } from '../http/responses';
import { clock } from '../lib/clock';
import { claimCooldown } from '../lib/cooldown';
import { takeQuotas } from '../lib/quota';
import { notifySupport } from '../notifications/support';
import { LIMITS, LimitReached } from './limits';
import { getPending } from './registration-store';
import { emailDigest } from './throttle-store';

export const handler = publicEndpoint(codeNotReceivedSchema, async ({ input, request }) => {
  const now = Math.floor(clock.now().getTime() / 1000);
  // One source cannot page the support team about address after address.
  const wait = await takeQuotas([[LIMITS.codeHelpPerSource, clientIp(request)]], now);
  if (wait > 0) throw LimitReached(wait);
  // Only for sign-ups in progress, and not more than once in 10 minutes per address.
  const pending = await getPending(input.email_address);
  if (pending && (await claimCooldown(`code-help#${emailDigest(input.email_address)}`, now, 600))) {
    await notifySupport('Verification code not received', [
      `Address: ${input.email_address}`,
      `Code sent at: ${new Date(pending.sentAt * 1000).toISOString()}`,
      ...(input.message ? [`Message: ${input.message}`] : []),
    ]);
  }
  return accepted({ received: true });
});
