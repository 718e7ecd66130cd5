/** Signing in with the demo logins, and what a person sees when it fails, in en and fr. */
import { DEMO_LOGINS } from '../../infra/local/seed';
import { expect, expectAccessible, keepScreenshot, test } from './fixtures';

const member = DEMO_LOGINS.find((login) => login.role === 'member')!;

test('the demo member signs in and lands on Home', async ({ page }, testInfo) => {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Hugo Bernard/ })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'signed-in-home-en');
});

test('a wrong password shows the French message in French', async ({ page }, testInfo) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Lire cette page en français' }).click();
  await page.getByLabel('Adresse e-mail').fill(member.email);
  await page.getByLabel('Mot de passe').fill('Pas-le-bon-1');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toContainText('Identifiant ou mot de passe incorrect.');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'wrong-password-fr');
});

test('a token the server no longer accepts sends the person to sign in again, with a notice', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    const encode = (value: unknown) =>
      btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const claims = {
      sub: 'x',
      company: 'demo-merchant',
      role: 'member',
      dashboard: true,
      verified: true,
      exp,
      first_name: 'X',
    };
    localStorage.setItem('parcel-audit.token', `${encode({ alg: 'RS256' })}.${encode(claims)}.forged`);
  });
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  // The site's sign-in page has loaded (the app opens it with a full page load).
  await expect(
    page.getByRole('heading', { name: /Sign in to Parcel Audit|Connexion à Parcel Audit/ }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Your session has ended. Please sign in again.');
  expect(await page.evaluate(() => localStorage.getItem('parcel-audit.token'))).toBeNull();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'session-ended-en');
});
