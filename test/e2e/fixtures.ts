/** The browser tests' fixtures: the local stack's address, screenshots kept as artifacts, signing in. */

import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { sessionToken } from '../support/callers';
import { finishGuidance, showDemoNotes } from '../support/guidance';

/** reCAPTCHA is on in the browser-test stack: by default its script is a stand-in that passes. */
export const RECAPTCHA_SCRIPT = /https:\/\/www\.google\.com\/recaptcha\/api\.js.*/;
export const fakeRecaptcha = (token: string) =>
  `window.grecaptcha = { ready(callback) { callback(); }, execute() { return Promise.resolve(${JSON.stringify(token)}); } };`;

export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  baseURL: async ({}, use) => {
    await use(process.env.PA_BASE_URL);
  },
  page: async ({ page }, use) => {
    await page.route(RECAPTCHA_SCRIPT, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: fakeRecaptcha('good-token') }),
    );
    // A message the page's catalog areas lack (web/src/app/provider.tsx says it in the console)
    // fails the test that showed it: the catalog loads by area with each page.
    const missing: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('[parcel-audit]'))
        missing.push(message.text());
    });
    await use(page);
    expect(missing, 'messages missing from the loaded catalog').toEqual([]);
  },
});

export { expect };

/** No axe-core violation on the page as it stands (WCAG 2.1 A and AA rules). */
export async function expectAccessible(page: Page) {
  // What is still fading or sliding in (a tour's step, a pop-up) is checked as it will stand, not
  // half-transparent: wait for the page's finite animations and transitions to end.
  await page
    .waitForFunction(
      "document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity)",
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
    // What axe saw, for the report: each node's markup and why it fails.
    violations
      .flatMap((violation) => violation.nodes.map((node) => `${node.html}\n${node.failureSummary ?? ''}`))
      .join('\n'),
  ).toEqual([]);
}

/** Saves a full-page screenshot under test-results/screenshots/ and attaches it to the report. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  mkdirSync('test-results/screenshots', { recursive: true });
  const path = `test-results/screenshots/${name}.png`;
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * Signs in without the sign-in form: a session token signed through the stack's KMS stand-in, as
 * the back end signs them, stored where the app keeps it, for a person who exists as the server
 * checks on every request (`userId` apart from the shared ones, for a test that ends its session).
 * The person's guided tours are finished and the release notes published so far shown, unless
 * `guidance` asks to see them (test/e2e/guidance.spec.ts): then only the demo's own notes are shown.
 */
/**
 * The script that keeps a session token where the app reads it, once per page: a later full page
 * load (the site's /login after signing out) must not sign the person in again.
 */
export const storeTokenOnce = (token: string) => `(() => {
  const value = ${JSON.stringify(token)};
  if (location.origin === 'null' || sessionStorage.getItem('e2e-signed-in') === value) return;
  sessionStorage.setItem('e2e-signed-in', value);
  localStorage.setItem('parcel-audit.token', value);
})();`;

export async function signInAs(
  page: Page,
  role: 'member' | 'client_admin' | 'platform_admin',
  userId = `e2e-${role}`,
  options: { guidance?: boolean } = {},
): Promise<string> {
  const token = await sessionToken({
    role,
    companyId: 'demo-merchant',
    userId,
    first_name: 'Camille',
    last_name: 'Martin',
  });
  if (!options.guidance) await finishGuidance('demo-merchant', userId);
  // The demo's own notes would pop up first (the oldest first): only the test's are left to show.
  else await showDemoNotes('demo-merchant', userId);
  await page.addInitScript(storeTokenOnce(token));
  return token;
}

/**
 * Tracking numbers of the demo's UPS account (`DEMO-UPS-1`) at the sandbox carrier, of the scenarios
 * asked for. Each browser test claims for its own scenarios, so they never hold each other's parcels.
 */
export async function demoParcels(...scenarios: string[]): Promise<string[]> {
  return (await demoShipments())
    .filter((shipment) => scenarios.includes(shipment.scenario))
    .map((shipment) => shipment.trackingNumber);
}

/** The demo UPS account's shipments at the sandbox carrier, with when each left. */
export async function demoShipments(): Promise<
  { trackingNumber: string; scenario: string; shippedAt: string }[]
> {
  const state = (await (await fetch(`${process.env.PA_SANDBOX_URL}/_sandbox`)).json()) as {
    accounts: {
      carrier: string;
      username: string;
      shipments: { trackingNumber: string; scenario: string; shippedAt: string }[];
    }[];
  };
  const account = state.accounts.find((item) => item.carrier === 'ups' && item.username === 'DEMO-UPS-1');
  return account!.shipments;
}

/**
 * Parcels of a scenario shipped between `fromDays` and `toDays` days ago, newest first: within the
 * carriers' claim windows when recent, past them when old (UPS: 15 days for a late delivery, 60
 * after delivery for damage).
 */
export async function demoParcelsShipped(
  scenario: string,
  fromDays: number,
  toDays: number,
): Promise<string[]> {
  const day = 86_400_000;
  return (await demoShipments())
    .filter((shipment) => {
      const age = (Date.now() - Date.parse(shipment.shippedAt)) / day;
      return shipment.scenario === scenario && age >= fromDays && age <= toDays;
    })
    .sort((a, b) => b.shippedAt.localeCompare(a.shippedAt))
    .map((shipment) => shipment.trackingNumber);
}

/**
 * The demo account's late parcels long past UPS's 15 days, oldest last, without the two the Data
 * Needed test claims: the single claim's window test takes the last, the bulk one the one before.
 */
export async function lateParcelsPastWindow(): Promise<string[]> {
  const taken = new Set((await demoParcels('late', 'returned')).slice(0, 2));
  return (await demoParcelsShipped('late', 20, 200)).filter((parcel) => !taken.has(parcel));
}

/**
 * Signs in as the client admin of a company of their own that holds nothing yet (no carrier
 * account, no invoice, no teammate): a new merchant. Answers the company's id.
 */
export async function signInAsNewMerchant(page: Page): Promise<string> {
  const companyId = `e2e-new-${randomUUID().slice(0, 8)}`;
  const token = await sessionToken({
    role: 'client_admin',
    companyId,
    userId: `${companyId}-admin`,
    first_name: 'Lina',
    last_name: 'Moreau',
  });
  await finishGuidance(companyId, `${companyId}-admin`);
  await page.addInitScript(storeTokenOnce(token));
  return companyId;
}

/** The page fits the window: nothing scrolls sideways (tables scroll inside their own box). */
export async function expectNoSidewaysScroll(page: Page, width: number) {
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.scrollWidth'))
    .toBeLessThanOrEqual(width);
}

/**
 * The page as it stands at 1366 px and on a 390 px phone: its heading shown, fitting the window,
 * accessible, and kept as a screenshot at each width; then back to 1366 px.
 */
export async function atBothWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, width);
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}
