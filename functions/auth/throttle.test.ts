import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AccountAttempts,
  decideAttempt,
  secondsToBlock,
  shouldBlock,
  THROTTLE,
  waitAfter,
} from './throttle';

const account = (failures: number, lastFailureAt = 1000, blocked = false): AccountAttempts => ({
  failures,
  lastFailureAt,
  blocked,
});

describe('sign-in throttle', () => {
  it('lets the first failures through without waiting', () => {
    for (let failures = 0; failures < THROTTLE.freeFailures; failures++) {
      expect(decideAttempt(account(failures), null, 1000)).toEqual({ kind: 'allowed' });
    }
  });

  it('asks for a doubling wait after the free failures, capped at 15 minutes', () => {
    expect(waitAfter(5)).toBe(2);
    expect(waitAfter(6)).toBe(4);
    expect(waitAfter(10)).toBe(64);
    expect(waitAfter(40)).toBe(900);
    expect(waitAfter(99)).toBe(900);
    expect(decideAttempt(account(6, 1000), null, 1001)).toEqual({ kind: 'wait', retryAfterSeconds: 3 });
    expect(decideAttempt(account(6, 1000), null, 1004)).toEqual({ kind: 'allowed' });
  });

  it('blocks at 100 consecutive failures (NIST 800-63B) and not before', () => {
    expect(shouldBlock(99)).toBe(false);
    expect(shouldBlock(100)).toBe(true);
    expect(decideAttempt(account(100, 0, true), null, 10 ** 9)).toEqual({ kind: 'blocked' });
  });

  it('makes a lock-out cost an attacker most of a day', () => {
    expect(secondsToBlock()).toBeGreaterThan(20 * 3600);
  });

  it('slows one source that fails across many accounts', () => {
    const source = { windowStart: 1000, failures: THROTTLE.sourceMaxFailures };
    expect(decideAttempt(null, source, 1100)).toEqual({ kind: 'wait', retryAfterSeconds: 800 });
    expect(decideAttempt(null, source, 1000 + THROTTLE.sourceWindowSeconds)).toEqual({ kind: 'allowed' });
    expect(
      decideAttempt(null, { windowStart: 1000, failures: THROTTLE.sourceMaxFailures - 1 }, 1100),
    ).toEqual({ kind: 'allowed' });
  });

  it('never asks to wait longer than the cap, nor a negative time', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10 ** 6), fc.nat(10 ** 6), (failures, last, now) => {
        const decision = decideAttempt(account(failures, last), null, now);
        return (
          decision.kind !== 'wait' ||
          (decision.retryAfterSeconds > 0 && decision.retryAfterSeconds <= THROTTLE.maxDelaySeconds)
        );
      }),
    );
  });
});
