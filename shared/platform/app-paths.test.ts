/** Which page paths are the app's: the one list the local server and CloudFront answer 404 by. */
import { describe, expect, it } from 'vitest';
import { APP_PATHS, isAppPath } from './app-paths';

describe('isAppPath', () => {
  it('knows every page of the route table', () => {
    for (const path of Object.values(APP_PATHS))
      expect(isAppPath(path.replace(/:\w+/g, 'x1')), path).toBe(true);
  });

  it.each([
    '/',
    '/home/',
    '/HOME',
    '/billing/checkout/pay-1',
    '/404',
    '/adminPanel/unpaid',
    '/adminPanel/companies/c-1',
  ])('takes %s as the app’s', (path) => {
    expect(isAppPath(path)).toBe(true);
  });

  it.each([
    '/no-such-page',
    '/claimCenter/whatever',
    '/billing/checkout',
    '/billing/checkout/a/b',
    '/home/x',
    '/adminPanel/no-such-section',
    '/adminPanel/companies/c-1/more',
  ])('refuses %s', (path) => {
    expect(isAppPath(path)).toBe(false);
  });
});
