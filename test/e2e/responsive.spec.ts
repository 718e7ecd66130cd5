/**
 * The signed-in app on a phone (390 px) and a laptop (1366 px): every signed-in page of the
 * router's table fits the viewport's width, the top bar's menu button opens the navigation and
 * navigates with it, axe finds nothing serious on any page. Widths are attached to the report.
 */
import { readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { paths } from '../../web/src/config/paths';
import { demoParcels, expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures';

const pageWidth = (page: Page) => page.evaluate<number>('document.documentElement.scrollWidth');

/**
 * Rows for the tables: two damaged parcels (a scenario no other browser test claims for) sent as a
 * bulk file, investigations that then wait for their goods, invoice and pictures.
 */
async function claimDamagedParcels(page: Page, from = 0, to = 2): Promise<string[]> {
  const parcels = (await demoParcels('damaged')).slice(from, to);
  await page.goto('/claimCenter/startAnInvestigation?mode=bulk');
  await page.getByLabel('Your file').setInputFiles({
    name: 'responsive.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `tracking_number,carrier,issue,reference\r\n${parcels.map((tracking, index) => `${tracking},UPS,Damaged,E2E-WIDE-ORDER-${index}`).join('\r\n')}\r\n`,
    ),
  });
  // The header matching step and its table fit the phone too.
  await expect(page.getByRole('button', { name: 'Check the lines' })).toBeVisible();
  expect(await pageWidth(page), 'bulk: match headers').toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await page.getByRole('button', { name: 'Check the lines' }).click();
  // Parcels past the claim window are flagged: confirmed, they are filed anyway.
  await expect(page.getByRole('button', { name: 'Submit the file' })).toBeVisible();
  const confirm = page.getByRole('checkbox', { name: /I confirm the values flagged/ });
  if (await confirm.count()) await confirm.check();
  await page.getByRole('button', { name: 'Submit the file' }).click();
  await expect(page.getByRole('status').filter({ hasText: /claims? created/ })).toBeVisible({
    timeout: 30_000,
  });
  return parcels;
}

/** The router's signed-in pages ('app' layout), read from its one-line-per-page table. */
function appPages(): { name: keyof typeof paths; access: string }[] {
  const source = readFileSync('web/src/app/router.tsx', 'utf8');
  return [...source.matchAll(/name: '(\w+)',\s*access: '(\w+)',\s*layout: 'app'/g)].map((match) => ({
    name: match[1] as keyof typeof paths,
    access: match[2] ?? '',
  }));
}

/** A page's path, with a stand-in for its parameters (the checkout of a payment that does not exist). */
const urlOf = (name: keyof typeof paths) => paths[name].replace(':paymentId', 'no-such-payment');

async function measure(page: Page, testInfo: TestInfo, role: string, names: (keyof typeof paths | string)[]) {
  const widths: Record<string, number> = {};
  for (const name of names) {
    await page.goto(name.startsWith('/') ? name : urlOf(name as keyof typeof paths));
    await expect(page.locator('main h1').first()).toBeVisible();
    // Pages fill in from the server: wait for the network to settle before measuring.
    await page.waitForLoadState('networkidle');
    widths[name] = await pageWidth(page);
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, `responsive-${role}-${name.replace(/\W+/g, '-')}-390`);
  }
  await testInfo.attach(`widths-${role}-390`, {
    body: JSON.stringify(widths, null, 2),
    contentType: 'application/json',
  });
  process.stdout.write(`widths at 390 px (${role}): ${JSON.stringify(widths)}\n`);
  for (const [name, width] of Object.entries(widths)) expect.soft(width, name).toBeLessThanOrEqual(390);
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.setTimeout(180_000);

  test('every signed-in page of the client admin fits the phone', async ({ page }, testInfo) => {
    await signInAs(page, 'client_admin');
    await claimDamagedParcels(page);
    // The Admin Panel and the claims desk are the platform's (the next test measures them).
    const names = appPages()
      .filter((item) => item.access !== 'admin' && item.access !== 'desk')
      .map((item) => item.name);
    expect(names.length).toBeGreaterThan(10);
    // The Claim Center's other views and one investigation's page too, with their tables.
    await page.goto('/claimCenter/investigationDetails?view=claims');
    const claim = await page.getByRole('link', { name: /^1Z/ }).first().getAttribute('href');
    const views = ['claims', 'lost', 'refunds'].map(
      (view) => `/claimCenter/investigationDetails?view=${view}`,
    );
    await measure(page, testInfo, 'client-admin', [...names, ...views, claim ?? '/home']);
  });

  test('the platform admin pages fit the phone too', async ({ page }, testInfo) => {
    await signInAs(page, 'platform_admin');
    const names = appPages()
      .filter((item) => item.access === 'admin' || item.access === 'desk')
      .map((item) => item.name);
    await measure(page, testInfo, 'platform-admin', [...names, 'home']);
  });

  test('the menu button opens the navigation, Escape closes it, and it navigates', async ({
    page,
  }, testInfo) => {
    await signInAs(page, 'client_admin');
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    // The sidebar is folded away: its links are not shown until the menu opens.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'My Invoices' })).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'responsive-menu-open-390');
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await nav.getByRole('link', { name: 'My Invoices' }).click();
    await expect(page).toHaveURL(/\/invoiceControl\/myInvoices$/);
    await expect(page.getByRole('heading', { name: 'My Invoices', level: 1 })).toBeVisible();
    // Following a link folds the menu again.
    await expect(nav).toBeHidden();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);

    // In French too.
    await page.getByLabel('Language').selectOption('fr');
    const menuFr = page.getByRole('button', { name: 'Menu', exact: true });
    await menuFr.click();
    const navFr = page.getByRole('navigation', { name: 'Navigation principale' });
    await navFr.getByRole('link', { name: 'Justificatifs des enquêtes' }).click();
    await expect(page).toHaveURL(/\/claimCenter\/supportDocuments$/);
    await expect(page.getByRole('heading', { name: 'Justificatifs des enquêtes', level: 1 })).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'responsive-support-documents-fr-390');
  });
});

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.setTimeout(120_000);

  test('pages use the width they have: the sidebar shows, content is not boxed narrow', async ({
    page,
  }, testInfo) => {
    await signInAs(page, 'client_admin');
    const names = appPages()
      .filter((item) => item.access !== 'admin')
      .map((item) => item.name);
    const contentWidths: Record<string, number> = {};
    for (const name of names) {
      await page.goto(urlOf(name));
      await expect(page.locator('main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      expect.soft(await pageWidth(page), name).toBeLessThanOrEqual(1366);
      // The widest panel or table of the page, recorded; the page's own column takes the room
      // beside the sidebar, and no table is clipped in a box narrower than itself.
      contentWidths[name] = await page.evaluate<number>(
        `Math.max(0, ...[...document.querySelectorAll('main .panel, main .data-table')].map((el) => Math.round(el.getBoundingClientRect().width)))`,
      );
      expect
        .soft(
          await page.evaluate<number>(
            `(document.querySelector('main .page') ?? document.querySelector('main > :last-child')).getBoundingClientRect().width`,
          ),
          name,
        )
        .toBeGreaterThanOrEqual(1000);
      expect
        .soft(
          await page.evaluate<number>(
            `Math.max(0, ...[...document.querySelectorAll('main .table-scroll')].map((el) => el.scrollWidth - el.clientWidth))`,
          ),
          `${name}: a table clipped in its box`,
        )
        .toBeLessThanOrEqual(1);
      await keepScreenshot(page, testInfo, `responsive-client-admin-${name}-1366`);
    }
    process.stdout.write(`widest panel or table at 1366 px: ${JSON.stringify(contentWidths)}\n`);
    await testInfo.attach('content-widths-1366', {
      body: JSON.stringify(contentWidths, null, 2),
      contentType: 'application/json',
    });
  });
});

