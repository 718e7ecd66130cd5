/** Carrier documents: upload with a progress bar, find it in My Files, wrong types named, duplicates kept once. */
import { randomUUID } from 'node:crypto';
import { expect, keepScreenshot, signInAs, test } from './fixtures';

const pdf = (marker: string) => Buffer.from(`%PDF-1.7\n% ${marker}\n${'0'.repeat(400_000)}\n%%EOF\n`);

test('a client admin uploads a carrier invoice, sees it progress, and finds it in My Files', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'client_admin');
  await page.goto('/carrier/invoices');
  await page.getByLabel('Carrier', { exact: true }).selectOption('colissimo');
  const name = `colissimo-${randomUUID().slice(0, 6)}.pdf`;
  const content = pdf(name);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: content });
  await expect(page.getByRole('status').filter({ hasText: `${name} uploaded.` })).toBeVisible();

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: `copy-${name}`, mimeType: 'application/pdf', buffer: content });
  await expect(page.getByRole('alert').filter({ hasText: 'This file was already uploaded' })).toBeVisible();

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'payload.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Wrong file type: choose a pdf, csv, xlsx, xls file.' }),
  ).toBeVisible();
  await keepScreenshot(page, testInfo, 'carrier-documents-en');

  await page.goto('/myFiles');
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Colissimo', exact: true }).first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'my-files-en');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Deleting an invoice takes it out of the audit');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('File deleted.')).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
});

test('the upload shows a progress bar while the file travels', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto('/carrier/invoices');
  // Slow the upload to S3 down so the bar can be seen.
  await page.route(/127\.0\.0\.1:\d+\/parcel-audit-uploads/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const name = `slow-${randomUUID().slice(0, 6)}.pdf`;
  await page
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf(name) });
  await expect(page.getByRole('progressbar', { name: `Uploading ${name}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `${name} uploaded.` })).toBeVisible();
});
