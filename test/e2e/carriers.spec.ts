/** My Carrier Information: the client admin adds, reveals, edits and deletes; a member reads the accounts, with 'No Admin Access' instead of those actions. */
import { CURRENT_ACCEPTANCE } from '@shared/legal/documents';
import { expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures';

test('the client admin adds a carrier account, reveals its password, edits and deletes it', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'client_admin');
  await page.goto('/carrier/information');
  await expect(page.getByRole('cell', { name: 'DEMO-UPS-1', exact: true })).toBeVisible();

  await page.getByLabel('Carrier', { exact: true }).selectOption('dpd');
  await expect(page.getByLabel('Portal address')).toHaveValue('https://www.dpd.fr');
  await page.getByLabel('Username').fill('dpd-shop');
  await page.getByRole('button', { name: 'Add a carrier' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Dpd-Secret-1');
  await page.getByLabel('Portal address').fill('https://169.254.169.254/latest');
  await page.getByRole('button', { name: 'Add a carrier' }).click();
  await expect(
    page.getByText('Give the https address of the carrier’s portal (not an internal address)'),
  ).toBeVisible();
  await page.getByLabel('Portal address').fill('https://www.dpd.fr');
  await page.getByRole('button', { name: 'Add a carrier' }).click();
  await expect(page.getByRole('status')).toContainText('Credentials added.');
  await expect(page.getByRole('cell', { name: 'dpd-shop', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Show the password of DPD dpd-shop' }).click();
  await expect(page.getByText('Dpd-Secret-1')).toBeVisible();
  await keepScreenshot(page, testInfo, 'carriers-en');

  await page.getByRole('button', { name: 'Edit DPD dpd-shop' }).click();
  const edit = page.getByRole('region', { name: 'Edit DPD dpd-shop' });
  await edit.getByLabel('Username').fill('dpd-main');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('Credentials updated.');
  await expect(page.getByRole('cell', { name: /^dpd-main/ })).toBeVisible();

  await page.getByRole('button', { name: 'Delete DPD dpd-main' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toContainText('Credentials deleted.');
  await expect(page.getByRole('cell', { name: /^dpd-main/ })).toHaveCount(0);
});

test('a member reads the accounts with No Admin Access, and is offered none of the client admin’s actions, in en and fr', async ({
  page,
}, testInfo) => {
  await signInAs(page, 'member');
  await page.goto('/carrier/information');
  await expect(page.getByRole('button', { name: 'Add a carrier' })).toHaveCount(0);
  await expect(page.getByText('No Admin Access').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: /DEMO-UPS-1/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit UPS DEMO-UPS-1' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete UPS DEMO-UPS-1' })).toHaveCount(0);
  // What a member may do stays: the check history and the contract terms, to read.
  await expect(page.getByRole('button', { name: /^Contract terms of UPS/ }).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByText("Pas d'accès administrateur").first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifier UPS DEMO-UPS-1' })).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'carriers-member-fr');
});

test('a company without a carrier account is asked to add one before the claim pages', async ({
  page,
  request,
}) => {
  // A brand-new company: sign up through the API, then open a claim page.
  const { randomUUID } = await import('node:crypto');
  const email = `no-carrier-${randomUUID().slice(0, 8)}@shop.example`;
  const company = `No Carrier ${randomUUID().slice(0, 8)}`;
  await request.post('/api/public/user/verify', {
    data: { email_address: email, first_name: 'Eva', last_name: 'Blanc', company, job_title: 'CEO' },
  });
  const store = (await (await fetch(`${process.env.PA_MAILBOX_URL}/store`)).json()) as {
    emails: { destination: { to: string[] }; body: { text?: string } }[];
  };
  const code = /\b(\d{6})\b/.exec(
    store.emails.filter((mail) => mail.destination.to.includes(email)).at(-1)?.body.text ?? '',
  )?.[1];
  const created = await request.post('/api/public/user/verified', {
    data: {
      code,
      userData: {
        email_address: email,
        first_name: 'Eva',
        last_name: 'Blanc',
        company,
        job_title: 'CEO',
        password: 'Strong-Pass-1',
        terms_accepted: true,
        ...CURRENT_ACCEPTANCE,
      },
    },
  });
  const { token } = (await created.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('parcel-audit.token', value), token);
  await page.goto('/claimCenter/startAnInvestigation');
  await expect(page.getByRole('heading', { name: 'Add a carrier first' })).toBeVisible();
  await page.getByRole('link', { name: 'Add my carrier accounts' }).click();
  await expect(page).toHaveURL(/\/carrier\/information$/);
});

test('a company with carrier accounts reaches the claim pages', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto('/claimCenter/startAnInvestigation');
  await expect(page.getByRole('heading', { name: 'Start an investigation' })).toBeVisible();
});

test('a client admin adds a sandbox carrier account and sees it checked, then finds it refused after a password change at the carrier', async ({
  page,
}, testInfo) => {
  // The merchant's account at the carrier (the sandbox carrier plays Mondial Relay's portal).
  const username = `shop-${Date.now().toString(36)}`;
  const atCarrier = (password: string) =>
    fetch(`${process.env.PA_SANDBOX_URL}/_sandbox/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ carrier: 'mondial_relay', username, password }),
    });
  await atCarrier('Relay-Portal-1');

  await signInAs(page, 'client_admin');
  await page.goto('/carrier/information');
  await page.getByLabel('Carrier', { exact: true }).selectOption('mondial_relay');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('Relay-Portal-1');
  await page.getByRole('button', { name: 'Add a carrier' }).click();
  await expect(page.getByRole('status')).toContainText('Credentials added.');
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByText(/Checked .*: the carrier accepted the sign-in\./)).toBeVisible();
  await expect(row.getByText('Sandbox carrier')).toBeVisible();

  // The merchant changes the password on the carrier's portal; a check finds it.
  await atCarrier('Relay-Portal-2');
  // With the keyboard: the button keeps the focus while it checks and after.
  const checkNow = page.getByRole('button', {
    name: `Check now: Mondial Relay ${username} with the carrier`,
  });
  await checkNow.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: username })).toContainText(
    'the carrier refused the username or password.',
  );
  await expect(row.getByText('Not working', { exact: true })).toBeVisible();
  await expect(checkNow).toBeFocused();
  await expect(
    row.getByText('Update the password with the one you use on the carrier’s portal.'),
  ).toBeVisible();

  await page.getByRole('button', { name: `Check history of Mondial Relay ${username}` }).click();
  const history = page.getByRole('region', { name: `Check history of Mondial Relay ${username}` });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText('Asked by');
  await expect(history.getByRole('row').nth(2)).toContainText('Account added');
  await keepScreenshot(page, testInfo, 'carrier-check-en');

  // Checking again at once is refused kindly, in French too.
  await page.getByLabel('Language').selectOption('fr');
  await page
    .getByRole('button', { name: `Vérifier maintenant : Mondial Relay ${username} auprès du transporteur` })
    .click();
  await expect(page.getByRole('alert')).toContainText('vérifié il y a moins de 30 secondes');
  await expect(row.getByText('Ne fonctionne pas', { exact: true })).toBeVisible();
  await keepScreenshot(page, testInfo, 'carrier-check-fr');
});

test('a platform admin acting for a merchant is not offered its carrier passwords', async ({ page }) => {
  await signInAs(page, 'platform_admin');
  await page.goto('/carrier/information');
  await expect(page.getByRole('button', { name: /^Edit/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Show the password/ })).toHaveCount(0);
  await expectAccessible(page);
});
