/**
 * Sign-in throttling, as pure rules (no clock reads, no storage).
 *
 * Per account (by e-mail, known or not, so unknown and known addresses answer alike): the first
 * FREE_FAILURES consecutive failures cost nothing; each further failure doubles a wait before the
 * next try (2 s, 4 s ... capped at 15 min). At BLOCK_AFTER consecutive failures the account is
 * blocked until a platform admin lifts it or its owner completes a password reset. NIST 800-63B
 * caps consecutive failures at 100; with these waits an attacker needs about 22 hours of steady
 * trying to reach it, so nobody can lock a victim out with a handful of tries, and an online
 * guesser gets about 100 guesses a day per account.
 *
 * Per source (IP address): at most SOURCE_MAX_FAILURES failures in a SOURCE_WINDOW, across all
 * accounts, which slows one machine spraying many accounts.
 */
export const THROTTLE = {
  freeFailures: 5,
  baseDelaySeconds: 2,
  maxDelaySeconds: 15 * 60,
  blockAfter: 100,
  sourceWindowSeconds: 15 * 60,
  sourceMaxFailures: 30,
} as const;

export interface AccountAttempts {
  failures: number;
  /** Epoch seconds of the last failure. */
  lastFailureAt: number;
  blocked: boolean;
}

export interface SourceAttempts {
  windowStart: number;
  failures: number;
}

export type AttemptDecision =
  | { kind: 'allowed' }
  | { kind: 'wait'; retryAfterSeconds: number }
  | { kind: 'blocked' };

export function waitAfter(failures: number): number {
  if (failures < THROTTLE.freeFailures) return 0;
  const exponent = failures - THROTTLE.freeFailures;
  return Math.min(THROTTLE.baseDelaySeconds * 2 ** Math.min(exponent, 20), THROTTLE.maxDelaySeconds);
}

export function decideAttempt(
  account: AccountAttempts | null,
  source: SourceAttempts | null,
  now: number,
): AttemptDecision {
  if (account?.blocked) return { kind: 'blocked' };
  const sourceWindowEnd = source ? source.windowStart + THROTTLE.sourceWindowSeconds : 0;
  if (source && now < sourceWindowEnd && source.failures >= THROTTLE.sourceMaxFailures) {
    return { kind: 'wait', retryAfterSeconds: sourceWindowEnd - now };
  }
  if (account) {
    // A clock behind the last failure (skew between machines) counts as no time elapsed.
    const elapsed = Math.max(0, now - account.lastFailureAt);
    const remaining = waitAfter(account.failures) - elapsed;
    if (remaining > 0) return { kind: 'wait', retryAfterSeconds: remaining };
  }
  return { kind: 'allowed' };
}

export function shouldBlock(failuresAfterThisOne: number): boolean {
  return failuresAfterThisOne >= THROTTLE.blockAfter;
}

/** The total time an attacker needs to reach the block, trying as soon as each wait ends. */
export function secondsToBlock(): number {
  let total = 0;
  for (let failures = 1; failures < THROTTLE.blockAfter; failures++) total += waitAfter(failures);
  return total;
}
