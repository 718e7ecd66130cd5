/**
 * Sales data by SFTP in the browser (issue 21), on the stack's real SFTP server: a client admin of a
 * new company sets it up in two steps (a wrong password refused on its field; the host key shown,
 * equal to the server's, confirmed), sees the first file wait for our team's review, fetches now
 * (a double click sends once) and, in French, disconnects. A platform admin maps the columns of a
 * waiting file in the Admin Panel; the file is then read and its bad row is downloaded as a CSV.
 * A member reads the section without its actions. In English and French, at 1366 and 390 px, with
 * axe-core.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  atBothWidths,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  keepScreenshot,
  signInAs,
  signInAsNewMerchant,
  test,
} from './fixtures';

const FINGERPRINT = process.env.PA_SFTP_FINGERPRINT!;

/** A month ago: a sales date the order rules take. */
const SOLD = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

/** Drops an orders file (one good row, one with a quantity in words) in the demo account's `/orders`. */
function dropOrdersFile(name: string, orderPrefix: string) {
  const lines = [
    'order_number,sales_date,description,nb_of_items,unit_price,amount_excl,amount_incl,tax_percentage,currency_code',
    `${orderPrefix}-1,${SOLD},Lampe en laiton,1,80.00,80.00,96.00,20,EUR`,
    `${orderPrefix}-2,${SOLD},Vase,un,45.50,45.50,54.60,20,EUR`,
    '',
  ];
  writeFileSync(join(process.env.PA_SFTP_ROOT!, 'orders', name), lines.join('\r\n'));
}

const field = (section: Locator, label: string) => section.getByLabel(label, { exact: true });

/** Fills the connection to the stack's server, reading the files named by `pattern` in `/orders`. */
async function fillConnection(sftp: Locator, pattern: string, password = 'demo-sftp-password') {
  await field(sftp, 'Host').fill(process.env.PA_SFTP_HOST!);
  await field(sftp, 'Port').fill(process.env.PA_SFTP_PORT!);
  await field(sftp, 'User').fill('demo');
  await field(sftp, 'Password').fill(password);
  await field(sftp, 'File names to read').fill(pattern);
}

const hostKeyBox = (sftp: Locator) =>
  sftp.getByRole('status').filter({ hasText: 'Compare your server’s host key' });

async function checkAndConfirm(sftp: Locator) {
  await sftp.getByRole('button', { name: 'Check connection' }).click();
  await expect(hostKeyBox(sftp).locator('code.secret')).toHaveText(FINGERPRINT);
  await sftp.getByRole('button', { name: 'Confirm and save' }).click();
}

const sftpRegion = (page: Page) => page.getByRole('region', { name: /SFTP integration/ });

