/**
 * The app's guidance as a person meets it (issue 25, items 1 and 2): a member's guided tours (Next,
 * Skip, End, Escape; the choice kept on the server across reloads), the Tour menu's replay and its
 * Redirect to the next tour, a release note a platform admin published popping up in English and
 * French (held while the pointer is on it, recorded once gone), and What's new listing it; at 1366
 * and 390 px, axe on each.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { sessionToken } from '../support/callers';
import { expect, expectAccessible, keepScreenshot, signInAs, test } from './fixtures';

const tourStep = (page: Page) => page.locator('.driver-popover[role="dialog"]');

/** The tours this person has not finished, as the server says. */
async function unfinished(token: string): Promise<string[]> {
  const response = await fetch(`${process.env.PA_BASE_URL}/api/private/features`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { features: { label: string }[] };
  return body.features.map((feature) => feature.label);
}

/** The page loaded its guidance (the features or notes answered) and had time to show any. */
async function settled(page: Page, path: string, api: string) {
  const answered = page.waitForResponse((response) => response.url().includes(api));
  await page.goto(path);
  await answered;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Past a tour's anchors (1.5 s) and a pop-up's delay (0.5 s) on the page's clock: nothing should come.
  await page.clock.runFor(2_500);
}

test('a member sees Home’s four steps, moves with Next, ends with End; Skip and Escape end a tour; it stays ended', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  // The page's timers run on a clock the test moves (settled), not on waiting.
  await page.clock.install();
  const userId = `e2e-tours-${randomUUID().slice(0, 8)}`;
  const token = await signInAs(page, 'member', userId, { guidance: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/home');
  const step = tourStep(page);
  await expect(step).toBeVisible({ timeout: 15_000 });
  await expect(step).toHaveAccessibleName('Your refunds');
  await expect(step).toContainText('Step 1 of 4');
  await expect(step).toBeFocused();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'guidance-tour-home-1366');

  for (const [title, at] of [
    ['What needs you', 'Step 2 of 4'],
    ['Your carrier invoices', 'Step 3 of 4'],
    ['Your plan', 'Step 4 of 4'],
  ]) {
    await step.getByRole('button', { name: 'Next' }).click();
    await expect(step).toHaveAccessibleName(title!);
    await expect(step).toContainText(at!);
  }
  // The last step: End, and Redirect to the next tour's page.
  await expect(step.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(step.getByRole('button', { name: 'Continue on My Carrier Information' })).toBeVisible();
  await step.getByRole('button', { name: 'End the tour' }).click();
  await expect(step).toHaveCount(0);
  await expect.poll(() => unfinished(token)).toEqual(['carrierInformation', 'myInvoices']);
  await settled(page, '/home', '/api/private/features');
  await expect(step).toHaveCount(0);

  // Escape skips (the keyboard's way out).
  await page.goto('/carrier/information');
  await expect(step).toBeVisible({ timeout: 15_000 });
  await expect(step).toHaveAccessibleName('Your carrier accounts');
  await page.keyboard.press('Escape');
  await expect(step).toHaveCount(0);
  await expect.poll(() => unfinished(token)).toEqual(['myInvoices']);

  // On a phone, from the Tour menu: the finished tour replays, its Redirect plays My Invoices'
  // (not finished: recorded when it ends), and the step fits the screen; Skip ends it.
  await page.setViewportSize({ width: 390, height: 844 });
  const finished: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/private/features/finished')) finished.push(request.postData() ?? '');
  });
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Tour', exact: true }).click();
  await expect(step).toHaveAccessibleName('Your carrier accounts', { timeout: 15_000 });
  await step.getByRole('button', { name: 'Next' }).click();
  await step.getByRole('button', { name: 'Next' }).click();
  await step.getByRole('button', { name: 'Continue on My Invoices' }).click();
  await expect(page).toHaveURL(/\/invoiceControl\/myInvoices$/);
  await expect(step).toHaveAccessibleName('Drop an invoice', { timeout: 15_000 });
  await expect(step).toContainText('Step 1 of 3');
  const box = (await step.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'guidance-tour-invoices-390');
  await step.getByRole('button', { name: 'Skip the tour' }).click();
  await expect(step).toHaveCount(0);
  await expect.poll(() => unfinished(token)).toEqual([]);
  // The replayed Carrier Information tour was not recorded again; My Invoices' was, as skipped.
  expect(finished.map((body) => JSON.parse(body).label)).toEqual(['myInvoices']);
  expect(JSON.parse(finished[0]!).ended).toBe('skipped');
  await settled(page, '/invoiceControl/myInvoices', '/api/private/features');
  await expect(step).toHaveCount(0);
});

