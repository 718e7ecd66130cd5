/** A platform admin switches company by typing an account name; an unknown one is an access error. */
import { DEMO_LOGINS } from '../../infra/local/seed';
import { expect, expectAccessible, keepScreenshot, test } from './fixtures';

const ops = DEMO_LOGINS.find((login) => login.role === 'platform_admin')!;

test('a platform admin switches to a merchant’s account and sees its team', async ({ page }, testInfo) => {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(ops.email);
  await page.getByLabel('Password').fill(ops.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole('button', { name: /Company: Parcel Audit/ }).click();
  await page.getByLabel('Account name').fill('No Such Shop');
  await page.getByRole('button', { name: 'Switch', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('You cannot switch to this account');

  await page.getByLabel('Account name').fill('demo merchant');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'company-switch-en');
  await page.getByRole('button', { name: 'Switch', exact: true }).click();
  await expect(page.getByRole('button', { name: /Acting for Demo Merchant/ })).toBeVisible();

  await page.goto('/team');
  await expect(page.getByRole('cell', { name: 'admin@demo-merchant.example' })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'company-switch-team-en');
});
