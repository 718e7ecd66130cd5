/**
 * Bulk investigations in the browser: a messy CSV (BOM, semicolons, CRLF, French headers, decimal
 * commas, an extra column, trailing empty rows) goes through the four steps: its headers are
 * matched, its error lines fixed (going back to matching discards the fixes, after confirmation),
 * a repeated tracking number gets its issue chosen, the progress reaches the end, and the rows
 * left out are downloaded; an update file then gives two of them their goods. In English, then the
 * wizard in French.
 */
import { readFileSync } from 'node:fs';
import { demoParcelsShipped, expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures';

test('a merchant sends a messy bulk file through the four steps and downloads the rows left out', async ({
  page,
}, testInfo) => {
  // Five screens checked with axe on top of the journey itself.
  test.setTimeout(90_000);
  // Shipped recently: within UPS's windows for every issue the file names (damage: 60 days after delivery).
  const [a, b, c, d] = (await demoParcelsShipped('on_time', 2, 55)) as [string, string, string, string];
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const csv = [
    '\ufeffNuméro de suivi;Transporteur;Problème;Référence commande;Date de vente;Désignation;Quantité;Prix unitaire;Montant HT;Montant TTC;TVA;Devise;Notes',
    `${a};UPS;Perdu;CMD-1;${yesterday};Chaussures;2;12,50;25,00;30,00;20%;EUR;first`,
    `${b};ups;Lost;CMD-2;;;;;;;;;`,
    `${c};UPS;Lost;CMD-3;${yesterday};Sac;1;-5;5;6;20;;`,
    `${d};UPS;Stolen;CMD-4;;;;;;;;;`,
    `${a};UPS;Damaged;=HYPERLINK("http://evil.test");;;;;;;;;dup`,
    ';;;;;;;;;;;;',
    '',
  ].join('\r\n');

  await signInAs(page, 'client_admin');
  await page.goto('/claimCenter/startAnInvestigation');
  await page.getByRole('link', { name: 'Bulk file' }).click();
  await expect(page.getByRole('heading', { name: 'Upload file' })).toBeVisible();
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'XLSX template' }).click();
  const xlsxTemplate = await template;
  expect(xlsxTemplate.suggestedFilename()).toBe('parcel-audit-claims-template.xlsx');
  // The template reads back in the worker (the xlsx reader runs in the browser too).
  await page.getByLabel('Your file').setInputFiles({
    name: 'parcel-audit-claims-template.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: readFileSync((await xlsxTemplate.path())!),
  });
  await expect(page.getByText('parcel-audit-claims-template.xlsx: 1 line.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Template column for tracking_number')).toHaveValue('tracking_number');
  await page.getByRole('button', { name: 'Back', exact: true }).click();

  await page.getByLabel('Your file').setInputFiles({
    name: 'réclamations.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  // Step 2: every header found but the extra column, which must be resolved.
  await expect(page.getByRole('heading', { name: 'Match headers' })).toBeVisible();
  await expect(page.getByText('réclamations.csv: 5 lines.')).toBeVisible();
  await expect(page.getByLabel('Template column for Numéro de suivi')).toHaveValue('tracking_number');
  await page.getByRole('button', { name: 'Check the lines' }).click();
  await expect(page.getByRole('alert')).toContainText('Column 13 (Notes) is not matched.');
  await page.getByLabel('Template column for Notes').selectOption('ignore');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'bulk-match-en');
  await page.getByRole('button', { name: 'Check the lines' }).click();

  // Step 3: two lines in error, one repeated tracking number.
  await expect(page.getByRole('heading', { name: 'Fix error lines' })).toBeVisible();
  await expect(
    page.getByText('5 lines: 2 with errors, 0 to confirm, 1 repeated tracking number.'),
  ).toBeVisible();
  const errors = page.getByRole('list', { name: 'Lines with errors' });
  await expect(errors.getByText('This cannot be negative')).toBeVisible();
  await errors.getByLabel('Unit price').fill('5');
  await expect(page.getByText('5 lines: 1 with errors')).toBeVisible();
  // Back to matching discards the fixes, after confirmation.
  await page.getByRole('button', { name: 'Back to column matching' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Your fixes and choices on this step will be lost.',
  );
  await page.getByRole('button', { name: 'Discard and go back' }).click();
  await page.getByRole('button', { name: 'Check the lines' }).click();
  await expect(page.getByText('5 lines: 2 with errors')).toBeVisible();

  await errors.getByLabel('Unit price').fill('5');
  await expect(
    errors.getByText('The issue must be Lost, Damaged, Late Delivery or Delivery Dispute'),
  ).toBeVisible();
  await errors.getByLabel('Issue').fill('Lost');
  await expect(page.getByText('5 lines: 0 with errors')).toBeVisible();
  await page.getByRole('button', { name: 'Submit the file' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Choose the correct issue for every repeated tracking number first.',
  );
  await page
    .getByRole('radiogroup', { name: `Choose the correct issue for ${a}` })
    .getByLabel(/Line 2: Perdu/)
    .check();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'bulk-fix-en');
  await page.getByRole('button', { name: 'Submit the file' }).click();

  // Step 4: the progress reaches the end; the repeated line was left out.
  await expect(page.getByRole('heading', { name: 'Submit file' })).toBeVisible();
  await expect(page.getByText('5 / 5')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'claims created' })).toContainText(
    '4 claims created, 1 line removed (already claimed or repeated), 0 lines rejected.',
  );
  // What happens to them now, as the single claim form says it, not a promise of 24 hours.
  const done = page.getByRole('status').filter({ hasText: 'claims created' });
  await expect(done).toContainText('Each new claim now goes to its carrier');
  await expect(done).not.toContainText('processed within 24 hours');
  await expect(done.getByRole('link', { name: 'Claim Center' })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'bulk-done-en');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the lines left out' }).click();
  const removed = await download;
  expect(removed.suggestedFilename()).toBe('réclamations-removed.csv');
  const text = readFileSync((await removed.path())!, 'utf8');
  expect(text).toContain('6,removed,tracking_number');
  expect(text).toContain(`"'=HYPERLINK(""http://evil.test"")"`);

  await page.getByRole('link', { name: 'See my claims' }).click();
  await expect(page.getByRole('row').filter({ hasText: c })).toBeVisible();

  // An update file gives the goods of the two investigations started without them (8 columns).
  await page.goto('/claimCenter/startAnInvestigation?mode=bulk');
  await page.getByRole('radio', { name: /Add the goods of open investigations/ }).check();
  await expect(page.getByText('At least 8 columns')).toBeVisible();
  const goodsTemplate = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV template' }).click();
  const goodsFile = await goodsTemplate;
  expect(goodsFile.suggestedFilename()).toBe('parcel-audit-goods-template.csv');
  expect(readFileSync((await goodsFile.path())!, 'utf8')).toContain(
    'tracking_number,sales_date,description,nb_of_items,unit_price,amount_excl,amount_incl,tax_percentage,currency_code',
  );
  await page.getByLabel('Your file').setInputFiles({
    name: 'goods.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Tracking number;Sales date;Description;Quantity;Unit price;Amount excl tax;Amount incl tax;VAT',
        `${b};${yesterday};Lamp;1;40;33,33;40;20`,
        `${d};${yesterday};Chair;1;80;66,67;80;20`,
        `${c};${yesterday};Bag;1;6;5;6;20`,
      ].join('\r\n'),
    ),
  });
  await page.getByRole('button', { name: 'Check the lines' }).click();
  await expect(page.getByText('3 lines: 0 with errors')).toBeVisible();
  await page.getByRole('button', { name: 'Submit the file' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'given' })).toContainText(
    '2 investigations given their goods, 1 line removed (no open investigation, goods already given or repeated), 0 lines rejected.',
    { timeout: 30_000 },
  );
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'bulk-update-en');

  // The wizard in French.
  await page.getByLabel('Language').selectOption('fr');
  await page.goto('/claimCenter/startAnInvestigation?mode=bulk');
  await expect(page.getByRole('heading', { name: 'Importer le fichier' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modèle CSV' })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'bulk-upload-fr');
});
