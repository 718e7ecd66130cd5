/**
 * Home and the dashboards in the browser: a new merchant's getting-started checklist; the demo
 * merchant's cockpit (what needs it, refunds, carrier invoices, their files); every dashboard tab
 * at 1366 and 390 px in English and French; a custom graph shared with a teammate; a locked
 * company told to contact customer success. The demo merchant's figures come from one UPS
 * invoice audited first, dated a few days ago so that every period holds it.
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { generateInvoice } from '../../infra/local/invoice-generator';
import { sessionToken } from '../support/callers';
import { expect, expectAccessible, keepScreenshot, signInAs, signInAsNewMerchant, test } from './fixtures';

const DEMO = 'demo-merchant';
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await browser.newPage({ baseURL: process.env.PA_BASE_URL });
  // Tracking numbers of its own; the invoice dated 3 days ago (the generator's date is fixed).
  const prefix = `1Z${String(randomInt(10_000_000, 99_999_999))}`;
  const invoice = generateInvoice('ups_billing_data', 24, 'dashboards');
  const text = invoice.text.replaceAll('1Z00000001', prefix).replaceAll('2026-11-05', day(3));
  await signInAs(page, 'client_admin');
  await page.goto('/carrier/invoices');
  await page.getByLabel('Carrier', { exact: true }).selectOption('ups');
  await page.locator('input[type=file]').setInputFiles({
    name: `ups-dashboards-${prefix.slice(2)}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  });
  await page.getByRole('link', { name: 'Follow it in My Invoices' }).click();
  await expect(page.getByRole('status')).toContainText('Audited', { timeout: 60_000 });
  await page.close();
});

/** A platform admin opens, locks or marks as being prepared a company's dashboards. */
async function setDashboards(state: 'open' | 'locked' | 'preparing') {
  const token = await sessionToken({
    role: 'platform_admin',
    companyId: 'parcel-audit-platform',
    userId: 'e2e-dashboards-ops',
  });
  const response = await fetch(`${process.env.PA_BASE_URL}/api/private/admin/companies/${DEMO}/dashboards`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ state }),
  });
  expect(response.status).toBe(200);
}

/** The page fits the window (charts given the moment they take to follow a resize). */
async function expectNoSidewaysScroll(page: Page, width: number) {
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.scrollWidth'))
    .toBeLessThanOrEqual(width);
}

test('a new merchant sees the getting-started checklist instead of empty charts', async ({
  page,
}, testInfo) => {
  await signInAsNewMerchant(page);
  await page.goto('/home');

  const checklist = page.getByRole('region', { name: 'Getting started' });
  await expect(checklist).toContainText('0 of 4 steps done.');
  const steps = checklist.getByRole('listitem');
  await expect(steps).toHaveCount(4);
  const expected = [
    ['Add a carrier account', '/carrier/information'],
    ['Upload a carrier invoice', '/carrier/invoices'],
    ['Read the audit of your invoice', '/invoiceControl/myInvoices'],
    ['Invite your team', '/team'],
  ] as const;
  for (const [index, [name, href]] of expected.entries()) {
    await expect(steps.nth(index)).toContainText('To do');
    await expect(steps.nth(index).getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(checklist).toContainText('your figures will show here');
  await expect(page.getByRole('region', { name: 'Carrier invoices' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Refunds, past 12 months' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Needs you now' })).toContainText(
    'Nothing needs you right now.',
  );
  // A new company is on the free audit month from the day it was created.
  const bundle = page.getByRole('region', { name: 'Bundle usage' });
  await expect(bundle).toContainText('Plan: Free audit month');
  await expect(bundle.getByRole('meter', { name: /^Bundle used in / })).toBeVisible();
  await expect(bundle).toContainText('Your free audit month ends on');
  await expect(page.getByRole('region', { name: /Data integration report/ })).toContainText(
    'No sales data yet',
  );
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'home-new-merchant-en');

  // Its dashboards say why there is nothing yet rather than drawing flat lines.
  await page.goto('/dashboards');
  await expect(page.getByRole('figure', { name: 'Spend per month' })).toContainText(
    'No carrier invoice audited in this period yet, so no spend to show.',
  );

  await page.goto('/home');
  await page.getByLabel('Language').selectOption('fr');
  const premiersPas = page.getByRole('region', { name: 'Premiers pas' });
  await expect(premiersPas).toContainText('0 étape faite sur 4.');
  await expect(premiersPas.getByText('À faire')).toHaveCount(4);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'home-new-merchant-fr');
  await premiersPas.getByRole('link', { name: 'Ajouter un compte transporteur' }).click();
  await expect(page).toHaveURL(/\/carrier\/information$/);
});

