import type { SessionClaims } from '@shared/identity/access';
import { describe, expect, it } from 'vitest';
import { claimsFor } from '../../test/support/claims';
import { type Standing, sessionEnd } from './session-end';

const claims = (overrides: Partial<SessionClaims> = {}): SessionClaims => ({
  ...claimsFor({ role: 'member', companyId: 'c1', userId: 'u1' }),
  exp: 0,
  sid: 's1',
  sv: 2,
  ...overrides,
});

const standing = (
  person: Partial<NonNullable<Standing['person']>> | null,
  companies: [string, boolean][] = [['c1', true]],
): Standing => ({
  person: person && { active: true, role: 'member', sessionEpoch: 2, ...person },
  companies: new Map(companies),
});

describe('sessionEnd', () => {
  it('lets a session act while nothing has changed', () => {
    expect(sessionEnd(claims(), standing({}))).toBeNull();
    expect(sessionEnd(claims(), standing({ endedSessions: new Set(['99:s2', '12:other']) }))).toBeNull();
  });

  it.each<[string, Standing, string]>([
    ['the person is gone', standing(null), 'person_gone'],
    ['the person is deactivated', standing({ active: false }), 'person_inactive'],
    ['the person has no active flag', standing({ active: undefined }), 'person_inactive'],
    ['the company is deactivated', standing({}, [['c1', false]]), 'company_inactive'],
    ['the company is gone', standing({}, []), 'company_inactive'],
    ['the role changed', standing({ role: 'client_admin' }), 'role_changed'],
    ['the password changed since', standing({ sessionEpoch: 3 }), 'version'],
    ['this session was signed out of', standing({ endedSessions: new Set(['1893456000:s1']) }), 'signed_out'],
  ])('ends it when %s', (_, given, reason) => {
    expect(sessionEnd(claims(), given)).toBe(reason);
  });

  it('reads a missing session version as 0', () => {
    expect(sessionEnd(claims({ sv: 0 }), standing({ sessionEpoch: undefined }))).toBeNull();
  });

  it('after a company switch, needs both the home company and the one acted for', () => {
    const switched = claims({ company: 'child', home_company: 'c1' });
    expect(
      sessionEnd(
        switched,
        standing({}, [
          ['c1', true],
          ['child', true],
        ]),
      ),
    ).toBeNull();
    expect(
      sessionEnd(
        switched,
        standing({}, [
          ['c1', true],
          ['child', false],
        ]),
      ),
    ).toBe('company_inactive');
    expect(
      sessionEnd(
        switched,
        standing({}, [
          ['c1', false],
          ['child', true],
        ]),
      ),
    ).toBe('company_inactive');
  });

  it('ends it for good once a company it goes through was deactivated, active again or not', () => {
    const active = (epochs: [string, number][], companies: [string, boolean][] = [['c1', true]]) => ({
      ...standing({}, companies),
      companyEpochs: new Map(epochs),
    });
    // Issued before the deactivation (version 0), read after the company is active again (version 1).
    expect(sessionEnd(claims(), active([['c1', 1]]))).toBe('company_inactive');
    expect(sessionEnd(claims({ cv: { c1: 1 } }), active([['c1', 1]]))).toBeNull();
    const switched = claims({ company: 'child', home_company: 'c1', cv: { c1: 0, child: 2 } });
    const both: [string, boolean][] = [
      ['c1', true],
      ['child', true],
    ];
    expect(sessionEnd(switched, active([['child', 2]], both))).toBeNull();
    expect(sessionEnd(switched, active([['child', 3]], both))).toBe('company_inactive');
    expect(
      sessionEnd(
        switched,
        active(
          [
            ['c1', 1],
            ['child', 2],
          ],
          both,
        ),
      ),
    ).toBe('company_inactive');
  });
});
