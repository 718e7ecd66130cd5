/**
 * The claims desk in the browser (issue 38): a platform admin reaches it from the sidebar, filters
 * a lane to a company, reads each claim's days left and the lane's deadline badges, opens a claim
 * beside the lane (the whole screen on a phone), takes it, files it (a double click on Save making
 * one move), then records the carrier's acceptance and the credit with a statement line; in English
 * and French, at 1366 and 390 px, with axe-core on each screen. Provider staff see only the
 * companies assigned to them; other people are sent Home.
 */
import type { Page } from '@playwright/test';
import { DEMO_LOGINS } from '../../infra/local/seed';
import { claimToFile, deskCompany, providerStaff } from './desk-claims';
import {
  atBothWidths,
  expect as baseExpect,
  expectAccessible,
  keepScreenshot,
  signInAs,
  storeTokenOnce,
  test,
} from './fixtures';

// Pages load their code and the server answers slower when the machine is busy: waits are longer.
const expect = baseExpect.configure({ timeout: 20_000 });

const ops = DEMO_LOGINS.find((login) => login.role === 'platform_admin')!;

const WORDS = {
  en: {
    email: 'E-mail address',
    password: 'Password',
    signIn: 'Sign in',
    desk: 'Claims desk',
    filters: 'Filters',
    company: 'Company',
    apply: 'Apply the filters',
  },
  fr: {
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    desk: 'Bureau des réclamations',
    filters: 'Filtres',
    company: 'Entreprise',
    apply: 'Appliquer les filtres',
  },
};

/** Signs in with the sign-in form as the demo's platform admin and opens the desk from the sidebar. */
async function openDeskAsOps(page: Page, language: 'en' | 'fr') {
  const words = WORDS[language];
  await page.goto('/login');
  await page.getByLabel(words.email).fill(ops.email);
  await page.getByLabel(words.password, { exact: true }).fill(ops.password);
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('navigation').getByRole('link', { name: words.desk }).click();
  await expect(page).toHaveURL(/\/adminPanel\/desk/);
  await expect(page.getByRole('heading', { level: 1, name: words.desk })).toBeVisible();
}

/** Narrows the lane to one company with the filters form. */
async function filterToCompany(page: Page, language: 'en' | 'fr', name: string) {
  const words = WORDS[language];
  await page.locator('summary', { hasText: words.filters }).click();
  await page.getByLabel(words.company, { exact: true }).selectOption({ label: name });
  await page.getByRole('button', { name: words.apply }).click();
  await expect(page).toHaveURL(/companyId=/);
}

