/** Carrier documents: upload with a progress bar, find it in My Files, wrong types named, duplicates kept once. */
import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures';

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
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'carrier-documents-en');

  await page.goto('/myFiles');
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Colissimo', exact: true }).first()).toBeVisible();
  await expectAccessible(page);
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

/** A real PNG, a solid colour, so the browser can show it. */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('the client admin gives the company its one logo, and a PDF is refused naming the image types', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'client_admin');
  await page.goto('/profile');
  const panel = page.getByRole('region', { name: 'Company logo' });
  await expect(panel).toBeVisible();

  await panel
    .locator('input[type=file]')
    .setInputFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: pdf('logo') });
  await expect(panel.getByRole('alert')).toContainText('Wrong file type: choose a png, jpg, jpeg file.');
  await expect(panel.locator('input[type=file]')).not.toHaveAttribute('multiple');

  await panel
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(160, 60, [19, 122, 82]) });
  await expect(panel.getByRole('status').filter({ hasText: 'logo.png uploaded.' })).toBeVisible();
  const logo = panel.getByRole('img', { name: 'Logo of Demo Merchant' });
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(160);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'company-logo-en');

  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('region', { name: 'Logo de l’entreprise' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Logo de Demo Merchant' })).toBeVisible();
});
