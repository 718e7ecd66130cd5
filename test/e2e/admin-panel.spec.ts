/**
 * The Admin Panel in the browser (issue 22; a workplace since issue 40): in a platform admin's
 * navigation only; it opens on what needs attention, each section at its own address behind a menu
 * (keyboard and phone included); the directory of client companies with its search and figures;
 * deactivating a company (with a reason) and activating it again; the audit log showing both, the
 * company found by name; a company's own page; in English and French, at 1366 and 390 px, with
 * axe-core on each screen.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  atBothWidths,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  keepScreenshot,
  signInAs,
  test,
} from './fixtures';

test('the Admin Panel is in a platform admin’s navigation only', async ({ page }) => {
  await signInAs(page, 'client_admin');
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: /./ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(0);
  const admin = await page.context().newPage();
  await signInAs(admin, 'platform_admin', 'e2e-admin-panel-nav');
  await admin.goto('/home');
  await admin.getByRole('link', { name: 'Admin Panel' }).click();
  await expect(admin).toHaveURL(/\/adminPanel$/);
});

/** The Admin Panel's menu of sections. */
const sections = (page: Page, name = 'Sections') => page.getByRole('navigation', { name });

test('the Admin Panel opens on what needs attention, each count leading to its section, in English and French', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAs(page, 'platform_admin', 'e2e-admin-overview');
  await page.goto('/adminPanel');
  const overview = page.getByRole('region', { name: 'What needs attention' });
  for (const label of [
    'Claims to file on the desk',
    'Carrier answers to read',
    'Carrier e-mails that name no claim',
    'Overdue invoices',
    'SFTP set-ups to review',
    'Companies whose carrier accounts fail',
    'Suspended companies',
  ])
    await expect(overview.getByRole('link', { name: new RegExp(`^\\d+\\+? ${label}$`) })).toBeVisible();
  await expect(sections(page).getByRole('link', { name: 'Needs attention' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The sidebar's Admin Panel stays current in every section, not on the claims desk.
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('aria-current', 'page');
  await atBothWidths(page, testInfo, 'admin-overview-en');

  await overview.getByRole('link', { name: /Overdue invoices$/ }).click();
  await expect(page).toHaveURL(/\/adminPanel\/unpaid$/);
  await expect(page.getByRole('region', { name: 'Invoices to be paid' })).toBeVisible();
  await expect(sections(page).getByRole('link', { name: 'Unpaid invoices' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle('Unpaid invoices · Admin Panel · Parcel Audit');

  await page.getByLabel('Language').selectOption('fr');
  await sections(page, 'Rubriques').getByRole('link', { name: 'À traiter' }).click();
  await expect(page.getByRole('region', { name: 'Ce qui attend une action' })).toBeVisible();
  await expect(sections(page, 'Rubriques').getByRole('link', { name: 'À traiter' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await atBothWidths(page, testInfo, 'admin-overview-fr');
});

test('on a phone the menu of sections folds under one button and is worked by keyboard', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'platform_admin', 'e2e-admin-menu-phone');
  await page.goto('/adminPanel/companies');
  const menu = sections(page);
  await expect(menu.getByText('Sections · Companies')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Audit log' })).toBeHidden();
  await menu.getByText('Sections · Companies').focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Companies' })).toHaveAttribute('aria-current', 'page');
  await expectNoSidewaysScroll(page, 390);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'admin-menu-phone-open');
  await menu.getByRole('link', { name: 'Audit log' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/adminPanel\/log$/);
  await expect(page.getByRole('region', { name: 'Audit log' })).toBeVisible();
  await expect(sections(page).getByText('Sections · Audit log')).toBeVisible();

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
  // On a laptop the menu shows every section at once.
  await expect(sections(page).getByRole('link', { name: 'Provider staff' })).toBeVisible();
  await expect(sections(page).getByRole('link', { name: 'Claims desk' })).toBeVisible();
});

test('an address in the Admin Panel that is no section answers the not-found page', async ({ page }) => {
  await signInAs(page, 'platform_admin', 'e2e-admin-unknown');
  const answer = await page.goto('/adminPanel/no-such-section');
  expect(answer?.status()).toBe(404);
});

test('a platform admin finds a company, deactivates and activates it, and reads it in the audit log, in English and French', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const { putCompany } = await import('../../functions/companies/company-store');
  const name = `Boutique Éphémère ${randomUUID().slice(0, 6)}`;
  const companyId = `e2e-admin-${randomUUID()}`;
  await putCompany({ companyId, name, kind: 'merchant', active: true, createdAt: new Date().toISOString() });
  await signInAs(page, 'platform_admin', 'e2e-admin-panel');
  await page.goto('/adminPanel/companies');

  const directory = page.getByRole('region', { name: 'Client companies' });
  await directory.getByLabel('Name starts with').fill(name.replace('É', 'e').toLowerCase());
  await directory.getByRole('button', { name: 'Search' }).click();
  const row = directory.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Free audit month');
  await expect(row).toContainText('0 working, 0 not working');
  await atBothWidths(page, testInfo, 'admin-panel-en');

  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Deactivate ${name}?` });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog.getByRole('alert').or(dialog.getByText('This field is required'))).toBeVisible();
  await dialog.getByLabel('Why (kept in the audit log)').fill('Contract ended');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('Deactivated');

  await row.getByRole('button', { name: `Activate ${name}` }).click();
  const again = page.getByRole('dialog', { name: `Activate ${name}?` });
  await again.getByLabel('Why (kept in the audit log)').fill('Contract renewed');
  await again.getByRole('button', { name: 'Activate' }).click();
  await expect(row).toContainText('Active');

  // The audit log, its company found by name.
  await sections(page).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/adminPanel\/log$/);
  const logSection = page.getByRole('region', { name: 'Audit log' });
  await logSection.getByRole('combobox', { name: 'Company', exact: true }).fill(name);
  await expect(logSection.getByText(`Chosen: ${name}.`)).toBeVisible();
  await logSection.getByRole('button', { name: 'Show' }).click();
  await expect(logSection.getByRole('row').filter({ hasText: 'Company deactivated' })).toContainText(
    'reason: Contract ended',
  );
  await expect(logSection.getByRole('row').filter({ hasText: 'Company activated' })).toBeVisible();
  // That company's entries only, each naming it by name, a link to its page.
  await expect(logSection.locator('tbody tr')).toHaveCount(2);
  await expect(logSection.getByRole('row').filter({ has: page.getByRole('link', { name }) })).toHaveCount(2);

  const users = page.getByRole('region', { name: 'Users of every company' });
  await sections(page).getByRole('link', { name: 'Users' }).click();
  await users.getByLabel('E-mail address starts with').fill('admin@demo-merchant');
  await users.getByRole('button', { name: 'Search' }).click();
  await expect(users.getByRole('row', { name: /admin@demo-merchant\.example/ })).toContainText(
    'Client admin',
  );

  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
  await sections(page, 'Rubriques').getByRole('link', { name: 'Entreprises' }).click();
  const fr = page.getByRole('region', { name: 'Entreprises clientes' });
  await fr.getByLabel('Le nom commence par').fill(name);
  await fr.getByRole('button', { name: 'Rechercher' }).click();
  await expect(fr.getByRole('row', { name: new RegExp(name) })).toContainText('Active');
  await atBothWidths(page, testInfo, 'admin-panel-fr');
  await sections(page, 'Rubriques').getByRole('link', { name: 'Journal d’audit' }).click();
  const frLog = page.getByRole('region', { name: 'Journal d’audit' });
  await frLog.getByRole('combobox', { name: 'Entreprise', exact: true }).fill(name);
  await expect(frLog.getByText(`Choisie\u00a0: ${name}.`)).toBeVisible();
  await frLog.getByRole('button', { name: 'Afficher' }).click();
  await expect(frLog).toContainText('Entreprise désactivée');
  await atBothWidths(page, testInfo, 'admin-log-fr');
});

test('a company’s page sets its plan and its dashboards without acting for it, in English and French', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const { putCompany } = await import('../../functions/companies/company-store');
  const name = `Maison Plan ${randomUUID().slice(0, 6)}`;
  const companyId = `e2e-company-page-${randomUUID()}`;
  await putCompany({ companyId, name, kind: 'merchant', active: true, createdAt: new Date().toISOString() });
  await signInAs(page, 'platform_admin', 'e2e-admin-company-page');
  await page.goto('/adminPanel/companies');
  const directory = page.getByRole('region', { name: 'Client companies' });
  await directory.getByLabel('Name starts with').fill(name);
  await directory.getByRole('button', { name: 'Search' }).click();
  await directory.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/adminPanel/companies/${companyId}$`));
  await expect(page.getByRole('heading', { name, exact: true, level: 2 })).toBeVisible();
  await expect(sections(page).getByRole('link', { name: 'Companies' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const plan = page.getByRole('form', { name: `Subscription of ${name}` });
  await expect(plan.getByLabel('Plan')).toHaveValue('free_audit');
  await plan.getByLabel('Plan').selectOption('growth');
  await plan.getByRole('button', { name: 'Save' }).click();
  await expect(plan.getByRole('status')).toContainText('Saved: Growth from');
  const dashboards = page.getByRole('form', { name: 'Dashboards of a company' });
  await expect(dashboards.getByLabel('Dashboards')).toHaveValue('open');
  await dashboards.getByLabel('Dashboards').selectOption('preparing');
  await dashboards.getByRole('button', { name: 'Save' }).click();
  await expect(dashboards.getByRole('status')).toContainText('Saved');
  await atBothWidths(page, testInfo, 'admin-company-en');

  // Saved for that company, not for the admin's own session (no company switch happened).
  const { readSubscription } = await import('../../functions/billing/subscription-store');
  expect((await readSubscription(companyId)).subscription.plan.planId).toBe('growth');
  const token = await page.evaluate(() => localStorage.getItem('parcel-audit.token'));
  const session = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as {
    company: string;
  };
  expect(session.company).toBe('demo-merchant');

  await page.reload();
  await expect(page.getByRole('link', { name: 'Its audit log' })).toBeVisible();
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('form', { name: `Abonnement de ${name}` }).getByLabel('Offre')).toHaveValue(
    'growth',
  );
  await expect(
    page.getByRole('form', { name: 'Tableaux de bord d’une entreprise' }).getByLabel('Tableaux de bord'),
  ).toHaveValue('preparing');
  await atBothWidths(page, testInfo, 'admin-company-fr');
  await page.getByRole('link', { name: 'Son journal d’audit' }).click();
  await expect(page).toHaveURL(new RegExp(`/adminPanel/log\\?company=${companyId}$`));
  const log = page.getByRole('region', { name: 'Journal d’audit' });
  await expect(log.getByRole('combobox', { name: 'Entreprise', exact: true })).toHaveValue(name);
  await expect(log.getByRole('row').filter({ hasText: 'Offre définie' })).toBeVisible();
});

test('a platform admin previews and sends the e-mail about failing carrier accounts, read in the French mailbox', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const { putCompany } = await import('../../functions/companies/company-store');
  const { createUser } = await import('../../functions/auth/user-store');
  const { putWorkingCredential } = await import('../support/credentials');
  const name = `Boutique En Panne ${randomUUID().slice(0, 6)}`;
  const companyId = `e2e-sendout-${randomUUID()}`;
  const email = `admin-${randomUUID().slice(0, 8)}@boutique-en-panne.example`;
  await putCompany({
    companyId,
    name,
    kind: 'merchant',
    active: true,
    country: 'FR',
    createdAt: new Date().toISOString(),
  });
  await createUser({
    userId: `u-${randomUUID()}`,
    companyId,
    email_address: email,
    first_name: 'Léa',
    last_name: 'Durand',
    role: 'client_admin',
    active: true,
    verified: true,
    access: true,
    dashboard: true,
    firstTime: false,
    locale: 'fr',
    createdAt: new Date().toISOString(),
  });
  await putWorkingCredential(companyId, `cred-${randomUUID()}`, 'colissimo', 'invalid_credentials');

  await signInAs(page, 'platform_admin', 'e2e-admin-sendouts');
  await page.goto('/adminPanel/sendouts');
  const section = page.getByRole('region', { name: 'Companies whose carrier accounts fail' });
  const item = section.getByRole('listitem').filter({ hasText: name });
  await expect(item).toContainText('user name or password refused');
  await expect(item).toContainText('Never e-mailed about it');
  await item.getByRole('button', { name: `Preview the e-mail to ${name}` }).click();
  const preview = page.getByRole('dialog', { name: 'The e-mail, as it will be sent' });
  await expect(preview).toContainText(`Vos comptes transporteurs demandent votre attention\u00a0: ${name}`);
  await expect(preview).toContainText('le transporteur refuse l’identifiant ou le mot de passe');
  await expect(preview).toContainText(`To: ${email}`);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'admin-sendout-preview-en');
  await page.keyboard.press('Escape');

  await item.getByRole('checkbox').check();
  await section.getByRole('button', { name: 'Send to 1 company' }).click();
  await expect(section.getByRole('status')).toContainText(
    'Sent to 1; e-mailed too recently: 0; not sent: 0.',
  );
  await expect(section.getByRole('listitem').filter({ hasText: name })).toContainText('Last e-mailed');
  const store = (await (await fetch(`${process.env.PA_MAILBOX_URL}/store`)).json()) as {
    emails: { subject: string; destination: { to: string[] } }[];
  };
  expect(
    store.emails.filter((mail) => mail.destination.to.includes(email)).map((mail) => mail.subject),
  ).toEqual([`Vos comptes transporteurs demandent votre attention\u00a0: ${name}`]);

  // Again at once: too soon, nothing sent.
  await section.getByRole('listitem').filter({ hasText: name }).getByRole('checkbox').check();
  await section.getByRole('button', { name: 'Send to 1 company' }).click();
  await expect(section.getByRole('status')).toContainText('Sent to 0; e-mailed too recently: 1');
  // What SES said of the e-mail: delivered (the local mailbox's events, as SES's would be).
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('delivered 1 of 1', {
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  await atBothWidths(page, testInfo, 'admin-sendouts-en');
});

test('a platform admin writes a case study in English and French and publishes it for the public site', async ({
  page,
}, testInfo) => {
  const slug = `maison-${randomUUID().slice(0, 6)}`;
  await signInAs(page, 'platform_admin', 'e2e-admin-studies');
  await page.goto('/adminPanel/case-studies');
  const section = page.getByRole('region', { name: 'Case studies' });
  await section.getByRole('button', { name: 'New case study' }).click();
  const form = page.getByRole('dialog', { name: 'New case study' });
  await form.getByLabel('Address on the public site').fill(slug);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required').first()).toBeVisible();
  await form.getByLabel('Status').selectOption('published');
  await form.getByLabel('Customer').fill('Maison Lumière');
  await form.getByLabel('UPS').check();
  await form.getByLabel('Logo', { exact: true }).setInputFiles({
    name: 'maison.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(form.getByText('This file is not a PNG, JPEG or WebP image.')).toBeVisible();
  await form.getByLabel('Logo', { exact: true }).setInputFiles({
    name: 'maison.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(form.getByRole('img', { name: 'Logo of Maison Lumière' })).toBeVisible();
  await form.getByRole('button', { name: 'Add a figure' }).click();
  await form.getByLabel('Figure', { exact: true }).fill('8.4 %');
  await form.getByLabel('What it measures (English)').fill('of carrier spend recovered');
  await form.getByLabel('What it measures (French)').fill('des dépenses transport récupérées');
  for (const [legend, title] of [
    ['The story in English', 'How Maison Lumière got 8 % back'],
    ['The story in French', 'Comment Maison Lumière a récupéré 8 %'],
  ] as const) {
    const story = form.getByRole('group', { name: legend });
    await story.getByLabel('Title').fill(title);
    await story.getByLabel('Summary').fill('Late and lost parcels, claimed.');
    await story.getByLabel('Text (paragraphs separated by a blank line)').fill('First.\n\nSecond.');
  }
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'admin-case-study-form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(section.getByRole('listitem').filter({ hasText: slug })).toContainText('Published');
  const response = await fetch(`${process.env.PA_BASE_URL}/api/public/case-studies?locale=fr`);
  const { studies } = (await response.json()) as {
    studies: { slug: string; title: string; logo: string | null }[];
  };
  const shown = studies.find((study) => study.slug === slug);
  expect(shown?.title).toBe('Comment Maison Lumière a récupéré 8 %');
  expect(shown?.logo).toMatch(/^data:image\/png;base64,iVBOR/);
});

test('a platform admin finds a company’s documents by its name, reads why its invoice was not audited and downloads it, in English and French', async ({
  page,
}, testInfo) => {
  const { putCompany } = await import('../../functions/companies/company-store');
  const { putDocument } = await import('../../functions/documents/document-store');
  const { putNewAudit } = await import('../../functions/audit/audit-store');
  const { newAudit } = await import('../../functions/audit/start-audit');
  const companyId = `e2e-docs-${randomUUID()}`;
  const name = `Maison Dossiers ${randomUUID().slice(0, 6)}`;
  const uploadedAt = new Date().toISOString();
  await putCompany({
    companyId,
    name,
    kind: 'merchant',
    active: true,
    createdAt: uploadedAt,
  });
  const document = {
    documentId: `doc-${randomUUID().slice(0, 8)}`,
    companyId,
    kind: 'carrier_invoice',
    fileName: 'facture-octobre.xlsx',
    fileType: 'xlsx',
    size: 1_300_000,
    carrier: 'dhl',
    uploadedAt,
    uploadedBy: 'someone-gone',
    key: `documents/${companyId}/x`,
    sha256: randomUUID(),
  };
  await putDocument(document);
  await putNewAudit({
    ...newAudit(document, { userId: 'someone-gone', email: 'gone@example.test' }, new Date()),
    status: 'failed',
    problem: 'unknown_layout',
  });
  await signInAs(page, 'platform_admin', 'e2e-admin-documents');
  await page.goto('/adminPanel/documents');
  const section = page.getByRole('region', { name: 'Documents of every company' });
  await section.getByLabel('Type').selectOption('carrier_invoice');
  await section.getByRole('combobox', { name: 'Company', exact: true }).fill('no company is called this');
  await expect(section.getByText('No company has this name: choose one from the list.')).toBeVisible();
  await section.getByRole('combobox', { name: 'Company', exact: true }).fill(name);
  await expect(section.getByText(`Chosen: ${name}.`)).toBeVisible();
  await section.getByRole('button', { name: 'Show' }).click();
  const row = section.getByRole('row', { name: /facture-octobre\.xlsx/ });
  await expect(row).toContainText(name);
  await expect(section.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('Not audited');
  await expect(row).toContainText('We did not recognise this file');
  await expect(row).toContainText('1.2 MB');
  await atBothWidths(page, testInfo, 'admin-documents-en');

  await page.getByLabel('Language').selectOption('fr');
  const fr = page.getByRole('region', { name: 'Documents de toutes les entreprises' });
  await expect(fr.getByRole('row', { name: /facture-octobre\.xlsx/ })).toContainText('Non auditée');
  await expect(fr.getByRole('row', { name: /facture-octobre\.xlsx/ })).toContainText('1,2 Mo');
  await atBothWidths(page, testInfo, 'admin-documents-fr');

  // The download: a short link for the platform admin, and the audit log says who took the file.
  await page.route(
    (url) => url.pathname.includes('/documents/e2e-docs-') && !url.pathname.startsWith('/api/'),
    (route) => route.fulfill({ status: 200, body: 'file' }),
  );
  const link = page.waitForResponse((response) =>
    /\/api\/private\/admin\/documents\/.+\/download$/.test(response.url()),
  );
  await fr.getByRole('button', { name: 'Télécharger facture-octobre.xlsx' }).click();
  expect((await link).status()).toBe(200);
  await page.goto(`/adminPanel/log?company=${companyId}`);
  await expect(
    page
      .getByRole('region', { name: 'Journal d’audit' })
      .getByRole('row')
      .filter({ hasText: 'Document téléchargé' }),
  ).toContainText('facture-octobre.xlsx');
});

test('a platform admin publishes a release note and edits a tour’s words, in English and French', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const slug = `e2e-note-${randomUUID().slice(0, 6)}`;
  await signInAs(page, 'platform_admin', 'e2e-admin-notes');
  await page.goto('/adminPanel/release-notes');
  const section = page.getByRole('region', { name: 'Release notes' });
  await section.getByRole('button', { name: 'New release note' }).click();
  const form = page.getByRole('dialog', { name: 'New release note' });
  await form.getByLabel('Identifier').fill(slug);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required').first()).toBeVisible();
  await form.getByLabel('Status').selectOption('published');
  await form.getByLabel('Feature (English)').fill('Exports');
  await form.getByLabel('Feature (French)').fill('Exports');
  const entry = form.getByRole('group', { name: 'Entry 1' });
  await entry.getByLabel('Shipped on').fill('2026-11-02T09:30');
  await entry.getByLabel('Title (English)').fill('Excel export of every claim');
  await entry.getByLabel('Message (English)').fill('My claims now downloads as an Excel file.');
  await entry.getByLabel('Title (French)').fill('Export Excel de toutes les réclamations');
  await entry
    .getByLabel('Message (French)')
    .fill('Mes réclamations se télécharge maintenant en fichier Excel.');
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'admin-release-note-form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(
    section.getByRole('listitem').filter({ hasText: 'Excel export of every claim' }),
  ).toContainText('Published');

  await sections(page).getByRole('link', { name: 'Tours' }).click();
  const tours = page.getByRole('region', { name: 'Guided tours' });
  await tours.getByRole('button', { name: 'Edit the Home tour' }).click();
  const tourForm = page.getByRole('dialog', { name: 'The Home tour' });
  const first = tourForm.getByRole('group', { name: /Step 1/ });
  await first.getByLabel('Title (English)').fill('Your money back');
  await tourForm.getByRole('button', { name: 'Save' }).click();
  await expect(tourForm).toHaveCount(0);
  await expect(tours.getByRole('listitem').filter({ hasText: 'Home' })).toContainText('Your money back');
  await atBothWidths(page, testInfo, 'admin-notes-en');

  await page.getByLabel('Language').selectOption('fr');
  await sections(page, 'Rubriques').getByRole('link', { name: 'Notes de version' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Notes de version' })
      .getByRole('listitem')
      .filter({ hasText: 'Export Excel' }),
  ).toContainText('Publiée');
  await atBothWidths(page, testInfo, 'admin-notes-fr');

  // Put the default words back for the other tests; the note goes too.
  const { DEFAULT_TOUR_STEPS } = await import('../../shared/users/tour-content');
  const { table } = await import('../../functions/lib/table/table');
  const { keys } = await import('../../functions/lib/table/keys');
  expect(DEFAULT_TOUR_STEPS.home).toHaveLength(4);
  await table.delete(keys.tourWords('home'));
  await table.delete(keys.releaseNote(slug));
});

test('a platform admin invites a provider staff member, in French', async ({ page }, testInfo) => {
  const email = `staff-${randomUUID().slice(0, 8)}@parcel-audit.example`;
  await signInAs(page, 'platform_admin', 'e2e-admin-staff');
  await page.goto('/adminPanel/staff');
  await page.getByLabel('Language').selectOption('fr');
  const form = page.getByRole('form', { name: 'Inviter un prestataire' });
  await form.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(form.getByText('Ce champ est obligatoire').first()).toBeVisible();
  await form.getByLabel('Prénom').fill('Inès');
  await form.getByLabel('Nom', { exact: true }).fill('Martin');
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('E-mail d’invitation en').selectOption('fr');
  await form.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(form.getByRole('status')).toContainText(`Invitation envoyée à ${email}.`);
  await expect(
    page.getByRole('region', { name: 'Prestataires' }).getByRole('listitem').filter({ hasText: email }),
  ).toContainText('Aucune entreprise affectée');
  await atBothWidths(page, testInfo, 'admin-staff-fr');
});
