/**
 * The carriers' tracking API keys on My Carrier Information: the client admin enters DHL's key (the
 * form refuses an empty one), sees it entered by its last four characters, removes it; in French too.
 */
import { expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures';

test('the client admin enters and removes a tracking API key, in English and French', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'client_admin');
  await page.goto('/carrier/information');
  const panel = page.getByRole('region', { name: 'Carrier tracking APIs' });
  const dhl = panel.getByRole('listitem').filter({ hasText: 'DHL Shipment Tracking - Unified' });
  await expect(dhl).toContainText('Tracks: DHL Express');
  // A retried test finds the key it entered: it starts again without one.
  if (
    await dhl.getByRole('button', { name: 'Remove the keys for DHL Shipment Tracking - Unified' }).isVisible()
  )
    await dhl.getByRole('button', { name: 'Remove the keys for DHL Shipment Tracking - Unified' }).click();
  await expect(dhl).toContainText('No keys: off');

  await dhl.getByRole('button', { name: 'Enter keys for DHL Shipment Tracking - Unified' }).click();
  await dhl.getByRole('button', { name: 'Save the keys' }).click();
  await expect(dhl.getByText('This field is required')).toBeVisible();
  await dhl.getByLabel('API key').fill('dhl-e2e-key-WXYZ');
  await dhl.getByRole('button', { name: 'Save the keys' }).click();
  await expect(page.getByRole('status')).toContainText('Tracking API keys saved');
  await expect(dhl).toContainText('Keys entered');
  await expect(dhl).toContainText('Ending in WXYZ');
  await expect(page.getByText('dhl-e2e-key')).toHaveCount(0);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'tracking-keys-en');

  await page.getByLabel('Language').selectOption('fr');
  const cles = page.getByRole('region', { name: 'API de suivi des transporteurs' });
  const dhlFr = cles.getByRole('listitem').filter({ hasText: 'DHL Shipment Tracking - Unified' });
  await expect(dhlFr).toContainText('Se terminant par WXYZ');
  await dhlFr.getByRole('button', { name: 'Retirer les clés de DHL Shipment Tracking - Unified' }).click();
  await expect(page.getByRole('status')).toContainText('Clés d’API de suivi retirées.');
  await expect(dhlFr).toContainText('Pas de clés : désactivé');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'tracking-keys-fr');
});

test('a member sees which tracking APIs have keys, with No Admin Access and none of the admin’s buttons', async ({
  page,
}) => {
  await signInAs(page, 'member');
  await page.goto('/carrier/information');
  const panel = page.getByRole('region', { name: 'Carrier tracking APIs' });
  await expect(panel.getByRole('listitem')).toHaveCount(4);
  await expect(panel.getByText('No Admin Access', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button')).toHaveCount(0);
  await expectAccessible(page);
});
