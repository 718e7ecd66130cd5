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
  await expect(fact(page, 'Billing cycle')).toHaveText('Monthly');
  await expect(page.getByText('Prices and fees are shown to your company’s admin.')).toBeVisible();
  await expect(fact(page, 'Price')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('€');
  await atBothWidths(page, testInfo, 'billing-member-en');

  await page.getByLabel('Language').selectOption('fr');
  await expect(fact(page, 'Facturation')).toHaveText('Mensuel');
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
  await expect(fact(page, 'Price')).toHaveText('Free for the first month');
  await expect(
    page.getByText(/^Your free audit month ends on .+\. To keep your carrier invoices audited/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose your plan' })).toHaveAttribute(
    'href',
    '/billing#plans',
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

/** The Plans region of Billing, and a plan's card in it. */
const plans = (page: Page) => page.getByRole('region', { name: /^(Plans|Offres)$/ });
const change = (page: Page) =>
  page.getByRole('region', { name: /^(Before you confirm|Avant de confirmer)$/ });

/** Accessible and fitting the window at both widths (the plans, the preview or the sandbox's page). */
async function checkedAtBothWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectNoSidewaysScroll(page, width);
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, `${name}-${width}`);
  }
}

test('from the free month, the client admin chooses a plan: the preview, the card’s authentication declined then passed', async ({
  page,
}, testInfo) => {
  const today = new Date().toISOString().slice(0, 10);
  await setPlan({ planId: 'free_audit', startDate: today });
  await signInAs(page, 'client_admin');
  await page.goto('/billing');

  await page.getByRole('link', { name: 'Choose your plan' }).click();
  await expect(plans(page).getByRole('listitem').filter({ hasText: 'Growth' })).toContainText(
    '€149 per month',
  );
  await plans(page).getByRole('button', { name: 'Choose Growth' }).click();
  await expect(change(page)).toContainText(/^Before you confirmGrowth starts on .+\./);
  await expect(change(page)).toContainText('Your bank asks you to authenticate the card');
  await expect(change(page).getByRole('heading', { name: 'Before you confirm' })).toBeFocused();
  await checkedAtBothWidths(page, testInfo, 'plans-preview-en');

  // The bank declines: the plan is unchanged.
  await page.setViewportSize({ width: 1366, height: 900 });
  await change(page).getByRole('button', { name: 'Continue to card authentication' }).click();
  await expect(page).toHaveURL(/\/billing\/authorize\//);
  await expect(page.getByRole('heading', { name: 'Authenticate your card for Growth' })).toBeVisible();
  await checkedAtBothWidths(page, testInfo, 'plans-authorize-en');
  await page.getByRole('button', { name: 'The bank declines' }).click();
  await expect(page.getByRole('status')).toHaveText('Declined: the plan is unchanged');
  await page.getByRole('link', { name: 'Back to Billing' }).click();
  await expect(
    page.getByText('Your bank declined the card’s authentication: your plan is unchanged.'),
  ).toBeVisible();
  await expect(fact(page, 'Plan')).toHaveText('Free audit month');
  await expect(fact(page, 'Next')).toHaveCount(0);

  // Passed: Growth follows the free month.
  await plans(page).getByRole('button', { name: 'Choose Growth' }).click();
  await change(page).getByRole('button', { name: 'Continue to card authentication' }).click();
  await page.getByRole('button', { name: 'Authenticate the card' }).click();
  await expect(page.getByRole('status')).toHaveText('Authenticated: the plan is changed');
  await page.getByRole('link', { name: 'Back to Billing' }).click();
  await expect(page.getByText('Your card is authenticated and your plan is changed.')).toBeVisible();
  await expect(fact(page, 'Next')).toHaveText(/^Growth from /);
  await expect(plans(page).getByRole('listitem').filter({ hasText: 'Growth' })).toContainText(/From /);
  await expect(page.getByRole('link', { name: 'Choose your plan' })).toHaveCount(0);
  await checkedAtBothWidths(page, testInfo, 'plans-chosen-en');
});

test('in French on a phone, the client admin moves down, keeps the plan, then cancels it; a double click sends once', async ({
  page,
}, testInfo) => {
  await setPlan({ planId: 'growth', startDate: firstOfThisMonth() });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'client_admin');
  await page.goto('/billing');
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Facturation et abonnement', level: 1 })).toBeVisible();

  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/billing/plan-change'))
      sent.push(request.url());
  });
  await plans(page).getByRole('button', { name: 'Descendre à Starter' }).click();
  await expect(change(page)).toContainText(
    /Vous gardez Growth jusqu’à la fin du mois\u00a0; Starter démarre le 1/,
  );
  await expect(change(page)).toContainText(/49,00\s€ HT/);
  await checkedAtBothWidths(page, testInfo, 'plans-downgrade-fr');
  await page.setViewportSize({ width: 390, height: 844 });
  await change(page).getByRole('button', { name: 'Confirmer le changement' }).dblclick();
  await expect(plans(page).getByRole('status')).toHaveText('C’est fait\u00a0: votre abonnement est à jour.');
  expect(sent).toHaveLength(1);
  await expect(fact(page, 'Ensuite')).toHaveText(/^Starter à partir du 1/);

  await plans(page).getByRole('button', { name: 'Garder Growth' }).click();
  await expect(change(page)).toContainText(
    'Le changement prévu pour la fin du mois est retiré\u00a0: Growth continue.',
  );
  await change(page).getByRole('button', { name: 'Confirmer le changement' }).click();
  await expect(fact(page, 'Ensuite')).toHaveCount(0);

  await plans(page).getByRole('button', { name: 'Résilier mon offre' }).click();
  await expect(change(page)).toContainText('Votre offre Growth prend fin à la fin du mois');
  await change(page).getByRole('button', { name: 'Confirmer le changement' }).click();
  await expect(fact(page, 'Ensuite')).toHaveText(/^Aucune offre à partir du 1/);
  await expect(plans(page).getByRole('button', { name: 'Résilier mon offre' })).toHaveCount(0);
  await checkedAtBothWidths(page, testInfo, 'plans-cancelled-fr');
});

test('the client admin upgrades on a phone: this month prorated, the card authenticated, the new plan today', async ({
  page,
}, testInfo) => {
  await setPlan({ planId: 'starter', startDate: firstOfThisMonth() });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'client_admin');
  await page.goto('/billing#plans');

  await plans(page).getByRole('button', { name: 'Upgrade to Growth' }).click();
  await expect(change(page)).toContainText(/^Before you confirmYou move from Starter to Growth today, /);
  await expect(
    change(page)
      .getByRole('term')
      .filter({ hasText: /^Subscription for / }),
  ).toBeVisible();
  await expect(
    change(page).getByRole('term').filter({ hasText: 'What the change adds to that month' }),
  ).toBeVisible();
  await checkedAtBothWidths(page, testInfo, 'plans-upgrade-en');
  await page.setViewportSize({ width: 390, height: 844 });
  await change(page).getByRole('button', { name: 'Continue to card authentication' }).click();
  await page.getByRole('button', { name: 'Authenticate the card' }).click();
  await page.getByRole('link', { name: 'Back to Billing' }).click();
  await expect(fact(page, 'Plan')).toHaveText('Growth');
  await expect(fact(page, 'Price')).toHaveText('€149.00 per month, excluding VAT');
  await expect(plans(page).getByRole('button', { name: 'Move down to Starter' })).toBeVisible();
});
