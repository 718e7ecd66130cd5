/**
 * Billing and Subscription in the browser: the client admin sees the plan with its price, overage
 * price and success fee, a member is told who sees them, in English and French at 1366 and 390 px;
 * the free audit month's end; Home's bundle card; no bundle message below 80 %; a platform admin
 * puts the company on a plan from the Admin Panel. The demo company has no stored plan at first (it
 * is on the free audit month from its creation): each test puts it on what it needs, and the plan
 * found first is put back at the end. The 80 % message and the banner are covered by the component
 * tests: the smallest bundle (2,000 parcels) is far above what the demo company's invoices hold.
 */
import type { Page, TestInfo } from '@playwright/test';
import { sessionToken } from '../support/callers';
import { expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures';

const DEMO = 'demo-merchant';
const SUBSCRIPTION = '/api/private/billing/subscription';
const firstOfThisMonth = () => `${new Date().toISOString().slice(0, 7)}-01`;

type Plan = { planId: string; startDate: string };
let found: Plan | null = null;

async function platformAdminToken(): Promise<string> {
  return sessionToken({
    role: 'platform_admin',
    companyId: 'parcel-audit-platform',
    userId: 'e2e-billing-ops',
  });
}

/** A platform admin puts the demo company on a plan from a day. */
async function setPlan(plan: Plan) {
  const response = await fetch(
    `${process.env.PA_BASE_URL}/api/private/admin/companies/${DEMO}/subscription`,
    {
      method: 'PUT',
      headers: { authorization: `Bearer ${await platformAdminToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify(plan),
    },
  );
  expect(response.status).toBe(200);
}

/** The demo company's subscription, as its client admin reads it. */
async function readPlan(): Promise<Plan> {
  const token = await sessionToken({ role: 'client_admin', companyId: DEMO, userId: 'e2e-client_admin' });
  const response = await fetch(`${process.env.PA_BASE_URL}${SUBSCRIPTION}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Plan;
}

test.beforeAll(async () => {
  const { planId, startDate } = await readPlan();
  found = { planId, startDate };
});

test.afterAll(async () => {
  // Whatever happened, the demo company is left on the plan the tests found.
  if (found) await setPlan(found);
});

/** The page fits the window. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.scrollWidth'))
    .toBeLessThanOrEqual(width);
}

/** The Subscription panel's value for a term. */
const fact = (page: Page, term: string) =>
  page
    .getByRole('region', { name: /^(Subscription|Abonnement)$/ })
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd');

/** Kept at both widths, fitting the window, accessible. */
async function atBothWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(page.getByRole('meter')).toBeVisible();
    await expectNoSidewaysScroll(page, width);
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, `${name}-${width}`);
  }
}

test('the client admin sees the plan with its price, overage price and success fee, in English and French', async ({
  page,
}, testInfo) => {
  await setPlan({ planId: 'growth', startDate: firstOfThisMonth() });
  await signInAs(page, 'client_admin');
  await page.goto('/billing');

  await expect(page.getByRole('heading', { name: 'Billing and Subscription', level: 1 })).toBeVisible();
  await expect(fact(page, 'Plan')).toHaveText('Growth');
  await expect(fact(page, 'Billing cycle')).toHaveText('Monthly');
  await expect(fact(page, 'End date')).toHaveText('None: it runs until cancelled');
  await expect(fact(page, 'Parcels included each month')).toHaveText('10,000 parcels');
  await expect(fact(page, 'Price')).toHaveText('€149.00 per month, excluding VAT');
  await expect(fact(page, 'Each parcel past the bundle')).toHaveText('€0.02 per parcel, excluding VAT');
  await expect(fact(page, 'Success fee')).toHaveText('25% of each refund the carriers credit');
  const usage = page.getByRole('region', { name: 'Bundle usage this month' });
  await expect(usage.getByRole('meter', { name: /^Bundle used in / })).toBeVisible();
  await expect(usage).toContainText(/[\d,]+ of 10,000 parcels \(\d+%\)/);
  await expect(usage).toContainText('Within your bundle');
  await expect(usage).toContainText(/[\d,]+ parcels? since your first audit/);
  await expect(page.getByRole('region', { name: 'Invoices, credit notes and statements' })).toBeVisible();
  // Below 80 %: no message, here or on the other pages.
  await expect(page.getByRole('status')).toHaveCount(0);
  await atBothWidths(page, testInfo, 'billing-admin-en');

  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Facturation et abonnement', level: 1 })).toBeVisible();
  await expect(fact(page, 'Offre')).toHaveText('Growth');
  await expect(fact(page, 'Prix')).toHaveText(/^149,00\s€ HT par mois$/);
  await expect(fact(page, 'Commission de succès')).toHaveText(/^25\s% de chaque remboursement/);
  await expect(page.getByRole('region', { name: 'Utilisation du forfait ce mois-ci' })).toContainText(
    /colis sur 10\s000/,
  );
  await atBothWidths(page, testInfo, 'billing-admin-fr');
});

test('a member is told the prices and fees are shown to the company’s admin, in English and French', async ({
  page,
}, testInfo) => {
  await setPlan({ planId: 'scale', startDate: firstOfThisMonth() });
  await signInAs(page, 'member');
  await page.goto('/billing');

  await expect(fact(page, 'Plan')).toHaveText('Scale');
  await expect(fact(page, 'Billing cycle')).toHaveText('Yearly');
  await expect(page.getByText('Prices and fees are shown to your company’s admin.')).toBeVisible();
  await expect(fact(page, 'Price')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('€');
  await atBothWidths(page, testInfo, 'billing-member-en');

  await page.getByLabel('Language').selectOption('fr');
  await expect(fact(page, 'Facturation')).toHaveText('Annuel');
  await expect(
    page.getByText('Les prix et commissions sont affichés à l’administrateur de votre entreprise.'),
  ).toBeVisible();
  await atBothWidths(page, testInfo, 'billing-member-fr');
});

test('on the free audit month, Billing and Home say when it ends, and no bundle message shows below 80 %', async ({
  page,
}, testInfo) => {
  const today = new Date().toISOString().slice(0, 10);
  await setPlan({ planId: 'free_audit', startDate: today });
  await signInAs(page, 'client_admin');
  await page.goto('/billing');

  await expect(fact(page, 'Plan')).toHaveText('Free audit month');
  await expect(fact(page, 'Price')).toHaveText('Free');
  await expect(
    page.getByText(/^Your free audit month ends on .+\. To keep your carrier invoices audited/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact us to choose your plan' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'billing-free-month-1366-en');

  await page.goto('/home');
  const card = page.getByRole('region', { name: 'Bundle usage' });
  await expect(card).toContainText('Plan: Free audit month');
  await expect(card.getByRole('meter', { name: /^Bundle used in / })).toBeVisible();
  await expect(card).toContainText(/of 2,000 parcels/);
  await expect(card).toContainText('Your free audit month ends on');
  await expect(page.getByText(/of this month’s bundle/)).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'home-bundle-card-1366-en');
  await card.getByRole('link', { name: 'See billing and subscription' }).click();
  await expect(page).toHaveURL(/\/billing$/);

  // Another page: no banner below 80 %.
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See your usage' })).toHaveCount(0);
  await expect(page.getByText(/of this month’s bundle/)).toHaveCount(0);
});

test('a platform admin puts the company on a plan from the Admin Panel, and Billing shows it', async ({
  page,
}, testInfo) => {
  await setPlan({ planId: 'free_audit', startDate: firstOfThisMonth() });
  await signInAs(page, 'platform_admin', 'e2e-billing-admin-panel');
  await page.goto('/adminPanel/companies/demo-merchant');

  // The company's own page names it by its name (the admin does not act for it).
  const form = page.getByRole('form', { name: 'Subscription of Demo Merchant' });
  await expect(form.getByLabel('Plan')).toHaveValue('free_audit');
  await form.getByLabel('Plan').selectOption('starter');
  await form.getByLabel('Start date').fill(firstOfThisMonth());
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toContainText('Saved: Starter from');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'admin-subscription-saved');
  const stored = await readPlan();
  expect([stored.planId, stored.startDate]).toEqual(['starter', firstOfThisMonth()]);

  // A start date that is not a day is refused beside its field, before anything is sent.
  await form.getByLabel('Start date').fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This value is not valid')).toBeVisible();
  await expect(form.getByLabel('Start date')).toHaveAttribute('aria-invalid', 'true');

  await page.goto('/billing');
  await expect(fact(page, 'Plan')).toHaveText('Starter');
  await expect(fact(page, 'Price')).toHaveText('€49.00 per month, excluding VAT');
  await expect(fact(page, 'Each parcel past the bundle')).toHaveText('€0.03 per parcel, excluding VAT');
});