test('the demo merchant’s Home shows what needs it, its refunds and its carrier invoices, with their files', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'client_admin');
  await page.goto('/home');

  await expect(page.getByRole('region', { name: 'Needs you now' })).toBeVisible();
  const refunds = page.getByRole('region', { name: 'Refunds, past 12 months' });
  for (const kind of ['Requested', 'Confirmed', 'Credited']) await expect(refunds).toContainText(kind);
  const invoices = page.getByRole('region', { name: 'Carrier invoices' });
  const monthly = invoices.getByRole('figure', { name: 'Carrier invoices per month, by carrier' });
  await expect(monthly.getByRole('img', { name: /Carrier invoices per month/ })).toBeVisible();
  await monthly.getByText('Show the figures as a table').click();
  const table = monthly.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'UPS' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Invoices' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(
    page.getByRole('region', { name: 'Bundle usage' }).getByRole('meter', { name: /^Bundle used in / }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: /Data integration report/ })).toBeVisible();
  // Every step done and figures to show: no checklist.
  await expect(page.getByRole('region', { name: 'Getting started' })).toHaveCount(0);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'home-demo-1366-en');

  const csv = page.waitForEvent('download');
  await monthly.getByRole('button', { name: /as CSV$/ }).click();
  const csvFile = await csv;
  expect(csvFile.suggestedFilename()).toBe('parcel-audit-carrier-invoices-monthly.csv');
  const rows = readFileSync((await csvFile.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(rows).toHaveLength(13);
  expect(rows[0]).toMatch(/^\ufeff?Month,.*UPS \(EUR\).*,Total \(EUR\),Invoices$/);
  expect(rows[12]).toMatch(new RegExp(`^${day(0).slice(0, 7)},`));
  const xlsx = page.waitForEvent('download');
  await monthly.getByRole('button', { name: /as XLSX$/ }).click();
  expect((await xlsx).suggestedFilename()).toBe('parcel-audit-carrier-invoices-monthly.xlsx');
  const png = page.waitForEvent('download');
  await monthly.getByRole('button', { name: /as PNG$/ }).click();
  const pngFile = await png;
  expect(pngFile.suggestedFilename()).toBe('parcel-audit-carrier-invoices-monthly.png');
  expect(
    readFileSync((await pngFile.path())!)
      .subarray(1, 4)
      .toString(),
  ).toBe('PNG');

  await invoices.getByLabel('Weekly').check();
  await expect(invoices.getByRole('figure', { name: 'Carrier invoices per week, by carrier' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(invoices.getByRole('img')).toBeVisible();
  await expectNoSidewaysScroll(page, 390);
  await keepScreenshot(page, testInfo, 'home-demo-390-en');

  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('region', { name: 'À traiter maintenant' })).toBeVisible();
  await expect(
    page.getByRole('figure', { name: 'Factures transporteurs par semaine, par transporteur' }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, 390);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'home-demo-390-fr');
});

const TABS = {
  en: {
    nav: 'Dashboards',
    heading: 'Dashboards',
    tabs: {
      spend: ['Spend', 'Spend per month'],
      savings: ['Savings', 'Found by the audit per month'],
      shipments: ['Shipments', 'Shipments per month'],
      scorecards: ['Scorecards', 'Carrier scorecards'],
      custom: ['Custom graphs', 'Build a graph'],
    },
  },
  fr: {
    nav: 'Tableaux de bord',
    heading: 'Tableaux de bord',
    tabs: {
      spend: ['Dépenses', 'Dépenses par mois'],
      savings: ['Économies', 'Montants trouvés par l’audit par mois'],
      shipments: ['Expéditions', 'Expéditions par mois'],
      scorecards: ['Bilans transporteurs', 'Bilans des transporteurs'],
      custom: ['Graphiques personnalisés', 'Créer un graphique'],
    },
  },
} as const;

/** Each tab with its title and its figures as a table, fitting the width, accessible, kept. */
async function visitTabs(page: Page, testInfo: TestInfo, lang: 'en' | 'fr', width: number) {
  const words = TABS[lang];
  await page.setViewportSize({ width, height: 900 });
  for (const [board, [tab, title]] of Object.entries(words.tabs)) {
    await page.goto(`/dashboards?board=${board}&period=12m`);
    await expect(page.getByRole('heading', { name: words.heading, level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: words.nav }).getByRole('link', { name: tab, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    if (board === 'scorecards') {
      const scorecards = page.getByRole('table', { name: title });
      await expect(scorecards.getByRole('rowheader', { name: 'UPS', exact: true })).toBeVisible();
      // The desk's figures (issue 38), in the table and in its file.
      const deskColumn = lang === 'en' ? 'Days to file' : 'Jours avant dépôt';
      await expect(scorecards.getByRole('columnheader', { name: deskColumn })).toBeVisible();
      if (width === 1366) {
        const download = page.waitForEvent('download');
        await page
          .getByRole('button', {
            name: `${lang === 'en' ? 'Download' : 'Télécharger'} ${title}`,
            exact: false,
          })
          .first()
          .click();
        const file = await download;
        expect(file.suggestedFilename()).toBe('parcel-audit-scorecards.csv');
        const text = await (await file.createReadStream()).toArray();
        expect(Buffer.concat(text).toString('utf8')).toContain(deskColumn);
      }
    } else if (board === 'custom') {
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    } else {
      const figure = page.getByRole('figure', { name: title, exact: true });
      await expect(figure.getByRole('img')).toBeVisible();
      await figure.locator('summary').click();
      await expect(figure.getByRole('table')).toBeVisible();
      await expect(figure.getByRole('table').getByRole('row')).toHaveCount(13);
    }
    await expectNoSidewaysScroll(page, width);
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, `dashboards-${board}-${width}-${lang}`);
  }
}

test('every dashboard tab shows its title and figures at 1366 and 390 px, in English', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAs(page, 'member');
  await visitTabs(page, testInfo, 'en', 1366);
  await visitTabs(page, testInfo, 'en', 390);
});

test('every dashboard tab shows its title and figures at 1366 and 390 px, in French', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInAs(page, 'member');
  await page.goto('/dashboards');
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Tableaux de bord', level: 1 })).toBeVisible();
  await visitTabs(page, testInfo, 'fr', 1366);
  await visitTabs(page, testInfo, 'fr', 390);
});

test('the tab and the period live in the address, so a link shows the same view', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto('/home');
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
  await expect(sidebar.nth(0)).toHaveText('Home');
  await expect(sidebar.nth(1)).toHaveText('Dashboards');
  await sidebar.nth(1).click();
  await expect(page).toHaveURL(/\/dashboards$/);
  await expect(page.getByRole('figure', { name: 'Spend per month' })).toBeVisible();

  await page.goto('/dashboards?board=shipments&period=30d');
  await expect(page.getByLabel('Period')).toHaveValue('30d');
  await expect(page.getByRole('figure', { name: 'Shipments per week', exact: true })).toBeVisible();
  await page.getByLabel('Period').selectOption('90d');
  await expect(page).toHaveURL(/board=shipments&period=90d/);
  await page.getByRole('link', { name: 'Spend', exact: true }).click();
  await expect(page).toHaveURL(/board=spend&period=90d/);
  await expect(page.getByRole('figure', { name: 'Spend per week', exact: true })).toBeVisible();
});

test('a custom graph one person saves is seen by a teammate, then removed by its author', async ({
  page,
  browser,
}, testInfo) => {
  const name = `Spend by country ${randomInt(1000, 9999)}`;
  const adminToken = await signInAs(page, 'client_admin');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/private/dashboard-graphs'))
      posts.push(request.url());
  });
  try {
    await page.goto('/dashboards?board=custom');
    await expect(page.getByText(/Your team keeps up to 20 graphs/)).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Figure').selectOption('spend');
    await page.getByLabel('Cut by').selectOption('destination');
    await page.getByLabel('Period', { exact: true }).selectOption('90d');
    await page.getByRole('button', { name: 'Save the graph' }).dblclick();
    await expect(
      page.getByRole('status').filter({ hasText: 'Graph saved: your team sees it below.' }),
    ).toBeVisible();
    expect(posts).toHaveLength(1);
    const mine = page.getByRole('listitem').filter({ has: page.getByRole('figure', { name }) });
    await expect(mine.getByRole('img')).toBeVisible();
    await expect(mine).toContainText('Spend by destination country · Last 90 days');
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'custom-graph-saved-en');

    // A teammate, in a browser of their own, sees it; they did not make it, so they cannot remove it.
    const context = await browser.newContext({ baseURL: process.env.PA_BASE_URL });
    const teammate = await context.newPage();
    await signInAs(teammate, 'member');
    await teammate.goto('/dashboards?board=custom');
    const theirs = teammate.getByRole('listitem').filter({ has: teammate.getByRole('figure', { name }) });
    await expect(theirs.getByRole('img')).toBeVisible();
    await expect(theirs).toContainText('Saved by e2e-client_admin@example.test');
    await expect(theirs.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await theirs.locator('summary').click();
    await expect(theirs.getByRole('rowheader', { name: 'France' })).toBeVisible();
    await expectAccessible(teammate);
    await keepScreenshot(teammate, testInfo, 'custom-graph-teammate-en');

    // Its author removes it, after saying yes.
    await mine.getByRole('button', { name: `Remove the graph ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Remove the graph “${name}”?` });
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(mine).toBeVisible();
    await mine.getByRole('button', { name: `Remove the graph ${name}` }).click();
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByRole('figure', { name })).toHaveCount(0);
    await teammate.reload();
    await expect(teammate.getByRole('heading', { name: /Your team’s graphs/ })).toBeVisible();
    await expect(teammate.getByRole('figure', { name })).toHaveCount(0);
    await context.close();
  } finally {
    // Whatever happened above, the demo company does not keep the graph.
    const headers = { authorization: `Bearer ${adminToken}` };
    const listed = await fetch(`${process.env.PA_BASE_URL}/api/private/dashboard-graphs`, { headers });
    const { graphs } = (await listed.json()) as { graphs: { graphId: string; name: string }[] };
    for (const graph of graphs.filter((item) => item.name === name))
      await fetch(`${process.env.PA_BASE_URL}/api/private/dashboard-graphs/${graph.graphId}`, {
        method: 'DELETE',
        headers,
      });
  }
});