test('a platform admin files a claim on the desk, then records its acceptance and its credit', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  // Prepare: a window closed 5 days ago, one closing within days, one far off (estimated: no tracking).
  const company = await deskCompany('Desk Shop');
  const closed = await claimToFile(company.companyId, { reason: 'damaged', soldDaysAgo: 65 });
  const soon = await claimToFile(company.companyId, { reason: 'damaged', soldDaysAgo: 57 });
  const later = await claimToFile(company.companyId, { soldDaysAgo: 10, amount: 139.9 });

  // Act: the lane of claims to file, narrowed to the company.
  await openDeskAsOps(page, 'en');
  await filterToCompany(page, 'en', company.name);

  // Assess: soonest deadline first, each with its days left, and the badges on "To file".
  const lanes = page.getByRole('navigation', { name: 'Lanes' });
  const toFile = lanes.getByRole('link', { name: /^To file/ });
  await expect(toFile).toHaveAttribute('aria-current', 'page');
  await expect(toFile).toContainText('3 claims');
  await expect(toFile).toContainText('1 closes within 5 days');
  await expect(toFile).toContainText('1 window closed');
  const rows = page
    .getByRole('list')
    .filter({ has: page.locator('.desk-row') })
    .getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(closed.tracking);
  await expect(rows.nth(0)).toContainText('Closed 5 days ago');
  await expect(rows.nth(1)).toContainText(soon.tracking);
  await expect(rows.nth(1)).toContainText('3 days');
  await expect(rows.nth(2)).toContainText(later.tracking);
  await expect(rows.nth(2)).toContainText('(estimated: the shipment’s dates are unknown)');
  await atBothWidths(page, testInfo, 'desk-lanes-en');

  // Act: open the far-off claim; Escape closes it and gives focus back to its row.
  const link = page.getByRole('link', { name: later.tracking });
  await link.click();
  const heading = page.getByRole('heading', { level: 2, name: `Claim ${later.tracking}` });
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`claim=${company.companyId}%2F${later.claimId}`));
  await page.keyboard.press('Escape');
  await expect(heading).toHaveCount(0);
  await expect(link).toBeFocused();
  await link.click();
  await expect(heading).toBeFocused();
  const detail = page.locator('.desk-detail');
  await expect(detail).toContainText('Trail running shoes');
  await atBothWidths(page, testInfo, 'desk-detail-en');

  // Act: take it.
  await detail.getByRole('button', { name: 'Take it' }).click();
  await expect(detail.getByRole('status')).toHaveText('You took this claim.');
  await expect(detail).toContainText(`Taken by ${ops.first_name} ${ops.last_name}`);

  // Act: file it: claim number, date (today by default), channel; Save clicked twice at once.
  await detail.getByRole('button', { name: 'Filed', exact: true }).click();
  const filing = page.getByRole('dialog', { name: `Filed: ${later.tracking}` });
  await filing.getByRole('button', { name: 'Save' }).click();
  await expect(filing.getByText('There are 2 problems with this form')).toBeVisible();
  await filing.getByLabel('Carrier’s claim number').fill('UPS-CLM-0042');
  await filing.getByLabel('Channel').selectOption({ label: 'The carrier’s portal' });
  await atBothWidths(page, testInfo, 'desk-form-en');
  await filing.getByRole('button', { name: 'Save' }).dblclick();

  // Assess: one move, the claim gone from the lane, on the carrier's lane.
  await expect(filing).toHaveCount(0);
  await expect(detail.getByRole('status')).toHaveText('The filing is recorded.');
  const history = detail.getByRole('region', { name: 'History' });
  await expect(history.getByText('Filed with the carrier')).toHaveCount(1);
  await expect(history).toContainText(ops.email);
  await expect(rows).toHaveCount(2);
  await expect(toFile).toContainText('2 claims');
  await expect(lanes.getByRole('link', { name: /^Waiting for the carrier/ })).toContainText('1 claim');
  await expect(detail).toContainText('UPS-CLM-0042');

  // Act: the carrier accepted 120 euros (the currency comes filled in).
  await detail.getByRole('button', { name: 'Accepted', exact: true }).click();
  const accepting = page.getByRole('dialog', { name: `Accepted: ${later.tracking}` });
  await expect(accepting.getByLabel('Currency')).toHaveValue('EUR');
  await accepting.getByLabel('Amount').fill('120');
  await accepting.getByRole('button', { name: 'Save' }).click();
  await expect(accepting).toHaveCount(0);
  await expect(detail.getByRole('status')).toHaveText('The carrier’s acceptance is recorded.');

  // Act: the credit, proven by a statement line (the accepted amount comes filled in).
  await detail.getByRole('button', { name: 'Credited', exact: true }).click();
  const crediting = page.getByRole('dialog', { name: `Credited: ${later.tracking}` });
  await expect(crediting.getByLabel('Amount')).toHaveValue('120');
  await crediting.getByLabel('Proof of the credit').selectOption({ label: 'Statement line' });
  await crediting.getByLabel('The line as the carrier printed it').fill('UPS statement 2026-11, line 42');
  await expectAccessible(page);
  await crediting.getByRole('button', { name: 'Save' }).click();

  // Assess: credited with its proof, off the desk's lanes, nothing more to record.
  await expect(crediting).toHaveCount(0);
  await expect(detail.getByRole('status')).toHaveText('The credit is recorded, with its success fee.');
  await expect(history.getByText('Credited by the carrier')).toHaveCount(1);
  await expect(detail).toContainText('Proof: Statement line.');
  await expect(detail).toContainText('UPS statement 2026-11, line 42');
  await expect(detail).toContainText('Nothing to record on this claim now.');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'desk-credited-en-1366');
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('a platform admin reads the lanes, a claim and a form in French, and files the claim', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const company = await deskCompany('Boutique Desk');
    const claim = await claimToFile(company.companyId, { description: 'Lampe de table en céramique' });

    await openDeskAsOps(page, 'fr');
    await filterToCompany(page, 'fr', company.name);
    const toFile = page.getByRole('navigation', { name: 'Files' }).getByRole('link', { name: /^À déposer/ });
    await expect(toFile).toContainText('1\u00a0réclamation');
    const row = page.locator('.desk-row', { hasText: claim.tracking });
    await expect(row).toContainText('jours');
    await atBothWidths(page, testInfo, 'desk-lanes-fr');

    await page.getByRole('link', { name: claim.tracking }).click();
    const detail = page.locator('.desk-detail');
    await expect(
      detail.getByRole('heading', { level: 2, name: `Réclamation ${claim.tracking}` }),
    ).toBeFocused();
    await expect(detail).toContainText('Lampe de table en céramique');
    await atBothWidths(page, testInfo, 'desk-detail-fr');

    await detail.getByRole('button', { name: 'Déposée', exact: true }).click();
    const filing = page.getByRole('dialog', { name: `Déposée\u00a0: ${claim.tracking}` });
    await filing.getByLabel('Numéro de réclamation du transporteur').fill('CLM-FR-7');
    await filing.getByLabel('Canal').selectOption({ label: 'E-mail' });
    await atBothWidths(page, testInfo, 'desk-form-fr');
    await filing.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(filing).toHaveCount(0);
    await expect(detail.getByRole('status')).toHaveText('Le dépôt est enregistré.');
    await expect(detail.getByRole('region', { name: 'Historique' })).toContainText(
      'Déposée auprès du transporteur',
    );
    // French typography: a non-breaking space before the high marks.
    expect(await page.locator('main').innerText()).not.toMatch(/[\p{L}}] [:;!?](\s|$)/u);
    await expectAccessible(page);
  });
});

