/**
 * Abuse limits over time on what reaches a person's mailbox or guesses their code (issue 17, item
 * 3; ../shared/QUALITY.md 16): per e-mail address and per source address, per hour, whatever the
 * code, the attempt or the request. A new code does not reset the guesses, a new address does not
 * reset the source. With these, one address sees at most 5 sign-up codes and 5 reset links an
 * hour, and a 6-digit code gets at most 10 guesses an hour (240 a day: about 1 chance in 4,000 of
 * finding one code in a day of trying), however the attacker spreads them.
 */
import { HttpError } from '../http/errors';
import type { Quota } from '../lib/quota';

const HOUR = 3600;

export const LIMITS = {
  /** Sign-up codes e-mailed to one address. */
  codeMailsPerAddress: { name: 'code-mail-address', max: 5, windowSeconds: HOUR },
  /** Sign-up codes e-mailed at the request of one source, to any addresses. */
  codeMailsPerSource: { name: 'code-mail-source', max: 20, windowSeconds: HOUR },
  /** Codes tried for one address, right or wrong, across every code it was sent. */
  codeTriesPerAddress: { name: 'code-try-address', max: 10, windowSeconds: HOUR },
  /** Codes tried from one source, for any addresses. */
  codeTriesPerSource: { name: 'code-try-source', max: 30, windowSeconds: HOUR },
  /** 'I did not receive my code' notices from one source (one address: once in 10 minutes). */
  codeHelpPerSource: { name: 'code-help-source', max: 5, windowSeconds: HOUR },
  /** Password-reset links e-mailed to one address. */
  resetMailsPerAddress: { name: 'reset-mail-address', max: 5, windowSeconds: HOUR },
  /** Password resets asked from one source, for any addresses. */
  resetMailsPerSource: { name: 'reset-mail-source', max: 20, windowSeconds: HOUR },
} as const satisfies Record<string, Quota>;

/** 429 with the seconds to wait: the limit of an address or of a source is reached. */
export const LimitReached = (retryAfterSeconds: number) =>
  new HttpError(
    'auth.limit_reached',
    'Too many requests for this address or from this network: try again later',
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );
