import { describe, expect, it } from 'vitest';
import type { Company } from './company-store';
import { maySwitch } from './switching';

const company = (companyId: string, parentCompanyId?: string, active = true): Company => ({
  companyId,
  name: companyId,
  parentCompanyId,
  kind: 'merchant',
  active,
  createdAt: '2026-01-01T00:00:00Z',
});

const root = company('root');
const child = company('child', 'root');
const grandchild = company('grandchild', 'child');
const stranger = company('stranger');

describe('maySwitch', () => {
  it('lets a platform admin act for any active company', () => {
    expect(maySwitch('platform_admin', 'platform', stranger, [stranger])).toBe(true);
    expect(maySwitch('platform_admin', 'platform', company('closed', undefined, false), [])).toBe(false);
  });

  it('lets a client admin act for their company and those below it, not above or beside', () => {
    expect(maySwitch('client_admin', 'root', grandchild, [grandchild, child, root])).toBe(true);
    expect(maySwitch('client_admin', 'root', root, [root])).toBe(true);
    expect(maySwitch('client_admin', 'child', root, [root])).toBe(false);
    expect(maySwitch('client_admin', 'root', stranger, [stranger])).toBe(false);
  });

  it('never lets members or provider staff switch', () => {
    expect(maySwitch('member', 'root', child, [child, root])).toBe(false);
    expect(maySwitch('provider_staff', 'root', child, [child, root])).toBe(false);
  });

  it('refuses an unknown company', () => {
    expect(maySwitch('platform_admin', 'platform', null, [])).toBe(false);
  });
});