test('a provider staff member sees the claims of the companies assigned to them only', async ({ page }) => {
  test.setTimeout(120_000);
  // Prepare
  const mine = await deskCompany('Assigned Shop');
  const theirs = await deskCompany('Unassigned Shop');
  const assigned = await claimToFile(mine.companyId);
  const other = await claimToFile(theirs.companyId);
  await page.addInitScript(storeTokenOnce(await providerStaff([mine.companyId])));

  // Act
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  await page.getByRole('navigation').getByRole('link', { name: 'Claims desk' }).click();

  // Assess: the lane holds the assigned company's claims only, and the filter offers only it.
  await expect(page.getByRole('link', { name: assigned.tracking })).toBeVisible();
  await expect(page.getByRole('link', { name: other.tracking })).toHaveCount(0);
  await page.locator('summary', { hasText: 'Filters' }).click();
  const companies = page.getByLabel('Company', { exact: true }).getByRole('option');
  await expect(companies).toHaveText(['Every company', mine.name]);
  // A link to another company's claim answers that it is not theirs.
  await page.goto(`/adminPanel/desk?lane=to_file&claim=${theirs.companyId}/${other.claimId}`);
  await expect(page.locator('.desk-detail').getByRole('alert')).toHaveText(
    'This company is not assigned to you.',
  );
  await expectAccessible(page);
});

test('a merchant is sent Home from the desk, with the reason', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, 'client_admin');
  await page.goto('/adminPanel/desk');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Unauthorized - the claims desk is for our platform’s team')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Claims desk' })).toHaveCount(0);
});