test('a client admin sets up SFTP in two steps, fetches now and disconnects, in English and French', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const id = randomUUID().slice(0, 8);
  const fileName = `e2e-setup-${id}.csv`;
  dropOrdersFile(fileName, `E2E-SETUP-${id}`);
  await signInAsNewMerchant(page);
  await page.goto('/salesData');
  const sftp = sftpRegion(page);
  await expect(sftp.getByRole('heading', { level: 2 })).toContainText('Not set up');
  // The spec's defaults.
  await expect(field(sftp, 'Port')).toHaveValue('22');
  await expect(field(sftp, 'Folder to read')).toHaveValue('/orders');
  await expect(field(sftp, 'File names to read')).toHaveValue('*.csv');
  await expect(field(sftp, 'Archive folder')).toHaveValue('/orders/archive');

  // Checked in the browser with the shared rules, then by the server: a wrong password, on its field.
  await field(sftp, 'Folder to read').fill('orders');
  await sftp.getByRole('button', { name: 'Check connection' }).click();
  await expect(sftp.getByText('Give a folder starting with /, without . or .. in it.')).toBeVisible();
  await expect(sftp.getByText('This field is required').first()).toBeVisible();
  await field(sftp, 'Folder to read').fill('/orders');
  await fillConnection(sftp, `e2e-setup-${id}*.csv`, 'not-the-password');
  await sftp.getByRole('button', { name: 'Check connection' }).click();
  await expect(field(sftp, 'Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(sftp.getByText('The server refused this user with this password or key.')).toBeVisible();
  await expectAccessible(page);

  // The host key shown is the server's; a change after the check asks for another check.
  await field(sftp, 'Password').fill('demo-sftp-password');
  await sftp.getByRole('button', { name: 'Check connection' }).click();
  await expect(hostKeyBox(sftp).locator('code.secret')).toHaveText(FINGERPRINT);
  await expect(hostKeyBox(sftp)).toContainText(`1 file matches e2e-setup-${id}*.csv in /orders.`);
  await atBothWidths(page, testInfo, 'sales-data-sftp-check-en');
  await field(sftp, 'User').fill('someone-else');
  await expect(sftp.getByRole('button', { name: 'Confirm and save' })).toHaveCount(0);
  await expect(sftp.getByText('You changed the connection: check it again.')).toBeVisible();
  await field(sftp, 'User').fill('demo');
  await checkAndConfirm(sftp);

  // Saved: the first fetch reads the file, which waits for our team's review.
  await expect(field(sftp, 'Host')).toHaveCount(0);
  await expect(sftp.getByRole('heading', { level: 2 })).toContainText('Under our team’s review', {
    timeout: 30_000,
  });
  await expect(sftp.getByRole('row', { name: new RegExp(fileName) })).toContainText('Waiting for our review');
  await expect(sftp.getByRole('definition').filter({ hasText: FINGERPRINT })).toBeVisible();

  // Fetch now: a double click sends one request.
  const fetches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/private/integration/sftp/fetch'))
      fetches.push(request.url());
  });
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/private/integration/sftp/fetch') && response.status() === 202,
  );
  await sftp.getByRole('button', { name: 'Fetch now' }).dblclick();
  await answered;
  expect(fetches).toHaveLength(1);

  // Edit shows the set-up, the password left blank to keep it.
  await sftp.getByRole('button', { name: 'Edit' }).click();
  await expect(sftp.getByRole('heading', { name: 'Change the SFTP set-up' })).toBeVisible();
  await expect(field(sftp, 'Host')).toHaveValue(process.env.PA_SFTP_HOST!);
  await expect(field(sftp, 'Password')).toHaveValue('');
  await expect(sftp.getByText('Leave it blank to keep the one saved.')).toBeVisible();
  await sftp.getByRole('button', { name: 'Cancel' }).click();
  await atBothWidths(page, testInfo, 'sales-data-sftp-en');

  // In French: the labels, then disconnecting after saying yes; it may be set up again.
  await page.getByLabel('Language').selectOption('fr');
  const french = page.getByRole('region', { name: /Intégration par SFTP/ });
  await expect(french.getByRole('heading', { level: 2 })).toContainText('En cours d’examen par notre équipe');
  await expect(french.getByRole('button', { name: 'Récupérer maintenant' })).toBeVisible();
  await expect(french.getByText('Empreinte de la clé d’hôte')).toBeVisible();
  await expect(french.getByRole('row', { name: new RegExp(fileName) })).toContainText(
    'En attente de notre examen',
  );
  await french.getByRole('button', { name: 'Déconnecter' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Déconnecter le SFTP ?' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Déconnecter' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(french.getByRole('heading', { level: 2 })).toContainText('Déconnectée');
  await expect(french.getByRole('heading', { name: 'Configurer de nouveau le SFTP' })).toBeVisible();
  await expect(field(french, 'Hôte')).toHaveValue(process.env.PA_SFTP_HOST!);
  await expect(field(french, 'Dossier à lire')).toHaveValue('/orders');
  await expect(french.getByRole('button', { name: 'Vérifier la connexion' })).toBeVisible();
  await atBothWidths(page, testInfo, 'sales-data-sftp-fr');
});

