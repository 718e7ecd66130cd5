/** Forgot password: ask for a link, open it from the mailbox, choose a new password, sign in with it. */
import { randomUUID } from 'node:crypto';
import { CURRENT_ACCEPTANCE } from '@shared/legal/documents';
import { expect, expectAccessible, keepScreenshot, test } from './fixtures';

async function resetLink(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const store = (await (await fetch(`${process.env.PA_MAILBOX_URL}/store`)).json()) as {
      emails: { destination: { to: string[] }; body: { text?: string } }[];
    };
    const text = store.emails.filter((mail) => mail.destination.to.includes(email)).at(-1)?.body.text ?? '';
    const link = /(http\S+reset_token=[\w-]+)/.exec(text)?.[1];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset link mailed to ${email}`);
}

test('a person resets a forgotten password from the e-mailed link', async ({ page, request }, testInfo) => {
  const email = `reset-${randomUUID().slice(0, 8)}@shop.example`;
  // A person with an account: invited by the demo admin would take longer; sign up through the API.
  const asked = await request.post('/api/public/user/verify', {
    data: {
      email_address: email,
      first_name: 'Inès',
      last_name: 'Roux',
      company: `Shop ${randomUUID().slice(0, 8)}`,
      job_title: 'COO',
    },
  });
  expect(asked.ok()).toBe(true);
  const store = (await (await fetch(`${process.env.PA_MAILBOX_URL}/store`)).json()) as {
    emails: { destination: { to: string[] }; body: { text?: string } }[];
  };
  const code = /\b(\d{6})\b/.exec(
    store.emails.filter((mail) => mail.destination.to.includes(email)).at(-1)?.body.text ?? '',
  )?.[1];
  const registered = await request.post('/api/public/user/verified', {
    data: {
      code,
      userData: {
        email_address: email,
        first_name: 'Inès',
        last_name: 'Roux',
        company: `Shop ${email}`,
        job_title: 'COO',
        password: 'First-Pass-1',
        terms_accepted: true,
        ...CURRENT_ACCEPTANCE,
      },
    },
  });
  expect(registered.ok()).toBe(true);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The sign-in page has an 'E-mail address' field too: wait for the lazy page before filling.
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent it a link');

  await page.goto(await resetLink(email));
  await expect(page.getByText(`New password for ${email}`)).toBeVisible();
  await page.getByLabel('New password').fill('Second-Pass-2');
  await page.getByLabel('Confirm the password').fill('Second-Pass-2');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'reset-password-en');
  await page.getByRole('button', { name: 'Save my new password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  // The site's sign-in page has loaded (the app opens it with a full page load).
  await expect(
    page.getByRole('heading', { name: /Sign in to Parcel Audit|Connexion à Parcel Audit/ }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Your password has been changed');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('Second-Pass-2');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/onBoarding$/);
});

test('the reset page without a valid link shows access denied', async ({ page }) => {
  await page.goto(`/forgotPassword/reset?reset_token=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});
