/**
 * A real carrier invoice in the browser: a merchant uploads a real UPS Billing Data file of the
 * corpus, whose findings need facts the invoice does not give. My Invoices opens no investigation
 * for them and lists them apart as signals to review, each with what would settle it and its
 * evidence in kg and cm, in English and French, at 1366 px and on a 390 px phone.
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures';

test('a real invoice’s signals to review are listed apart from the claims, in English and French', async ({
  page,
}, testInfo) => {
  const text = readFileSync(new URL('../corpus/ups/345_Invoice_000000J2158C345_082325.csv', import.meta.url));
  const name = `real-ups-${randomInt(100_000, 999_999)}.csv`;

  await signInAs(page, 'client_admin');
  await page.goto('/carrier/invoices');
  await page.getByLabel('Carrier', { exact: true }).selectOption('ups');
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: text });
  await page.getByRole('link', { name: 'Follow it in My Invoices' }).click();

  await expect(page.getByRole('status')).toContainText('Audited', { timeout: 30_000 });
  await expect(page.locator('.stat-card').filter({ hasText: 'Investigations opened' })).toContainText('0');
  await expect(page.getByText(/^6 signals to review/)).toBeVisible();
  await expect(page.locator('.stat-card').filter({ hasText: 'To review' })).toContainText('$83.20');
  const reviews = page.getByRole('region', { name: 'Signals to review' });
  await expect(reviews.getByRole('listitem')).toHaveCount(6);
  await expect(reviews).toContainText('the carrier weighed or measured the parcel itself');
  await expect(reviews).toContainText('is the delivery address a business?');
  await expect(reviews).toContainText('Dimensions (cm)');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'invoice-reviews-en');

  // One is dismissed, another confirmed into an investigation (a double click opens one).
  const residential = reviews
    .getByRole('listitem')
    .filter({ hasText: 'is the delivery address a business?' })
    .first();
  await residential.getByRole('button', { name: 'Dismiss' }).click();
  await expect(residential).toContainText('Dismissed: it will not be raised again.');
  const measured = reviews
    .getByRole('listitem')
    .filter({ hasText: 'weighed or measured the parcel itself' })
    .first();
  await measured.getByRole('button', { name: 'Open an investigation' }).dblclick();
  await expect(measured).toContainText('An investigation was opened for it.');
  // Two settled: four left to review.
  await expect(page.getByText(/^4 signals to review/)).toBeVisible();
  await measured.getByRole('link', { name: 'See the investigation' }).click();
  await expect(page.getByRole('heading', { name: 'What our audit found' })).toBeVisible();
  await page.goBack();

  await page.getByLabel('Language').selectOption('fr');
  const verifier = page.getByRole('region', { name: 'Signaux à vérifier' });
  await expect(verifier.getByRole('listitem')).toHaveCount(6);
  await expect(verifier).toContainText('le transporteur a pesé ou mesuré le colis lui-même');
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(verifier).toBeVisible();
  // The page itself never scrolls sideways on a phone (the menu scrolls in its own row).
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
  await keepScreenshot(page, testInfo, 'invoice-reviews-fr-phone');
});
