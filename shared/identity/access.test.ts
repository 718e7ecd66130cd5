import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, ROLES, roleMeetsAccess } from './access';

describe('roleMeetsAccess', () => {
  const expected: Record<string, Record<string, boolean>> = {
    anonymous: {
      public: true,
      user: false,
      client_admin: false,
      platform_admin: false,
      desk: false,
      integration: false,
    },
    member: {
      public: true,
      user: true,
      client_admin: false,
      platform_admin: false,
      desk: false,
      integration: false,
    },
    provider_staff: {
      public: true,
      user: true,
      client_admin: false,
      platform_admin: false,
      desk: true,
      integration: false,
    },
    client_admin: {
      public: true,
      user: true,
      client_admin: true,
      platform_admin: false,
      desk: false,
      integration: false,
    },
    platform_admin: {
      public: true,
      user: true,
      client_admin: true,
      platform_admin: true,
      desk: true,
      integration: false,
    },
  };

  for (const role of [null, ...ROLES]) {
    for (const access of ACCESS_LEVELS) {
      const name = role ?? 'anonymous';
      it(`${name} on ${access} is ${expected[name]?.[access]}`, () => {
        expect(roleMeetsAccess(role, access)).toBe(expected[name]?.[access]);
      });
    }
  }
});
