/**
 * A platform admin locks and opens a company's dashboards from the Admin Panel: the company's people
 * are refused the figures while they are locked, and see them again once opened.
 */
import { expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures';

const home = (token: string) =>
  fetch(`${process.env.PA_BASE_URL}/api/private/home`, { headers: { authorization: `Bearer ${token}` } });

test('a platform admin locks a company’s dashboards and opens them again from the Admin Panel', async ({
  page,
  browser,
}, testInfo) => {
  await signInAs(page, 'platform_admin', 'e2e-admin-dashboards');
  const member = await browser.newPage();
  const memberToken = await signInAs(member, 'member', 'e2e-admin-dashboards-member');
  try {
    // The company's own page: no need to act for it.
    await page.goto('/adminPanel/companies/demo-merchant');
    const form = page.getByRole('form', { name: 'Dashboards of a company' });
    const select = form.getByLabel('Dashboards');
    await expect(select).toHaveValue('open');
    await select.selectOption('locked');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('status')).toContainText('Saved');
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'admin-dashboards-locked');
    const refused = await home(memberToken);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('dashboard.locked');

    await select.selectOption('open');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('status')).toContainText('Saved');
    expect((await home(memberToken)).status).toBe(200);
  } finally {
    // Whatever happened above, the demo company's dashboards are open for the other tests.
    const adminToken = await page.evaluate(() => localStorage.getItem('parcel-audit.token'));
    await fetch(`${process.env.PA_BASE_URL}/api/private/admin/companies/demo-merchant/dashboards`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ state: 'open' }),
    });
    await member.close();
  }
});
