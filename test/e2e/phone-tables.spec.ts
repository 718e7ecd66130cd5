/**
 * Tables on a phone and a laptop (issue 40): at 390 px the lists of My claims, My Invoices, Data
 * Needed and the Admin Panel are cards, a row's every cell shown with its column's heading (drawn
 * by CSS, part of the cell's name as a screen reader reads it) and nothing scrolling sideways; at
 * 1366 px no table of these pages cuts its last column. In English and French.
 */
import { randomInt } from 'node:crypto';
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { generateInvoice } from '../../infra/local/invoice-generator';
import { paths } from '../../web/src/config/paths';
import { demoParcels, expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures';

const CLIENT_PAGES = [
  ['my-claims', `${paths.investigationDetails}?view=claims`],
  ['my-invoices', paths.myInvoices],
  ['data-needed', paths.actionRequired],
] as const;

/** The Admin Panel's sections whose lists always hold rows here (each is a page of its own). */
const ADMIN_PAGES = [
  ['admin-companies', paths.adminCompanies],
  ['admin-documents', paths.adminDocuments],
  ['admin-users', paths.adminUsers],
] as const;

/** My Invoices with the audit of the invoice the tests uploaded open under the list. */
let openInvoice: string = paths.myInvoices;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Rows for every table: two damaged parcels (the fourth and fifth: responsive.spec.ts takes the
 * first three) claimed by a bulk file with long order references, which then wait for documents
 * (Data Needed); and a UPS invoice with a long file name, audited (My Invoices, the Admin Panel's
 * documents). A retried run finds its claims there already and files them once.
 */
async function fillTables(browser: Browser) {
  const page = await browser.newPage();
  await signInAs(page, 'client_admin', 'e2e-phone-tables');
  const parcels = (await demoParcels('damaged')).slice(3, 5);
  await page.goto(`${paths.investigationDetails}?view=claims`);
  await page.waitForLoadState('networkidle');
  if ((await page.getByRole('link', { name: parcels[0] }).count()) === 0) {
    await page.goto('/claimCenter/startAnInvestigation?mode=bulk');
    await page.getByLabel('Your file').setInputFiles({
      name: 'phone-tables.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `tracking_number,carrier,issue,reference\r\n${parcels.map((tracking, index) => `${tracking},UPS,Damaged,E2E-PHONE-TABLES-ORDER-REFERENCE-${index}`).join('\r\n')}\r\n`,
      ),
    });
    await page.getByRole('button', { name: 'Check the lines' }).click();
    await expect(page.getByRole('button', { name: 'Submit the file' })).toBeVisible();
    const confirm = page.getByRole('checkbox', { name: /I confirm the values flagged/ });
    if (await confirm.count()) await confirm.check();
    await page.getByRole('button', { name: 'Submit the file' }).click();
    await expect(page.getByRole('status').filter({ hasText: /claims? created/ })).toBeVisible({
      timeout: 30_000,
    });
  }
  const invoice = generateInvoice('ups_billing_data', 12, 'phone-tables');
  const prefix = `1Z${String(randomInt(10_000_000, 99_999_999))}`;
  await page.goto('/carrier/invoices');
  await page.getByLabel('Carrier', { exact: true }).selectOption('ups');
  await page.locator('input[type=file]').setInputFiles({
    // A carrier's own kind of name: one word a line cannot break anywhere.
    name: `UPS_Billing_Data_DEMOUPS1_20261130_${prefix}_000012345678.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(invoice.text.replaceAll('1Z00000001', prefix)),
  });
  await page.getByRole('link', { name: 'Follow it in My Invoices' }).click();
  await expect(page.getByRole('status')).toContainText('Audited', { timeout: 30_000 });
  openInvoice = new URL(page.url()).pathname + new URL(page.url()).search;
  await page.close();
}

/** The lists of the page, each with at least a row, once the page has read them. */
async function tablesOf(page: Page, url: string): Promise<Locator> {
  await page.goto(url);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const tables = page.locator('main table.row-cards');
  await expect(tables.first().locator('tbody tr').first()).toBeVisible();
  return tables;
}

/**
 * A table's first row as a card: every column's cell on the screen, its heading drawn before its
 * value and heard with it (the cell's accessible name starts with the heading).
 */
async function expectCard(table: Locator, width: number) {
  const headings = (await table.locator('thead th').allTextContents()).map((text) => text.trim());
  const cells = table.locator('tbody tr').first().locator(':scope > th, :scope > td');
  await expect(cells).toHaveCount(headings.length);
  for (const [index, heading] of headings.entries()) {
    const cell = cells.nth(index);
    await expect(cell).toBeVisible();
    const box = await cell.boundingBox();
    expect(box, heading).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width, heading).toBe(true);
    await expect(cell).toHaveAccessibleName(new RegExp(`^${escapeRegExp(heading)}`));
    // Nothing in the cell runs past the card (a button that does not wrap, a long word).
    expect(
      await cell.evaluate((element) => element.scrollWidth - element.clientWidth),
      heading,
    ).toBeLessThanOrEqual(1);
  }
}

/** Every list of the page as cards, the page not wider than the phone, axe content. */
async function checkPhonePage(page: Page, testInfo: TestInfo, name: string, url: string) {
  const tables = await tablesOf(page, url);
  for (let index = 0; index < (await tables.count()); index += 1) {
    const table = tables.nth(index);
    if ((await table.locator('tbody tr').count()) > 0) await expectCard(table, 390);
  }
  // No list scrolls sideways in its own box either.
  expect(
    await page.evaluate<number>(
      `Math.max(0, ...[...document.querySelectorAll('main .table-scroll:has(> table.row-cards)')].map((box) => box.scrollWidth - box.clientWidth))`,
    ),
    name,
  ).toBeLessThanOrEqual(1);
  expect(await page.evaluate<number>('document.documentElement.scrollWidth'), name).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, `phone-tables-${name}-390`);
}

/** No table of the page cuts its last column: its last heading ends inside its box and the window. */
async function checkLaptopPage(page: Page, testInfo: TestInfo, name: string, url: string) {
  await page.goto(url);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main table tbody tr').first()).toBeVisible();
  // A string the browser runs (the tests are typed without the DOM's names).
  const cut = await page.evaluate<string[]>(`[...document.querySelectorAll('main table')]
    .map((table) => {
      const last = table.querySelector('thead tr > th:last-child');
      if (!last) return null;
      const box = table.closest('.table-scroll') ?? table.parentElement;
      const right = last.getBoundingClientRect().right;
      const edge = Math.min(box.getBoundingClientRect().right, window.innerWidth);
      return right > edge + 1 || box.scrollWidth > box.clientWidth + 1
        ? (table.querySelector('caption')?.textContent ?? last.textContent) + ': ' + Math.round(right) + ' > ' + Math.round(edge)
        : null;
    })
    .filter(Boolean)`);
  expect.soft(cut, name).toEqual([]);
  await keepScreenshot(page, testInfo, `phone-tables-${name}-1366`);
}

test.describe('tables on a phone and a laptop', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(180_000);
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    await fillTables(browser);
  });

  for (const language of ['en', 'fr'] as const) {
    test(`at 390 px the client's lists are cards, in ${language}`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAs(page, 'client_admin', 'e2e-phone-tables');
      await page.goto('/home');
      await page.getByLabel('Language').selectOption(language);
      for (const [name, url] of CLIENT_PAGES)
        await checkPhonePage(page, testInfo, `${name}-${language}`, url);
    });

    test(`at 390 px the Admin Panel's lists are cards, in ${language}`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAs(page, 'platform_admin', 'e2e-phone-tables-admin');
      await page.goto('/home');
      await page.getByLabel('Language').selectOption(language);
      for (const [name, url] of ADMIN_PAGES) {
        expect(await (await tablesOf(page, url)).count(), name).toBeGreaterThanOrEqual(1);
        await checkPhonePage(page, testInfo, `${name}-${language}`, url);
      }
    });

    test(`at 1366 px no table cuts its last column, in ${language}`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await signInAs(page, 'client_admin', 'e2e-phone-tables');
      await page.goto('/home');
      await page.getByLabel('Language').selectOption(language);
      for (const [name, url] of [...CLIENT_PAGES, ['invoice-audit', openInvoice] as const])
        await checkLaptopPage(page, testInfo, `${name}-${language}`, url);
      const admin = await page
        .context()
        .browser()!
        .newPage({ viewport: { width: 1366, height: 900 } });
      await signInAs(admin, 'platform_admin', 'e2e-phone-tables-admin');
      await admin.goto('/home');
      await admin.getByLabel('Language').selectOption(language);
      for (const [name, url] of ADMIN_PAGES)
        await checkLaptopPage(admin, testInfo, `${name}-${language}`, url);
      await admin.close();
    });
  }
});