test('a locked company is told to contact customer success on Home and Dashboards, not shown figures', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'member');
  try {
    await setDashboards('locked');
    await page.goto('/home');
    const panel = page.getByRole('region', { name: 'Dashboards unavailable' });
    await expect(panel).toContainText('Contact customer success');
    await expect(panel.getByRole('link', { name: 'Contact customer success' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expect(page.getByRole('region', { name: 'Carrier invoices' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'home-locked-en');

    await page.goto('/dashboards?board=savings&period=12m');
    await expect(page.getByRole('region', { name: 'Dashboards unavailable' })).toBeVisible();
    await expect(page.getByRole('figure')).toHaveCount(0);
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'dashboards-locked-en');
    await page.goto('/dashboards?board=custom');
    await expect(page.getByRole('region', { name: 'Dashboards unavailable' })).toBeVisible();

    await page.getByLabel('Language').selectOption('fr');
    await page.goto('/home');
    await expect(page.getByRole('region', { name: 'Tableaux de bord indisponibles' })).toContainText(
      'Contactez le service client',
    );
    await keepScreenshot(page, testInfo, 'home-locked-fr');

    await setDashboards('preparing');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Vos tableaux de bord arrivent bientôt' })).toContainText(
      'Nous préparons vos tableaux de bord',
    );
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'home-preparing-fr');
  } finally {
    await setDashboards('open');
  }
  await page.reload();
  await expect(page.getByRole('region', { name: 'Factures transporteurs' })).toBeVisible();
});
