/** My Profile: details with the unsaved-changes prompt, and the password change, in en and fr. */
import { DEMO_LOGINS } from '../../infra/local/seed';
import { expect, expectAccessible, keepScreenshot, signInAsNewMerchant, test } from './fixtures';

const admin = DEMO_LOGINS.find((login) => login.role === 'client_admin')!;

test('the client admin edits their details, is asked before leaving unsaved, and sees the company forms', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'My Profile' }).click();

  await expect(page.getByRole('heading', { name: 'My details' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Company details' })).toBeVisible();
  await expect(page.getByLabel('Company name on invoices')).toHaveValue('Demo Merchant SAS');
  await page.getByLabel('Job title').fill('Head of e-commerce');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Claim Center' })
    .click();
  await expect(page.getByRole('alertdialog', { name: 'Leave this page?' })).toBeVisible();
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await page.getByLabel('First name').fill('Camille-Anne');
  await page.getByRole('button', { name: 'Save my details' }).click();
  await expect(page.getByText('Profile updated.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Camille-Anne Martin/ })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'profile-en');

  await page.getByLabel('Current password').fill('Not-My-Password-1');
  await page.getByLabel('New password').fill('Another-Pass-3');
  await page.getByLabel('Confirm the password').fill('Another-Pass-3');
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByText('This is not your current password')).toBeVisible();

  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Mes informations' })).toBeVisible();
  await expect(page.getByText('Ce n’est pas votre mot de passe actuel')).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'profile-fr');
});

test('the company’s VAT number is checked: a typing mistake at once, then with VIES, whose outage saves it unconfirmed, in words', async ({
  page,
}, testInfo) => {
  await signInAsNewMerchant(page);
  await page.goto('/profile');
  const company = page.getByRole('region', { name: 'Company details' });
  await company.getByLabel('Company name on invoices').fill('Maison Test SAS');
  await company.getByLabel('Country', { exact: true }).selectOption('FR');
  await company.getByLabel('Street and number').fill('12 rue de la République');
  await company.getByLabel('Postal code').fill('69002');
  await company.getByLabel('City').fill('Lyon');
  await company.getByLabel('Invoicing e-mail addresses').fill('compta@maison.example');
  await company.getByLabel('Finance e-mail address').fill('finance@maison.example');
  await company.getByLabel('Claims e-mail address').fill('sav@maison.example');
  const vat = company.getByLabel('VAT number');
  const save = company.getByRole('button', { name: 'Save the company details' });

  // A mistyped key: said beside the field before anything is sent.
  await vat.fill('FR41 303 265 045');
  await save.click();
  await expect(company.getByText('This VAT number’s check digits do not match').first()).toBeVisible();

  // A number no business has (the sandbox register's documented one): refused by VIES.
  await vat.fill('FR18000000002');
  await save.click();
  await expect(
    company.getByText('VIES, the EU’s register of VAT numbers, has no business with this number.'),
  ).toBeVisible();

  // VIES out of service (the sandbox's documented number): saved, and said to be unconfirmed.
  await vat.fill('FR15000000001');
  await save.click();
  await expect(
    company.getByText(
      /^This VAT number is saved but not confirmed: VIES, the EU’s VAT register, could not be reached on/,
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'profile-vat-unconfirmed-en');

  await vat.fill('FR40303265045');
  await save.click();
  await expect(company.getByText(/^VIES, the EU’s VAT register, confirmed this VAT number on/)).toBeVisible();
  await page.getByLabel('Language').selectOption('fr');
  await expect(
    page.getByText(/^VIES, le registre européen de la TVA, a confirmé ce numéro le/),
  ).toBeVisible();
});
