/**
 * Sign-up and sign-in with Google in the browser. Google's script is served by a stand-in that
 * renders a button and hands back an ID token signed by the test issuer the stack trusts.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { importJWK, SignJWT } from 'jose';
import { TEST_GOOGLE_CLIENT_ID, TEST_GOOGLE_ISSUER } from '../support/google-fakes';
import { expect, expectAccessible, fakeRecaptcha, keepScreenshot, RECAPTCHA_SCRIPT, test } from './fixtures';

const FAKE_GIS = `window.google = { accounts: { id: {
  initialize(config) { window.__gisConfig = config; },
  renderButton(element) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Continue with Google';
    button.onclick = () => window.__gisConfig.callback({ credential: window.__googleCredential });
    element.append(button);
  },
} } };`;

async function googleCredential(email: string) {
  const key = await importJWK(JSON.parse(process.env.PA_GOOGLE_JWK!), 'RS256');
  return new SignJWT({ email, email_verified: true, given_name: 'Zoé', family_name: 'Garnier' })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key-1' })
    .setIssuer(TEST_GOOGLE_ISSUER)
    .setAudience(TEST_GOOGLE_CLIENT_ID)
    .setSubject(`google-${randomUUID()}`)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key);
}

async function asGoogleUser(page: Page, email: string) {
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_GIS }),
  );
  // Runs in the page: the credential the stand-in hands back when its button is clicked.
  await page.addInitScript(`window.__googleCredential = ${JSON.stringify(await googleCredential(email))};`);
}

test('a merchant signs up with Google, then signs in with Google', async ({ page }, testInfo) => {
  const email = `zoe-${randomUUID().slice(0, 8)}@gmail.example`;
  await asGoogleUser(page, email);
  await page.goto('/register');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Finish signing up with Google' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Company').fill(`Zoé Shop ${randomUUID().slice(0, 6)}`);
  await page.getByLabel('Job title').fill('Founder');
  await page.getByLabel(/I accept the/).check();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'google-sign-up-en');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/onBoarding$/);

  await page.evaluate(() => localStorage.removeItem('parcel-audit.token'));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/onBoarding$/);
});

test('a Google address without an account is refused on sign-in', async ({ page }) => {
  await asGoogleUser(page, `stranger-${randomUUID().slice(0, 8)}@gmail.example`);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect e-mail address or password.');
});

async function fillRegistration(page: Page) {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Léo');
  await page.getByLabel('Last name').fill('Moreau');
  await page.getByLabel('Work e-mail address').fill(`leo-${randomUUID().slice(0, 8)}@shop.example`);
  await page.getByLabel('Company').fill(`Moreau ${randomUUID().slice(0, 8)}`);
  await page.getByLabel('Job title').fill('COO');
  await page.getByLabel('Password', { exact: true }).fill('Strong-Pass-1');
  await page.getByLabel('Confirm the password').fill('Strong-Pass-1');
  await page.getByLabel(/I accept the/).check();
}

test('sign-up passes reCAPTCHA before the code is sent, and a failed one stops it with a message', async ({
  page,
}) => {
  await page.route(RECAPTCHA_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakeRecaptcha('bad-token') }),
  );
  await fillRegistration(page);
  await page.getByRole('button', { name: 'Send me a verification code' }).click();
  await expect(page.getByRole('alert')).toContainText('We need to make sure you are not a robot');

  // A new page load: the default stand-in, which passes.
  await page.unroute(RECAPTCHA_SCRIPT);
  await page.route(RECAPTCHA_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakeRecaptcha('good-token') }),
  );
  await fillRegistration(page);
  await page.getByRole('button', { name: 'Send me a verification code' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
});
