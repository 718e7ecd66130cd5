/**
 * The Admin Panel in the browser (issue 22): in a platform admin's navigation only; the directory
 * of client companies with its search and figures; deactivating a company (with a reason) and
 * activating it again; the audit log showing both; in English and French, at 1366 and 390 px, with
 * axe-core on each screen.
 */
import { randomUUID } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures';

async function expectNoSidewaysScroll(page: Page, width: number) {
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.scrollWidth'))
    .toBeLessThanOrEqual(width);
}

async function atBothWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, width);
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('the Admin Panel is in a platform admin’s navigation only', async ({ page }) => {
  await signInAs(page, 'client_admin');
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: /./ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  const admin = await page.context().newPage();
  await signInAs(admin, 'platform_admin', 'e2e-admin-panel-nav');
  await admin.goto('/home');
  await admin.getByRole('link', { name: 'Admin Panel' }).click();
  await expect(admin).toHaveURL(/\/adminPanel$/);
});

test('a platform admin finds a company, deactivates and activates it, and reads it in the audit log, in English and French', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const { putCompany } = await import('../../functions/companies/company-store');
  const name = `Boutique Éphémère ${randomUUID().slice(0, 6)}`;
  const companyId = `e2e-admin-${randomUUID()}`;
  await putCompany({ companyId, name, kind: 'merchant', active: true, createdAt: new Date().toISOString() });
  await signInAs(page, 'platform_admin', 'e2e-admin-panel');
  await page.goto('/adminPanel');

  const directory = page.getByRole('region', { name: 'Client companies' });
  await directory.getByLabel('Name starts with').fill(name.replace('É', 'e').toLowerCase());
  await directory.getByRole('button', { name: 'Search' }).click();
  const row = directory.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Free audit month');
  await expect(row).toContainText('0 working, 0 not working');
  await atBothWidths(page, testInfo, 'admin-panel-en');

  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Deactivate ${name}?` });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog.getByRole('alert').or(dialog.getByText('This field is required'))).toBeVisible();
  await dialog.getByLabel('Why (kept in the audit log)').fill('Contract ended');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Deactivated');

  const logSection = page.getByRole('region', { name: 'Audit log' });
  await logSection.getByLabel('Company id').fill(companyId);
  await logSection.getByRole('button', { name: 'Show' }).click();
  await expect(logSection.getByRole('row').filter({ hasText: 'Company deactivated' })).toContainText(
    'reason: Contract ended',
  );

  await row.getByRole('button', { name: `Activate ${name}` }).click();
  const again = page.getByRole('dialog', { name: `Activate ${name}?` });
  await again.getByLabel('Why (kept in the audit log)').fill('Contract renewed');
  await again.getByRole('button', { name: 'Activate' }).click();
  await expect(row).toContainText('Active');
  await logSection.getByRole('button', { name: 'Show' }).click();
  await expect(logSection.getByRole('row').filter({ hasText: 'Company activated' })).toBeVisible();

  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Entreprises clientes' }).getByRole('row', { name: new RegExp(name) }),
  ).toContainText('Active');
  await expect(page.getByRole('region', { name: 'Journal d’audit' })).toContainText('Entreprise désactivée');
  await atBothWidths(page, testInfo, 'admin-panel-fr');
});
