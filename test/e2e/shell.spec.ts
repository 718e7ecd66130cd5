/** A person's first steps in the web shell, in Chromium against the local stack, in en and fr. */
import { expect, expectAccessible, keepScreenshot, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-started')) {
      localStorage.clear();
      sessionStorage.setItem('e2e-started', '1');
    }
  });
});

test("'/' lands on the login page", async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to Parcel Audit' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in · Parcel Audit');
  await expect(page.getByLabel('E-mail address')).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'login-en');
});

test('a private page, logged out, lands on /401', async ({ page }, testInfo) => {
  await page.goto('/claimCenter/actionRequired');
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByRole('heading', { name: 'You need to sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The site's sign-in page has loaded (the app opens it with a full page load).
  await expect(
    page.getByRole('heading', { name: /Sign in to Parcel Audit|Connexion à Parcel Audit/ }),
  ).toBeVisible();
  await page.goto('/401');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'unauthorized-en');
});

test('an unknown page lands on /404', async ({ page }, testInfo) => {
  const answer = await page.goto('/this/page/does-not-exist');
  expect(answer?.status()).toBe(404);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Parcel Audit');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'not-found-en');
});

test('switching to French changes the login page, and the choice is remembered', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Lire cette page en français' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion à Parcel Audit' })).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page).toHaveTitle('Connexion · Parcel Audit');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'login-fr');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Connexion à Parcel Audit' })).toBeVisible();
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Ce champ est obligatoire').first()).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'login-fr-required');
});

test('the login form is usable with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to Parcel Audit' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.getByLabel('E-mail address').focus();
  await page.keyboard.type('not-an-email');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
});

test('the served app carries the security headers and the API answers beside it', async ({
  page,
  request,
}) => {
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  const health = await request.get('/api/public/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });
});
