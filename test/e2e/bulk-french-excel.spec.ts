/**
 * A bulk file as French Excel saves it (issue 24): Windows-1252 text, `;`, CRLF, amounts as
 * currency cells ('1 234,56 €', with no-break spaces) and sales dates written day first. The
 * wizard reads it, offers to clean the amounts and convert the dates in one step each (before and
 * after shown, the dates' reading chosen by the person when they read both ways), leaves an amount
 * in another currency than its line's as an error naming its character, and sends the file. In
 * English, then in French, at 1366 px and on a 390 px phone, with axe-core.
 */
import { frenchExcelCsv, workbook } from '../support/french-excel';
import {
  demoParcelsShipped,
  expect,
  expectAccessible,
  keepScreenshot,
  lateParcelsPastWindow,
  signInAs,
  test,
} from './fixtures';

/** A past day, `monthsAgo` months back, on day `day` of its month, as YYYY-MM-DD and DD/MM/YYYY. */
function pastDay(monthsAgo: number, day: number) {
  const at = new Date();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() - monthsAgo);
  at.setUTCDate(day);
  const iso = at.toISOString().slice(0, 10);
  const [year, month, date] = iso.split('-');
  return { iso, french: `${date}/${month}/${year}` };
}

test('a French Excel file is cleaned up in the wizard, in one step each, and sent', async ({
  page,
}, testInfo) => {
  // Shipped recently (within UPS's 60 days after delivery for damage), and not the bulk test's four.
  const [a, b, c] = (await demoParcelsShipped('on_time', 2, 55)).slice(4, 7) as [string, string, string];
  // Days of 12 or less: each date reads both ways, so the person chooses.
  const first = pastDay(2, 3);
  const second = pastDay(3, 5);
  const file = (rows: string[][]) =>
    Buffer.from(
      frenchExcelCsv([
        [
          'Transporteur',
          'N° de suivi',
          'Problème',
          'Référence commande',
          'Date de vente',
          'Désignation',
          'Quantité',
          'Prix unitaire',
          'Montant HT',
          'Montant TTC',
          'TVA',
          'Devise',
        ],
        ...rows,
      ]),
    );
  const rows = [
    [
      'UPS',
      a,
      'Endommagé',
      'CDE-Été-1',
      first.french,
      'Vélo',
      '1',
      '1\u00a0028,80 €',
      '1\u00a0028,80 €',
      '1\u00a0234,56 €',
      '20%',
      'EUR',
    ],
    [
      'UPS',
      b,
      'Endommagé',
      'CDE-Été-2',
      second.french,
      'Casque',
      '2',
      '12,50 €',
      '25,00 €',
      '30,00 €',
      '20%',
      'EUR',
    ],
    [
      'UPS',
      c,
      'Endommagé',
      'CDE-Été-3',
      first.french,
      'Gants',
      '1',
      '$15.00',
      '12,50',
      '15,00',
      '20%',
      'EUR',
    ],
  ];

  await signInAs(page, 'client_admin');
  await page.goto('/claimCenter/startAnInvestigation?mode=bulk');
  await page
    .getByLabel('Your file')
    .setInputFiles({ name: 'réclamations.csv', mimeType: 'text/csv', buffer: file(rows) });
  await expect(page.getByText('réclamations.csv: 3 lines.')).toBeVisible();
  await page.getByRole('button', { name: 'Check the lines' }).click();

  // Every amount cell and every date refused, each refusal saying how to write it.
  await expect(page.getByRole('heading', { name: 'Fix error lines' })).toBeVisible();
  await expect(page.getByText('3 lines: 3 with errors')).toBeVisible();
  const errors = page.getByRole('list', { name: 'Lines with errors' });
  await expect(errors.getByText('“€” is not allowed in an amount: write 1234,56')).toBeVisible();
  await expect(errors.getByText('“$” is not allowed in an amount: write 15.00')).toBeVisible();

  const panel = page.getByRole('region', { name: 'Clean up in one step' });
  await expect(panel).toContainText('6 amounts are written as a currency cell');
  await expect(panel.getByRole('table', { name: 'Amounts before and after the clean-up' })).toContainText(
    '1\u00a0234,56 €1234,56',
  );
  await expect(panel).toContainText('1 amount names another currency than its line');
  await expect(panel).toContainText('3 sales dates read two ways');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'bulk-cleanup-en');

  await panel.getByRole('button', { name: 'Clean 6 amounts' }).click();
  await expect(panel).not.toContainText('written as a currency cell');
  // The dates wait for the reading: both shown.
  const convert = panel.getByRole('button', { name: 'Convert 3 dates' });
  await expect(convert).toBeDisabled();
  await panel.getByRole('radio', { name: new RegExp(`^Day first: .*\\(${first.iso}\\)`) }).check();
  await expect(panel.getByRole('table', { name: 'Dates before and after the conversion' })).toContainText(
    `${first.french}${first.iso}`,
  );
  await convert.click();
  await expect(page.getByText('3 lines: 1 with errors')).toBeVisible();
  await errors.getByLabel('Unit price').fill('15.00');
  await expect(page.getByText('3 lines: 0 with errors')).toBeVisible();
  await page.getByRole('button', { name: 'Submit the file' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'claims created' })).toContainText(
    '3 claims created, 0 lines removed',
    { timeout: 30_000 },
  );

  // In French, on a phone: the same file, the same offers.
  await page.getByLabel('Language').selectOption('fr');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/claimCenter/startAnInvestigation?mode=bulk');
  await page
    .getByLabel('Votre fichier')
    .setInputFiles({ name: 'réclamations.csv', mimeType: 'text/csv', buffer: file(rows) });
  await page.getByRole('button', { name: 'Vérifier les lignes' }).click();
  const panelFr = page.getByRole('region', { name: 'Corriger en une fois' });
  await expect(panelFr).toContainText('6 montants sont écrits comme une cellule monétaire');
  await expect(panelFr).toContainText('3 dates de vente se lisent de deux façons');
  await expect(
    page.getByText('« € » n’est pas autorisé dans un montant\u00a0: écrivez 1234,56').first(),
  ).toBeVisible();
  await panelFr.getByRole('radio', { name: /^Jour en premier/ }).check();
  await expectAccessible(page);
  // Nothing wider than the phone.
  expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);
  await keepScreenshot(page, testInfo, 'bulk-cleanup-fr-390');
});

