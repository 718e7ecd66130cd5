/**
 * Production mode in the browser (issue 38, items 1 and 2): on the stack that runs as AWS runs it
 * (`CARRIER_SANDBOX=off`, started beside the others by global-setup.ts: PA_PROD_URL), no connector
 * files claims, so the demo merchant's claims wait on the desk. The platform admin signs in with the
 * demo login, sees them on the lane of claims to file, each with its days left to the carrier's
 * window, and files one.
 */
import { DEMO_LOGINS } from '../../infra/local/seed';
import { expect as baseExpect, test } from './fixtures';

// Pages load their code and the server answers slower when the machine is busy: waits are longer.
const expect = baseExpect.configure({ timeout: 20_000 });

const ops = DEMO_LOGINS.find((login) => login.role === 'platform_admin')!;

/** The demo's claims to file (infra/local/seed-desk.ts): UPS lost, Colissimo damaged, UPS damaged. */
const TO_FILE = ['1Z999AA10123456784', '6A12345678901', '1Z999AA10123456791'];
/** Waits for the merchant's original invoice: on another lane. */
const WAITING_MERCHANT = '6A12345678918';

test('in production mode the platform admin finds the demo claims to file, each with its days left, and files one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const origin = process.env.PA_PROD_URL;
  expect(origin, 'the production-mode stack is started by global-setup.ts').toBeTruthy();

  // Act
  await page.goto(`${origin}/login`);
  await page.getByLabel('E-mail address').fill(ops.email);
  await page.getByLabel('Password', { exact: true }).fill(ops.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Claims desk' }).click();

  // Assess: each demo claim to file, with a number of days left (or the day its window closed).
  const toFile = page.getByRole('navigation', { name: 'Lanes' }).getByRole('link', { name: /^To file/ });
  await expect(toFile).toHaveAttribute('aria-current', 'page');
  await expect(toFile).toContainText(/closes? within 5 days/);
  for (const tracking of TO_FILE) {
    const row = page.locator('.desk-row', { hasText: tracking });
    await expect(row).toBeVisible();
    await expect(row.locator('.days-left')).toHaveText(/(\d+ days?|Closes today|Closed \d+ days? ago)/);
  }
  await expect(page.getByRole('link', { name: WAITING_MERCHANT })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Lanes' }).getByRole('link', { name: /^Waiting for the merchant/ }),
  ).toContainText(/\d+ claims?/);

  // Act: file the Colissimo claim, whose window closes within days.
  await page.getByRole('link', { name: '6A12345678901' }).click();
  const detail = page.locator('.desk-detail');
  await expect(detail.getByRole('heading', { level: 2, name: 'Claim 6A12345678901' })).toBeFocused();
  await detail.getByRole('button', { name: 'Filed', exact: true }).click();
  const filing = page.getByRole('dialog', { name: 'Filed: 6A12345678901' });
  await filing.getByLabel('Carrier’s claim number').fill('COL-2026-000123');
  await filing.getByLabel('Channel').selectOption({ label: 'The carrier’s portal' });
  await filing.getByRole('button', { name: 'Save' }).click();

  // Assess: recorded, off the lane of claims to file, waiting for the carrier.
  // The filing sheet loads again beside the recorded move: its own status says so meanwhile.
  await expect(detail.getByRole('status').filter({ hasText: 'The filing is recorded.' })).toBeVisible();
  await expect(page.locator('.desk-row', { hasText: '6A12345678901' })).toHaveCount(0);
  await expect(detail).toContainText('Waiting for the carrier');
  await expect(detail.getByRole('region', { name: 'History' })).toContainText('Filed with the carrier');
});
