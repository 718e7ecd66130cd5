/**
 * Small journeys that used to break (issue 25, item 10), in English and French, at 1366 px and
 * 390 px, with axe: signing up again within the code's cool-down keeps the code field; onboarding
 * resumes at the first step not done, the IBAN on file shown masked, the company name of the
 * sign-up offered for invoices; 'your company already has an admin' said once; no router warning
 * on page load.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { atBothWidths, expect, expectAccessible, signInAs, test } from './fixtures';
import { codeFor, mailCount } from './mailbox';

const TEXT = {
  en: {
    submit: 'Send me a verification code',
    codeHeading: 'Check your e-mail',
    codeLabel: 'Verification code',
    stillValid: /A code was sent to this address less than a minute ago and is still valid/,
    newCodeFrom: /You can ask for a new one from \d{1,2}:\d{2}/,
    back: 'Back to the form',
    verify: 'Verify and create my account',
    company: 'Company details',
    bank: 'Bank details',
    team: 'Your team',
    save: 'Save and continue',
    onFile: 'Account on file',
    change: 'Change the bank details',
    keep: 'Keep the account on file',
    continue: 'Continue',
    stepBack: 'Back',
    hasAdmin: 'Your company already has an admin',
    askAdmin: /add you from the Team page/,
  },
  fr: {
    submit: 'Recevoir un code de vérification',
    codeHeading: 'Consultez vos e-mails',
    codeLabel: 'Code de vérification',
    stillValid: /Un code a été envoyé à cette adresse il y a moins d’une minute et reste valable/,
    newCodeFrom: /Vous pourrez en demander un nouveau à partir de \d{1,2}:\d{2}/,
    back: 'Revenir au formulaire',
    verify: 'Vérifier et créer mon compte',
    company: 'Informations de l’entreprise',
    bank: 'Coordonnées bancaires',
    team: 'Votre équipe',
    save: 'Enregistrer et continuer',
    onFile: 'Compte enregistré',
    change: 'Modifier les coordonnées bancaires',
    keep: 'Garder le compte enregistré',
    continue: 'Continuer',
    stepBack: 'Retour',
    hasAdmin: 'Votre entreprise a déjà un administrateur',
    askAdmin: /vous ajouter depuis la page Équipe/,
  },
} as const;

type Lang = keyof typeof TEXT;

async function fillRegistration(page: Page, who: { email: string; company: string }) {
  await page.locator('#reg-first').fill('Léa');
  await page.locator('#reg-last').fill('Durand');
  await page.locator('#reg-email').fill(who.email);
  await page.locator('#reg-company').fill(who.company);
  await page.locator('#reg-job').fill('Founder');
  await page.locator('#reg-password').fill('Strong-Pass-1');
  await page.locator('#reg-password-confirmation').fill('Strong-Pass-1');
  await page.locator('#reg-terms').check();
}

/** The onboarding step shown: its heading inside the panel. */
const stepHeading = (page: Page) => page.locator('.panel h2').first();

