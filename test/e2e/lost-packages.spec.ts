/**
 * Lost packages in the browser: the claim center's tab looks at the demo's carrier account, lists
 * the parcels the carrier lost track of with their last movement and days left, and opens an
 * investigation filled in for one; in French too.
 */
import { demoParcels, expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures';

test('a merchant finds the parcels the carrier lost track of and opens an investigation for one, in en and fr', async ({
  page,
}, testInfo) => {
  const lost = await demoParcels('lost');
  await signInAs(page, 'client_admin');
  await page.goto('/claimCenter/investigationDetails');
  await page.getByRole('link', { name: 'Lost packages' }).click();
  await expect(page.getByRole('heading', { name: 'Lost packages', level: 2 })).toBeVisible();

  await page.getByRole('button', { name: 'Look again now' }).click();
  await expect(page.getByRole('list', { name: 'Carrier accounts read' })).toContainText(
    /UPS \(DEMO-UPS-1\): \d+ shipments read/,
  );
  const table = page.getByRole('table', { name: 'Lost packages' });
  await expect(table).toBeVisible();
  await expect(page.getByText(/^\d+ packages? the carriers? lost track of$/)).toBeVisible();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  // Every row is one of the demo account's lost (or still silent late) parcels, with its last scan.
  const rows = table.getByRole('row');
  const first = rows.nth(1);
  await expect(first).toContainText('Arrived at facility');
  const tracking = (await first.getByRole('cell').first().textContent())!.trim();
  expect(tracking).toMatch(/^1Z/);
  const openable = table.getByRole('link', { name: /^Open an investigation for / }).first();
  const openFor = (await openable.getAttribute('aria-label'))!.replace('Open an investigation for ', '');
  expect(lost.length).toBeGreaterThan(0);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'lost-packages-en');

  await openable.click();
  await expect(page.getByRole('heading', { name: 'Start an investigation', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Tracking number')).toHaveValue(openFor);
  await expect(page.getByLabel('Issue')).toHaveValue('lost');
  await expect(page.getByLabel('Carrier')).toHaveValue('ups');

  await page.getByLabel('Language').selectOption('fr');
  await page.goto('/claimCenter/investigationDetails?view=lost');
  await expect(page.getByRole('heading', { name: 'Colis perdus', level: 2 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Comptes transporteurs consultés' })).toContainText(
    /envois lus/,
  );
  await expect(page.getByRole('columnheader', { name: 'Sans mouvement depuis' })).toBeVisible();
  // Once a minute per company: looking again at once says so.
  await page.getByRole('button', { name: 'Vérifier maintenant' }).click();
  await expect(page.getByRole('alert')).toContainText('il y a moins d’une minute');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'lost-packages-fr');
});