test('a workbook with its lines on its second sheet, under a title, is read there; a number Excel rounded is flagged', async ({
  page,
}, testInfo) => {
  const [a] = (await demoParcelsShipped('on_time', 2, 55)).slice(7, 8) as [string];
  const file = workbook({
    Notes: [],
    Réclamations: [
      ['Réclamations de novembre'],
      ['Transporteur', 'N° de suivi', 'Problème', 'Référence commande'],
      ['UPS', a, 'Perdu', 'CDE-100'],
      // A 20-digit number typed into a General cell: Excel kept 15 digits.
      ['UPS', Number('12345678901234567890'), 'Perdu', 'CDE-101'],
    ],
    Archive: [
      ['carrier', 'tracking', 'issue', 'reference'],
      ['UPS', 'OLD', 'Lost', 'OLD-1'],
    ],
  });

  await signInAs(page, 'client_admin');
  await page.goto('/claimCenter/startAnInvestigation?mode=bulk');
  await page.getByLabel('Your file').setInputFiles({
    name: 'réclamations.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(file),
  });
  await expect(page.getByText('réclamations.xlsx: 2 lines.')).toBeVisible();
  await expect(page.getByLabel('Sheet')).toHaveValue('1');
  await expect(page.getByLabel('Sheet').locator('option')).toHaveText(['Réclamations', 'Archive']);
  await expect(page.getByLabel('Header row')).toHaveValue('1');
  await expect(page.getByText('Your column names were found on row 2')).toBeVisible();
  await expect(page.getByLabel('Template column for N° de suivi')).toHaveValue('tracking_number');
  await expectAccessible(page);
  expect(await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);
  await keepScreenshot(page, testInfo, 'bulk-sheets-en');

  // Another sheet, then back; another header row, then back.
  await page.getByLabel('Sheet').selectOption('Archive');
  await expect(page.getByText('réclamations.xlsx: 1 line.')).toBeVisible();
  await expect(page.getByLabel('Template column for tracking')).toHaveValue('tracking_number');
  await page.getByLabel('Sheet').selectOption('Réclamations');
  await page.getByLabel('Header row').selectOption('0');
  await expect(page.getByText('réclamations.xlsx: 3 lines.')).toBeVisible();
  await page.getByLabel('Header row').selectOption('1');
  await expect(page.getByText('réclamations.xlsx: 2 lines.')).toBeVisible();

  await page.getByRole('button', { name: 'Check the lines' }).click();
  await expect(page.getByText('2 lines: 1 with errors')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Lines with errors' })).toContainText(
    'Excel rounded this number (it keeps 15 digits): format the column as Text',
  );
  await expect(
    page.getByRole('list', { name: 'Lines with errors' }).getByLabel('Tracking number'),
  ).toHaveValue('1.23456789012346E+19');

  // In French.
  await page.getByLabel('Language').selectOption('fr');
  await page.goto('/claimCenter/startAnInvestigation?mode=bulk');
  await page.getByLabel('Votre fichier').setInputFiles({
    name: 'réclamations.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(file),
  });
  await expect(page.getByLabel('Feuille')).toHaveValue('1');
  await expect(page.getByText('Les noms de vos colonnes sont sur la ligne 2')).toBeVisible();
  await page.getByRole('button', { name: 'Vérifier les lignes' }).click();
  await expect(page.getByText('Excel a arrondi ce nombre')).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'bulk-sheets-fr');
});

test('a line whose parcel is past its carrier’s claim window is flagged, and sent once the values are confirmed', async ({
  page,
}, testInfo) => {
  // A late parcel delivered long before UPS's 15 days (the single claim's test takes the oldest one).
  const tracking = (await lateParcelsPastWindow()).at(-2)!;
  await signInAs(page, 'client_admin');
  await page.goto('/claimCenter/startAnInvestigation?mode=bulk');
  await page.getByLabel('Your file').setInputFiles({
    name: 'retards.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      frenchExcelCsv([
        ['Transporteur', 'N° de suivi', 'Problème', 'Référence'],
        ['UPS', tracking, 'Retard', 'CDE-LATE-1'],
      ]),
    ),
  });
  await page.getByRole('button', { name: 'Check the lines' }).click();
  await expect(
    page.getByText('1 line: 0 with errors, 1 to confirm, 0 repeated tracking numbers.'),
  ).toBeVisible();
  // The line is named with why it is flagged.
  await expect(page.getByRole('list', { name: 'Lines to confirm' })).toContainText(
    `Line 2 (${tracking}): The carrier’s claim window for this issue has closed`,
  );
  await page.getByRole('button', { name: 'Submit the file' }).click();
  await expect(page.getByRole('alert')).toContainText('Confirm the flagged values first.');
  const confirm = page.getByLabel(/a parcel past its carrier’s claim window/);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'bulk-window-en');
  await confirm.check();
  await page.getByRole('button', { name: 'Submit the file' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'claim created' })).toContainText(
    '1 claim created, 0 lines removed',
    { timeout: 30_000 },
  );
});