test('the set-up form fits a 390 px phone', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsNewMerchant(page);
  await page.goto('/salesData');
  const sftp = sftpRegion(page);
  await sftp.getByRole('radio', { name: 'A private key' }).check();
  await expect(field(sftp, 'Private key')).toBeVisible();
  await sftp.getByRole('button', { name: 'Check connection' }).click();
  await expect(sftp.getByText('Give the password or the private key.')).toBeVisible();
  await expectNoSidewaysScroll(page, 390);
  const form = sftp.getByRole('form', { name: 'Set up SFTP' });
  const box = await form.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'sales-data-sftp-form-390');
});

test('our team maps the columns of a waiting file; the file is read and its bad row downloaded', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const id = randomUUID().slice(0, 8);
  const fileName = `e2e-review-${id}.csv`;
  dropOrdersFile(fileName, `E2E-REVIEW-${id}`);
  const companyId = await signInAsNewMerchant(page);
  await page.goto('/salesData');
  const sftp = sftpRegion(page);
  await fillConnection(sftp, fileName);
  await checkAndConfirm(sftp);
  await expect(sftp.getByRole('heading', { level: 2 })).toContainText('Under our team’s review', {
    timeout: 30_000,
  });

  // The team, in a browser of its own: the file's headers and rows, the mapping checked, saved.
  const context = await browser.newContext({ baseURL: process.env.PA_BASE_URL });
  const admin = await context.newPage();
  await signInAs(admin, 'platform_admin', 'e2e-sftp-review');
  await admin.goto('/adminPanel/sftp-reviews');
  const reviews = admin.getByRole('region', { name: 'SFTP set-ups waiting for a review' });
  const review = reviews.getByRole('article', { name: companyId });
  await expect(review.getByRole('columnheader', { name: 'nb_of_items' })).toBeVisible();
  await expect(review.getByRole('cell', { name: 'Lampe en laiton' })).toBeVisible();
  const orderNumber = review.getByLabel('Order number (required)', { exact: true });
  await expect(orderNumber).toHaveValue('order_number');
  await expect(review.getByLabel('Customer name', { exact: true })).toHaveValue('');
  await orderNumber.selectOption('');
  await review.getByRole('button', { name: `Save the mapping of ${companyId}` }).click();
  await expect(review.getByText('Map every required column.')).toBeVisible();
  await expect(orderNumber).toHaveAttribute('aria-invalid', 'true');
  await review.scrollIntoViewIfNeeded();
  await atBothWidths(admin, testInfo, 'admin-sftp-review-en');
  await orderNumber.selectOption('order_number');
  await review.getByRole('button', { name: `Save the mapping of ${companyId}` }).click();
  await expect(reviews.getByRole('status')).toContainText(`Mapping saved for ${companyId}`);
  await expect(review).toHaveCount(0);
  await context.close();

  // The merchant's file is read with the mapping: one order, one bad row to download.
  const row = sftp.getByRole('row', { name: new RegExp(fileName) });
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Partly read', { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
  await expect(sftp.getByRole('heading', { level: 2 })).toContainText('Working');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download the errors of ${fileName}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${fileName}-errors.csv`);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\ufeffRow,Column,Message');
  expect(csv).toMatch(/\r\n3,nb_of_items,[^\r\n]+\r\n/);
  await expectAccessible(page);
});

test('a member reads the SFTP section without its actions', async ({ page }) => {
  await signInAs(page, 'member', 'e2e-sales-data-sftp-member');
  await page.goto('/salesData');
  const sftp = sftpRegion(page);
  await expect(sftp).toContainText('No Admin Access: your company’s admin sets up SFTP.');
  await expect(sftp.getByRole('button')).toHaveCount(0);
  await expect(sftp.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page);
});
