/** My Profile: details with the unsaved-changes prompt, and the password change, in en and fr. */
import { DEMO_LOGINS } from '../../infra/local/seed';
import { expect, expectAccessible, keepScreenshot, test } from './fixtures';

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
