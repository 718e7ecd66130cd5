/**
 * The bar of issue 40 in the browser: on a first `npm start` (the second stack global-setup.ts
 * starts, PA_PROD_URL, writes the demo's year as `npm start` does) the demo client admin's Home
 * shows a year of carrier invoices in a chart and a table, and Billing a table of invoices paid and
 * overdue and of statements; in English and French, at 1366 px and on a 390 px phone.
 */
import type { Page } from '@playwright/test';
import { DEMO_LOGINS } from '../../infra/local/seed';
import { expect as baseExpect, expectAccessible, keepScreenshot, test } from './fixtures';

// Pages load their code and the server answers slower when the machine is busy: waits are longer.
const expect = baseExpect.configure({ timeout: 20_000 });
const admin = DEMO_LOGINS.find((login) => login.role === 'client_admin')!;

const WORDS = {
  en: {
    signIn: 'Sign in',
    invoices: 'Carrier invoices',
    perMonth: 'Carrier invoices per month, by carrier',
    showTable: 'Show the figures as a table',
    documents: 'Invoices, credit notes and statements',
    paid: 'Paid',
    overdue: 'Overdue',
  },
  fr: {
    signIn: 'Se connecter',
    invoices: 'Factures transporteurs',
    perMonth: 'Factures transporteurs par mois, par transporteur',
    showTable: 'Afficher les chiffres sous forme de tableau',
    documents: 'Factures, avoirs et relevés',
    paid: 'Payée',
    overdue: 'En retard',
  },
} as const;

async function signIn(page: Page, locale: 'en' | 'fr') {
  // A first sign-in opens Home's tour and the newest release note: a person closes them with Escape.
  for (const overlay of [
    page.locator('.driver-popover[role="dialog"]'),
    page.getByRole('dialog', { name: /^(What’s new|Nouveautés)$/ }),
  ])
    await page.addLocatorHandler(overlay, () => page.keyboard.press('Escape'));
  await page.goto(`${process.env.PA_PROD_URL}${locale === 'fr' ? '/fr' : ''}/login`);
  await page.getByLabel(locale === 'fr' ? 'Adresse e-mail' : 'E-mail address').fill(admin.email);
  await page.getByLabel(locale === 'fr' ? 'Mot de passe' : 'Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: WORDS[locale].signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}

for (const locale of ['en', 'fr'] as const) {
  test(`the demo's year fills Home and Billing on a first start (${locale})`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    expect(process.env.PA_PROD_URL, 'the second stack is started by global-setup.ts').toBeTruthy();
    const words = WORDS[locale];
    await page.setViewportSize({ width: 1366, height: 900 });
    // The release note's pop-up fades out on its own: axe would measure it half transparent.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, locale);

    // Home: the chart of a year of carrier invoices, and its figures as a table of 12 months.
    const monthly = page
      .getByRole('region', { name: words.invoices })
      .getByRole('figure', { name: words.perMonth });
    await expect(monthly.getByRole('img', { name: new RegExp(words.perMonth) })).toBeVisible();
    await monthly.getByText(words.showTable).click();
    const figures = monthly.getByRole('table');
    await expect(figures.getByRole('row')).toHaveCount(13);
    // FedEx bills the demo in dollars (its export's layout): counted, its amounts named apart.
    for (const carrier of ['UPS', 'DHL Express', 'Colissimo', 'Chronopost'])
      await expect(figures.getByRole('columnheader', { name: carrier })).toBeVisible();
    await expect(monthly).toContainText('USD');
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, `demo-year-home-1366-${locale}`);

    // Billing: the documents of a year, paid, one overdue, statements.
    await page.goto(`${process.env.PA_PROD_URL}/billing`);
    const documents = page.getByRole('region', { name: words.documents });
    const rows = documents.getByRole('row');
    await expect(rows.filter({ hasText: words.overdue }).first()).toBeVisible();
    await expect(rows.filter({ hasText: words.paid }).nth(9)).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, `demo-year-billing-1366-${locale}`);

    // On a phone: the same, each document a card, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(rows.filter({ hasText: words.overdue }).first()).toBeVisible();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, `demo-year-billing-390-${locale}`);
    await page.goto(`${process.env.PA_PROD_URL}/home`);
    await expect(monthly.getByRole('img', { name: new RegExp(words.perMonth) })).toBeVisible();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await keepScreenshot(page, testInfo, `demo-year-home-390-${locale}`);
    await expectAccessible(page);
  });
}
