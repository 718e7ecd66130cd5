/**
 * The sign-in throttle applied before a password is checked, wherever one is (sign-in, password
 * change): a blocked account or a wait answers at once, with Retry-After for a wait.
 */
import { HttpError } from '../http/errors';
import { decideAttempt } from './throttle';
import { readAttempts } from './throttle-store';

export const blockedError = () =>
  new HttpError('auth.blocked', 'Access restricted: contact customer success');

export async function assertMayAttempt(email: string, ip: string, seconds: number): Promise<void> {
  const attempts = await readAttempts(email, ip);
  const decision = decideAttempt(attempts.account, attempts.source, seconds);
  if (decision.kind === 'blocked') throw blockedError();
  if (decision.kind === 'wait') {
    throw new HttpError('auth.throttled', 'Too many attempts: try again later', undefined, {
      'retry-after': String(decision.retryAfterSeconds),
    });
  }
}