for (const lang of ['en', 'fr'] as const satisfies Lang[]) {
  const t = TEXT[lang];

  test(`signing up again within a minute keeps the code field, and onboarding resumes where it stopped (${lang})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const id = randomUUID().slice(0, 8);
    const email = `journey-${lang}-${id}@boutique.example`;
    const company = `Boutique ${lang} ${id}`;
    await page.setViewportSize(lang === 'fr' ? { width: 390, height: 844 } : { width: 1366, height: 900 });

    await page.goto(`/register?lang=${lang}`);
    await fillRegistration(page, { email, company });
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('heading', { name: t.codeHeading })).toBeVisible();
    const code = await codeFor(email);

    // Back to the form and sent again within the minute: the code field stays, with why.
    await page.getByRole('button', { name: t.back }).click();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('heading', { name: t.codeHeading })).toBeVisible();
    await expect(page.getByLabel(t.codeLabel)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t.stillValid })).toContainText(t.newCodeFrom);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await mailCount(email)).toBe(1);
    await atBothWidths(page, testInfo, `journey-code-again-${lang}`);

    await page.getByLabel(t.codeLabel).fill(code);
    await page.getByRole('button', { name: t.verify }).click();
    await expect(page).toHaveURL(/\/onBoarding$/);

    // The company name given at sign-up is offered as the name on invoices.
    await expect(stepHeading(page)).toHaveText(t.company);
    await expect(page.locator('#co-name')).toHaveValue(company);
    await atBothWidths(page, testInfo, `journey-onboarding-company-${lang}`);
    await page.locator('#co-country').selectOption('FR');
    await page.locator('#co-vat').fill('FR40303265045');
    await page.locator('#co-street').fill('12 rue de la République');
    await page.locator('#co-zip').fill('69002');
    await page.locator('#co-city').fill('Lyon');
    await page.locator('#co-invoicing').fill(`compta@${id}.example`);
    await page.locator('#co-finance').fill(`finance@${id}.example`);
    await page.locator('#co-claims').fill(`sav@${id}.example`);
    await page.getByRole('button', { name: t.save }).click();
    await expect(stepHeading(page)).toHaveText(t.bank);

    // Coming back: the first step not done.
    await page.reload();
    await expect(stepHeading(page)).toHaveText(t.bank);
    await page.locator('#bank-name').fill('BNP Paribas');
    await page.locator('#bank-iban').fill('FR14 2004 1010 0505 0001 3M02 606');
    await page.locator('#bank-bic').fill('BNPAFRPP');
    await page.getByRole('button', { name: t.save }).click();
    await expect(stepHeading(page)).toHaveText(t.team);

    await page.reload();
    await expect(stepHeading(page)).toHaveText(t.team);

    // The bank step shows the account on file, masked, and asks for nothing unless changed.
    await page.getByRole('button', { name: t.stepBack, exact: true }).click();
    await expect(stepHeading(page)).toHaveText(t.bank);
    await expect(page.getByText(t.onFile)).toBeVisible();
    await expect(page.getByText('FR14 •••• 2606')).toBeVisible();
    await expect(page.locator('#bank-iban')).toHaveCount(0);
    await expect(page.getByText('2004 1010')).toHaveCount(0);
    await atBothWidths(page, testInfo, `journey-onboarding-bank-on-file-${lang}`);
    await page.getByRole('button', { name: t.change }).click();
    await expect(page.locator('#bank-iban')).toHaveValue('');
    await expect(page.locator('#bank-name')).toHaveValue('BNP Paribas');
    await page.getByRole('button', { name: t.stepBack, exact: true }).click();
    await expect(stepHeading(page)).toHaveText(t.company);
    await expect(page.locator('#co-name')).toHaveValue(company);
    await expect(page.locator('#co-city')).toHaveValue('Lyon');

    // My Profile shows the same account on file, and asks for the IBAN only to change it.
    await page.goto('/profile');
    await expect(page.getByText('FR14 •••• 2606')).toBeVisible();
    await expect(page.locator('#bank-iban')).toHaveCount(0);
    await page.getByRole('button', { name: t.change }).click();
    await expect(page.locator('#bank-iban')).toHaveValue('');
    await page.getByRole('button', { name: t.keep }).click();
    await expect(page.locator('#bank-iban')).toHaveCount(0);
    await expectAccessible(page);
  });

  test(`'your company already has an admin' is said once (${lang})`, async ({ page }, testInfo) => {
    await page.goto(`/register?lang=${lang}`);
    await fillRegistration(page, {
      email: `second-${lang}-${randomUUID().slice(0, 8)}@demo.example`,
      company: 'Demo Merchant',
    });
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('alert')).toContainText(t.hasAdmin);
    await expect(page.getByText(t.askAdmin)).toHaveCount(1);
    await atBothWidths(page, testInfo, `journey-company-has-admin-${lang}`);
  });
}

test('no page load warns about a missing HydrateFallback', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/404');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await signInAs(page, 'member');
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(messages.filter((message) => /HydrateFallback/i.test(message))).toEqual([]);
});