test('the Tour menu replays the page’s tour, Redirect plays the next one, and elsewhere it opens Home’s; in French too', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.clock.install();
  const token = await signInAs(page, 'member', `e2e-replay-${randomUUID().slice(0, 8)}`);
  const recorded: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/private/features/finished')) recorded.push(request.url());
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await settled(page, '/carrier/information', '/api/private/release-notes');
  const step = tourStep(page);
  await expect(step).toHaveCount(0);

  const openTour = async (name: string) => {
    await page.getByRole('button', { name: /Account menu|Menu du compte/ }).click();
    await page.getByRole('button', { name, exact: true }).click();
  };
  await openTour('Tour');
  await expect(step).toBeVisible({ timeout: 15_000 });
  await expect(step).toHaveAccessibleName('Your carrier accounts');
  await step.getByRole('button', { name: 'Next' }).click();
  await step.getByRole('button', { name: 'Next' }).click();
  await expect(step).toContainText('Step 3 of 3');
  await step.getByRole('button', { name: 'Continue on My Invoices' }).click();
  await expect(page).toHaveURL(/\/invoiceControl\/myInvoices$/);
  await expect(step).toHaveAccessibleName('Drop an invoice', { timeout: 15_000 });
  await step.getByRole('button', { name: 'Skip the tour' }).click();
  await expect(step).toHaveCount(0);

  // From a page without a tour: Home's, in the person's language.
  await page.goto('/team');
  await page.getByLabel('Language').selectOption('fr');
  await openTour('Visite guidée');
  await expect(page).toHaveURL(/\/home$/);
  await expect(step).toHaveAccessibleName('Vos remboursements', { timeout: 15_000 });
  await expect(step).toContainText('Étape 1 sur 4');
  await expect(step.getByRole('button', { name: 'Suivant' })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'guidance-tour-replay-fr-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(step).toBeInViewport();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'guidance-tour-replay-fr-390');
  await step.getByRole('button', { name: 'Passer la visite' }).click();
  await expect(step).toHaveCount(0);
  await page.getByLabel('Langue').selectOption('en');
  // A replay records nothing: the tours stay as they were.
  expect(recorded).toEqual([]);
  expect(await unfinished(token)).toEqual([]);
});

test('a release note a platform admin published pops up in English and French, holds under the pointer, is shown once, and What’s new lists it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.clock.install();
  const slug = `e2e-guidance-${randomUUID().slice(0, 6)}`;
  const ops = await sessionToken({
    role: 'platform_admin',
    companyId: 'parcel-audit-platform',
    userId: 'e2e-guidance-ops',
  });
  const long = (sentence: string) => Array.from({ length: 6 }, () => sentence).join(' ');
  const saved = await fetch(`${process.env.PA_BASE_URL}/api/private/admin/release-notes/${slug}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${ops}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      status: 'published',
      feature: { en: 'Exports', fr: 'Exports' },
      entries: [
        {
          at: new Date(Date.now() - 60_000).toISOString(),
          en: {
            title: 'Claims download as Excel',
            message: long('My claims now downloads as an Excel file, with every column you see.'),
          },
          fr: {
            title: 'Les réclamations en Excel',
            message: long('Mes réclamations se télécharge en fichier Excel, avec chaque colonne affichée.'),
          },
        },
      ],
    }),
  });
  expect(saved.status).toBe(200);

  try {
    // The member's tours are finished (this test is about the notes), the notes are not shown yet.
    await signInAs(page, 'member', `e2e-notes-${randomUUID().slice(0, 8)}`, { guidance: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/team');
    const region = page.getByRole('region', { name: 'News' });
    // The region's name follows the language: the card is found by its class after a switch.
    const card = page.locator('.release-pop-up');
    await expect(card).toBeVisible();
    await expect(region.getByRole('status')).toContainText('Claims download as Excel');
    await expect(card).toContainText('New in Exports');
    // It does not take the focus.
    await expect(card.locator(':focus')).toHaveCount(0);
    await card.hover();
    const more = card.getByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    await expect(card.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'guidance-note-en-1366');
    // Held under the pointer well past its 10 s (on the page's clock).
    await page.clock.runFor(11_000);
    await expect(card).toBeVisible();

    // The person's language, as soon as it changes.
    await page.getByLabel('Language').selectOption('fr');
    await expect(card).toContainText('Les réclamations en Excel');
    await expect(card).toContainText('Nouveau dans Exports');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card).toBeInViewport();
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'guidance-note-fr-390');
    // The focus (still on 'show more') and the pointer elsewhere: it slides out within its 10 s, and is recorded.
    await expect(card.getByRole('button', { name: 'Afficher moins' })).toBeFocused();
    await page.getByRole('heading', { level: 1 }).focus();
    await page.mouse.move(5, 5);
    const recorded = page.waitForRequest((request) => request.url().includes('/api/private/user/notified'));
    await page.clock.runFor(10_500);
    await expect(card).toHaveCount(0);
    await recorded;
    await settled(page, '/team', '/api/private/release-notes');
    await expect(card).toHaveCount(0);

    // What's new keeps it, dated in the person's locale.
    await page.getByRole('button', { name: /Menu du compte/ }).click();
    await page.getByRole('button', { name: 'Nouveautés', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Nouveautés' });
    await expect(panel.getByRole('heading', { name: 'Les réclamations en Excel' })).toBeVisible();
    await expect(panel.locator('time').first()).toHaveText(/\d{4} (à )?\d{2}:\d{2}/);
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'guidance-whats-new-fr-390');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Menu du compte/ })).toBeFocused();

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByLabel('Langue').selectOption('en');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'What’s new', exact: true }).click();
    const english = page.getByRole('dialog', { name: 'What’s new' });
    await expect(english.getByRole('heading', { name: 'Claims download as Excel' })).toBeVisible();
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, 'guidance-whats-new-en-1366');
    await english.getByRole('button', { name: 'Close' }).click();
  } finally {
    await fetch(`${process.env.PA_BASE_URL}/api/private/admin/release-notes/${slug}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${ops}` },
    });
  }
});
