/**
 * A merchant's first visit: register a new company, read the code from the local mailbox, verify,
 * onboard (company, bank, team), sign out, sign in again. Then what a member sees of the team.
 */
import { randomUUID } from 'node:crypto';
import { DEMO_LOGINS } from '../../infra/local/seed';
import { expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures';
import { codeFor } from './mailbox';

test('a merchant registers, verifies the e-mail, onboards, signs out and signs in again', async ({
  page,
}, testInfo) => {
  const id = randomUUID().slice(0, 8);
  const email = `founder-${id}@boutique.example`;
  const company = `Boutique ${id}`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your Parcel Audit account' })).toBeVisible();
  await page.getByLabel('First name').fill('Léa');
  await page.getByLabel('Last name').fill('Durand');
  await page.getByLabel('Work e-mail address').fill(email);
  await page.getByLabel('Company').fill(company);
  await page.getByLabel('Job title').fill('Founder');
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await expect(page.getByText('At least 8 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Send me a verification code' }).click();
  await expect(page.getByText('Please accept the Terms and Conditions')).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'register-errors-en');

  await page.getByLabel('Password', { exact: true }).fill('Strong-Pass-1');
  await page.getByLabel('Confirm the password').fill('Strong-Pass-1');
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Send me a verification code' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'register-code-en');

  await page.getByLabel('Verification code').fill('000000' === (await codeFor(email)) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify and create my account' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right');
  await page.getByLabel('Verification code').fill(await codeFor(email));
  await page.getByRole('button', { name: 'Verify and create my account' }).click();

  await expect(page).toHaveURL(/\/onBoarding$/);
  await expect(page.getByRole('heading', { name: 'Company details' })).toBeVisible();
  await page.getByLabel('Company name on invoices').fill(`${company} SAS`);
  await page.getByLabel('Country').selectOption('FR');
  await page.getByLabel('VAT number').fill('FR40303265045');
  await page.getByLabel('Street and number').fill('12 rue de la République');
  await page.getByLabel('Postal code').fill('6900');
  await page.getByLabel('City').fill('Lyon');
  await page.getByLabel('Invoicing e-mail addresses').fill(`compta@${id}.example`);
  await page.getByLabel('Finance e-mail address').fill(`finance@${id}.example`);
  await page.getByLabel('Claims e-mail address').fill(`sav@${id}.example`);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('This postal code is not valid for the country')).toBeVisible();
  await page.getByLabel('Postal code').fill('69002');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'onboarding-company-en');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Bank details' })).toBeVisible();
  await page.getByLabel('Bank', { exact: true }).fill('BNP Paribas');
  await page.getByLabel('IBAN').fill('FR14 2004 1010 0505 0001 3M02 606');
  await page.getByLabel('BIC').fill('BNPAFRPP');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page.getByRole('heading', { name: 'Your team' })).toBeVisible();
  await page.getByLabel('First name').fill('Hugo');
  await page.getByLabel('Last name').fill('Bernard');
  await page.getByLabel('E-mail address').fill(`hugo-${id}@boutique.example`);
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invitation sent to' })).toBeVisible();
  await expect(page.getByRole('cell', { name: `hugo-${id}@boutique.example` })).toBeVisible();
  await expect(page.getByText('Invitation sent', { exact: true })).toBeVisible({ timeout: 10_000 });
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'onboarding-team-en');
  await page.getByRole('button', { name: 'Finish and go to Home' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByRole('button', { name: 'Sign out without answering' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The site's sign-in page has loaded (the app opens it with a full page load).
  await expect(
    page.getByRole('heading', { name: /Sign in to Parcel Audit|Connexion à Parcel Audit/ }),
  ).toBeVisible();

  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('Strong-Pass-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: /Léa Durand/ })).toBeVisible();
});

test('a registrant for a company that already has an admin is told to ask that admin', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Marc');
  await page.getByLabel('Last name').fill('Petit');
  await page.getByLabel('Work e-mail address').fill(`marc-${randomUUID().slice(0, 8)}@demo.example`);
  await page.getByLabel('Company').fill('Demo Merchant');
  await page.getByLabel('Job title').fill('Logistics');
  await page.getByLabel('Password', { exact: true }).fill('Strong-Pass-1');
  await page.getByLabel('Confirm the password').fill('Strong-Pass-1');
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Send me a verification code' }).click();
  await expect(page.getByRole('alert')).toContainText('Your company already has an admin');
});

test('a member sees the team, no invite form, no Remove, and No Admin Access', async ({ page }, testInfo) => {
  const member = DEMO_LOGINS.find((login) => login.role === 'member')!;
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/team');
  await expect(page.getByRole('cell', { name: member.email })).toBeVisible();
  await expect(page.getByText('Only your company’s admin can invite or remove people.')).toBeVisible();
  await expect(page.getByText('No Admin Access', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the invitation' })).toHaveCount(0);
  // The admin's Remove is not offered: the note above says why.
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'team-member-en');
});

test('the client admin removes a member after confirming', async ({ page }, testInfo) => {
  await signInAs(page, 'client_admin');
  await page.goto('/team');
  await page.getByLabel('First name').fill('Temp');
  await page.getByLabel('Last name').fill('Worker');
  const email = `temp-${randomUUID().slice(0, 8)}@demo.example`;
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Temp Worker' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Remove Temp Worker?' })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'team-remove-confirm-en');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('cell', { name: email })).toHaveCount(0);
  await expect(page.getByText('Member deleted.')).toBeVisible();
});

test('the registration form says early that an address is taken, and the code step can alert the team', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByLabel('Work e-mail address').fill(DEMO_LOGINS[0]!.email);
  await page.getByLabel('Company').focus();
  await expect(page.getByRole('alert')).toContainText('This e-mail address is already registered');

  const email = `late-code-${randomUUID().slice(0, 8)}@shop.example`;
  await page.getByLabel('Work e-mail address').fill(email);
  await page.getByLabel('Company').focus();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('First name').fill('Paul');
  await page.getByLabel('Last name').fill('Leroy');
  await page.getByLabel('Company').fill(`Leroy ${randomUUID().slice(0, 8)}`);
  await page.getByLabel('Job title').fill('Owner');
  await page.getByLabel('Password', { exact: true }).fill('Strong-Pass-1');
  await page.getByLabel('Confirm the password').fill('Strong-Pass-1');
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Send me a verification code' }).click();
  await page.getByRole('button', { name: 'I did not receive the code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have told our team' })).toContainText(email);
});
