/**
 * The invoice audit in the browser: a merchant uploads a UPS Billing Data file on the carrier
 * invoices page, follows its audit to the end in My Invoices, reads the findings by check, downloads
 * them, opens an investigation the audit opened and reads its evidence; then the same in French.
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { generateInvoice } from '../../infra/local/invoice-generator';
import { expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures';

test('a merchant uploads a carrier invoice and reads what the audit found, in English and French', async ({
  page,
}, testInfo) => {
  const invoice = generateInvoice('ups_billing_data', 48, 'browser');
  // Tracking numbers of their own, so that a retried test opens its investigations again.
  const prefix = `1Z${String(randomInt(10_000_000, 99_999_999))}`;
  const text = invoice.text.replaceAll('1Z00000001', prefix);
  const planted = invoice.planted.map((item) => ({
    ...item,
    trackingNumber: item.trackingNumber.replace('1Z00000001', prefix),
  }));
  const name = `ups-billing-${prefix.slice(2)}.csv`;

  await signInAs(page, 'client_admin');
  await page.goto('/carrier/invoices');
  await page.getByLabel('Carrier', { exact: true }).selectOption('ups');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await page.getByRole('link', { name: 'Follow it in My Invoices' }).click();

  await expect(page.getByRole('heading', { name: `Audit of ${name}`, level: 2 })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Audited', { timeout: 30_000 });
  const total = planted.reduce((sum, item) => sum + item.amount, 0);
  const euros = (amount: number) =>
    new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(amount);
  await expect(page.locator('.stat-card').filter({ hasText: 'To recover' })).toContainText(euros(total));
  await expect(page.locator('.stat-card').filter({ hasText: 'Findings' })).toContainText(
    String(planted.length),
  );
  await expect(page.locator('.stat-card').filter({ hasText: 'Investigations opened' })).toContainText(
    String(planted.length),
  );
  const byRule = page.getByRole('table', { name: 'Findings by check' });
  await expect(byRule.getByRole('rowheader', { name: /^Charge billed twice/ })).toBeVisible();
  await expect(
    byRule.getByRole('rowheader', { name: /^Residential surcharge on a business address/ }),
  ).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'invoice-audit-en');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the findings (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(name.replace('.csv', '-findings.csv'));
  const rows = readFileSync((await file.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(rows).toHaveLength(planted.length + 1);
  expect(rows[0]).toContain('Amount to recover');

  // The investigations it opened, in My claims, with their evidence.
  await page.getByRole('link', { name: 'See the investigations our audit opened' }).click();
  const first = planted[0]!;
  const row = page.getByRole('row').filter({ hasText: first.trackingNumber });
  await expect(row).toBeVisible();
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'What our audit found' })).toBeVisible();
  await expect(page.locator('.audit-findings')).toContainText(euros(first.amount));
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'claim-audit-en');

  // The list of invoices, then the audit in French.
  await page.goto('/invoiceControl/myInvoices');
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Audited');
  await page.getByLabel('Language').selectOption('fr');
  await page.getByRole('link', { name: `Audit de ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Audit de ${name}`, level: 2 })).toBeVisible();
  const parRegle = page.getByRole('table', { name: 'Anomalies par contrôle' });
  await expect(parRegle.getByRole('rowheader', { name: /^Frais facturés deux fois/ })).toBeVisible();
  await expect(page.locator('.stat-card').filter({ hasText: 'Enquêtes ouvertes' })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'invoice-audit-fr');

  // Audited again (after contract terms are entered, say): the second run finds the same, opens nothing twice.
  await page.getByRole('button', { name: 'Auditer de nouveau cette facture' }).click();
  await expect(page.getByText('Audit n° 2 de cette facture')).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Auditée', { timeout: 30_000 });
  await expect(page.locator('.stat-card').filter({ hasText: 'Enquêtes ouvertes' })).toContainText(
    String(planted.length),
  );
});