test('the support documents page: what the investigations wait for, given there, and the documents they use', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAs(page, 'client_admin');
  // A parcel of its own (the third damaged one), so the test stands alone.
  const [tracking] = (await claimDamagedParcels(page, 2, 3)) as [string];
  await page.goto('/home');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Investigations Support Documents' })
    .click();
  await expect(page).toHaveURL(/\/claimCenter\/supportDocuments$/);
  await expect(
    page.getByRole('heading', { name: 'Investigations Support Documents', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /read the guide/ })).toHaveAttribute(
    'href',
    '/claimCenter/documentation/actionRequired',
  );
  const waiting = page.getByRole('group', { name: 'Investigations waiting for documents' });
  const row = waiting.getByRole('row').filter({ hasText: tracking });
  await expect(row).toContainText('Pictures missing');
  await row.getByRole('button', { name: `Provide: Original invoice missing, ${tracking}` }).click();
  const modal = page.getByRole('dialog', { name: `Original invoice missing · ${tracking}` });
  await modal
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: 'support-invoice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n% e2e support documents invoice\ntrailer <<>>\n%%EOF\n'),
    });
  await expect(modal.getByRole('status').filter({ hasText: 'support-invoice.pdf uploaded' })).toBeVisible();
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
  // The invoice given is gone from what the investigation waits for, and listed among the documents.
  await expect(row.getByRole('button', { name: /Original invoice missing/ })).toHaveCount(0);
  await page.reload();
  const used = page.getByRole('group', { name: 'Documents of the investigations' });
  const document = used.getByRole('row').filter({ hasText: 'support-invoice.pdf' });
  await expect(document).toContainText('Original invoice');
  await document
    .getByRole('button', { name: 'Show the investigations that use support-invoice.pdf' })
    .click();
  await expect(document.getByRole('link', { name: tracking })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'support-documents-1366-en');
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, testInfo, 'support-documents-390-en');
});
