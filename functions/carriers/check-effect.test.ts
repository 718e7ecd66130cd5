import { CHECK_OUTCOMES } from '@shared/carriers/credentials';
import { describe, expect, it } from 'vitest';
import { type CheckedState, checkEffect } from './check-effect';

const AT = '2026-11-22T03:00:00.000Z';
const active: CheckedState = { status: 'active', statusReason: null, checkedAt: '2026-11-01T03:00:00.000Z' };
const failing: CheckedState = {
  status: 'not_working',
  statusReason: 'invalid_credentials',
  checkedAt: '2026-11-01T03:00:00.000Z',
};

describe('a check’s effect on a credential', () => {
  it.each([
    ['working', failing, { status: 'active', statusReason: null, checkedAt: AT }],
    [
      'invalid_credentials',
      active,
      { status: 'not_working', statusReason: 'invalid_credentials', checkedAt: AT },
    ],
    ['account_locked', active, { status: 'not_working', statusReason: 'account_locked', checkedAt: AT }],
    ['unreachable', active, active],
    ['unreachable', failing, failing],
    ['no_connector', active, active],
    ['no_connector', failing, failing],
  ] as const)('%s on %o', (outcome, before, after) => {
    expect(checkEffect(before, outcome, AT)).toEqual(after);
  });

  it('only a refusal by the carrier ever makes a credential not working', () => {
    for (const outcome of CHECK_OUTCOMES) {
      const after = checkEffect(active, outcome, AT);
      expect(after.status === 'not_working').toBe(
        outcome === 'invalid_credentials' || outcome === 'account_locked',
      );
    }
  });
});
