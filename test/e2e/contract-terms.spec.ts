/**
 * A carrier account's contract terms on My Carrier Information: the client admin enters a discount
 * (the form refuses what the server would, beside the field), saves it and finds it again; in
 * French, a reversed fuel period is refused the same way. A member reads the terms but cannot edit.
 */
import { expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures';

test('the client admin enters a carrier account’s contract terms, in English and French', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'client_admin');
  await page.goto('/carrier/information');
  await page.getByRole('button', { name: 'Contract terms of UPS (DEMO-UPS-1)' }).click();
  const terms = page.getByRole('region', { name: 'Contract terms: UPS (DEMO-UPS-1)' });
  await expect(terms.getByRole('heading', { level: 2 })).toBeFocused();

  await terms.getByLabel('Account numbers on the invoices').fill('0000A1B2C3, 0000 X9Y8Z7');
  const discounts = terms.getByRole('group', { name: 'Discounts per service' });
  // A retried test finds the row it saved: it starts again from one row.
  while ((await discounts.getByRole('button', { name: /^Remove row/ }).count()) > 0)
    await discounts
      .getByRole('button', { name: /^Remove row/ })
      .first()
      .click();
  await discounts.getByRole('button', { name: 'Add a discount' }).click();
  await discounts.getByLabel('Service, as the invoice names it').fill('UPS Standard');
  await discounts.getByLabel('Discount (%)').fill('130');
  await terms.getByRole('button', { name: 'Save the contract terms' }).click();
  await expect(discounts.getByText('Enter a percent between 0 and 100')).toBeVisible();
  await expect(discounts.getByLabel('Discount (%)')).toHaveAttribute('aria-invalid', 'true');

  await discounts.getByLabel('Discount (%)').fill('32,5');
  const surcharges = terms.getByRole('group', { name: 'Agreed surcharges' });
  if ((await surcharges.getByRole('button', { name: /^Remove row/ }).count()) === 0) {
    await surcharges.getByRole('button', { name: 'Add a surcharge' }).click();
    await surcharges.getByLabel('Surcharge', { exact: true }).selectOption('residential');
  }
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'contract-terms-en');
  await terms.getByRole('button', { name: 'Save the contract terms' }).click();
  await expect(page.getByRole('status')).toContainText('Contract terms saved.');

  // Opened again, it holds what was saved, and says who changed it.
  await page.getByRole('button', { name: 'Contract terms of UPS (DEMO-UPS-1)' }).click();
  await expect(discounts.getByLabel('Service, as the invoice names it')).toHaveValue('UPS Standard');
  await expect(discounts.getByLabel('Discount (%)')).toHaveValue('32.5');
  await expect(terms.getByLabel('Account numbers on the invoices')).toHaveValue('0000A1B2C3, 0000 X9Y8Z7');
  await expect(terms).toContainText('Last changed');

  await page.getByLabel('Language').selectOption('fr');
  const conditions = page.getByRole('region', { name: 'Conditions du contrat : UPS (DEMO-UPS-1)' });
  // What was typed stays as typed; opened again in French, the percent is written the French way.
  await conditions.getByRole('button', { name: 'Fermer' }).click();
  await page.getByRole('button', { name: 'Conditions du contrat UPS (DEMO-UPS-1)' }).click();
  await expect(conditions.getByLabel('Remise (%)')).toHaveValue('32,5');
  const fuel = conditions.getByRole('group', { name: 'Barème de la surcharge carburant' });
  await fuel.getByRole('button', { name: 'Ajouter une période' }).click();
  await fuel.getByLabel('Du').last().fill('2026-10-31');
  await fuel.getByLabel('Au').last().fill('2026-10-01');
  await fuel.getByLabel('Surcharge carburant (%)').last().fill('18,5');
  await conditions.getByRole('button', { name: 'Enregistrer les conditions du contrat' }).click();
  await expect(fuel.getByText('La période se termine avant de commencer')).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'contract-terms-fr');
  await conditions.getByRole('button', { name: 'Fermer' }).click();
  await expect(conditions).toHaveCount(0);
});

test('a member reads the contract terms but cannot change them', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto('/carrier/information');
  await page.getByRole('button', { name: 'Contract terms of UPS (DEMO-UPS-1)' }).click();
  const terms = page.getByRole('region', { name: 'Contract terms: UPS (DEMO-UPS-1)' });
  await expect(terms).toContainText('Only your company’s administrators can change the contract terms.');
  await expect(terms.getByRole('button', { name: 'Save the contract terms' })).toHaveCount(0);
  await expect(terms.getByLabel('Account numbers on the invoices')).toBeDisabled();
});
