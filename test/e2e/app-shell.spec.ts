/** The signed-in shell: sidebar, top bar, guards that depend on the role. */
import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures';

test('a member sees the sidebar and the account menu, in English and French', async ({ page }, testInfo) => {
  await signInAs(page, 'member');
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of [
    'Home',
    'Claim Center',
    'Data Needed',
    'Investigations Support Documents',
    'Start an investigation',
  ]) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await page.getByRole('button', { name: /Account menu/ }).click();
  for (const name of [
    'My Profile',
    'My Carrier Information',
    'Upload Carrier Documents',
    'Team Members',
    'My Files',
    'Billing and Subscription',
  ]) {
    // Exact: Home's own cards link to some of these pages too ('See billing and subscription').
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'home-menu-en');

  await page.keyboard.press('Escape');
  await nav.getByRole('link', { name: 'Claim Center' }).click();
  await expect(page).toHaveURL(/\/claimCenter\/investigationDetails$/);
  await expect(page.getByRole('heading', { name: 'Claim Center' })).toBeFocused();

  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Centre de réclamations' })).toBeVisible();
  await expect(page).toHaveTitle('Centre de réclamations · Parcel Audit');
  await keepScreenshot(page, testInfo, 'claim-center-fr');
});

test('a non-admin on the admin panel is sent Home with the admin-rights message', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'client_admin');
  await page.goto('/adminPanel');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('alert')).toContainText('Unauthorized - you need admin rights');
  await keepScreenshot(page, testInfo, 'admin-refused-en');
});

test('a platform admin reaches the admin panel and lifts a sign-in block of a real account only', async ({
  page,
}) => {
  await signInAs(page, 'platform_admin');
  await page.goto('/adminPanel/sign-in');
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  const unblock = page.getByRole('form', { name: 'Lift a sign-in block' });
  // An address no account uses: nothing to lift, and said so.
  await unblock.getByLabel('E-mail address', { exact: true }).fill('nobody@demo-merchant.example');
  await page.getByRole('button', { name: 'Lift the block' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'No account uses this e-mail address' }),
  ).toBeVisible();
  await unblock.getByLabel('E-mail address', { exact: true }).fill('member@demo-merchant.example');
  await page.getByRole('button', { name: 'Lift the block' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Sign-in unblocked for member@demo-merchant.example.' }),
  ).toBeVisible();
});

test('signing out forgets the session, and the server ends it: a copy of the token no longer acts', async ({
  page,
}) => {
  const token = await signInAs(page, 'member', `e2e-sign-out-${randomUUID()}`);
  await page.goto('/team');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const ended = page.waitForResponse((response) => response.url().endsWith('/api/private/user/sign-out'));
  await page.getByRole('button', { name: 'Sign out without answering' }).click();
  expect((await ended).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to Parcel Audit' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('parcel-audit.token'))).toBeNull();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  const replayed = await page.request.get('/api/private/claims', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(replayed.status()).toBe(401);
});

test('a session the server has ended sends the person to sign in and says why, in English and French', async ({
  page,
}, testInfo) => {
  const userId = `e2e-ended-${randomUUID()}`;
  await signInAs(page, 'member', userId);
  await page.goto('/team');
  await expect(page.getByRole('heading', { name: 'Team Members' })).toBeVisible();
  // The company's admin deactivates the person meanwhile (as the admin panel does).
  const { table } = await import('../../functions/lib/table/table');
  const { keys } = await import('../../functions/lib/table/keys');
  await table.update(keys.user('demo-merchant', userId), {
    UpdateExpression: 'SET active = :no',
    ExpressionAttributeValues: { ':no': false },
  });
  // The person goes on: the next call the app makes (a list that refreshes itself, or the page they
  // open next) is refused, and the app sends them to sign in.
  // The app may have noticed already (a list refreshed itself) and be on its way to sign-in: the page
  // this click runs in is then gone, which is the outcome awaited below.
  await page
    .evaluate(`document.querySelector('nav a[href="/claimCenter/investigationDetails"]')?.click()`)
    .catch((error: unknown) => {
      if (!String(error).includes('Execution context was destroyed')) throw error;
    });
  await expect(page).toHaveURL(/\/login$/);
  // The site's sign-in page has loaded (the app opens it with a full page load).
  await expect(
    page.getByRole('heading', { name: /Sign in to Parcel Audit|Connexion à Parcel Audit/ }),
  ).toBeVisible();
  const notice = page.getByRole('alert');
  await expect(notice).toContainText('You were signed out because your access changed');
  expect(await page.evaluate(() => localStorage.getItem('parcel-audit.token'))).toBeNull();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'session-ended-en');
  await page.getByRole('link', { name: 'Lire cette page en français' }).click();
  await expect(notice).toContainText('Vous avez été déconnecté car votre accès a changé');
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, testInfo, 'session-ended-fr-phone');
});

test('signing out asks how satisfied the person is, and the answer is optional', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'member');
  await page.goto('/home');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Before you go' });
  await expect(dialog.getByRole('group', { name: 'How satisfied are you with Parcel Audit?' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send and sign out' })).toBeDisabled();
  await dialog
    .getByLabel(/Satisfied$/)
    .first()
    .check();
  await dialog.getByLabel('Anything to tell us? (optional)').fill('Clear and quick.');
  await keepScreenshot(page, testInfo, 'sign-out-question-en');
  const answer = page.waitForResponse((response) =>
    response.url().endsWith('/api/private/user/satisfaction'),
  );
  await dialog.getByRole('button', { name: 'Send and sign out' }).click();
  expect((await answer).status()).toBe(202);
  await expect(page).toHaveURL(/\/login$/);
  // The site's sign-in page has loaded (the app opens it with a full page load).
  await expect(
    page.getByRole('heading', { name: /Sign in to Parcel Audit|Connexion à Parcel Audit/ }),
  ).toBeVisible();
});
