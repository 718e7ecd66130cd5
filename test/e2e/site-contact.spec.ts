/**
 * The public site's contact form (issue 23, item 2) in the browser: in English and French, at 1366
 * and 390 px, with axe; sent with JavaScript (once, however often the button is pressed; the
 * outcome shown in place), and without it (the form posts itself and lands on the sent page); an
 * invalid form shows its problems beside the fields and in a summary that takes the focus.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { type SiteLocale, sitePath } from '@shared/site/pages';
import { expect, expectAccessible, keepScreenshot, test } from './fixtures';

const WORDS = {
  en: {
    title: 'Contact us',
    name: 'Name',
    email: 'E-mail address',
    company: 'Company (optional)',
    subject: 'Subject',
    partnership: 'Partnership',
    message: 'Message',
    send: 'Send the message',
    sent: 'Message sent',
    promise: 'We reply within 24 hours.',
    summary: 'Please check the form',
    required: 'This field is required',
    tooShort: 'Write a little more: at least 10 characters.',
    ack: 'We have received your message',
  },
  fr: {
    title: 'Nous contacter',
    name: 'Nom',
    email: 'Adresse e-mail',
    company: 'Entreprise (facultatif)',
    subject: 'Sujet',
    partnership: 'Partenariat',
    message: 'Message',
    send: 'Envoyer le message',
    sent: 'Message envoyé',
    promise: 'Nous répondons sous 24\u00a0heures.',
    summary: 'Merci de vérifier le formulaire',
    required: 'Ce champ est obligatoire',
    tooShort: 'Écrivez un peu plus\u00a0: au moins 10\u00a0caractères.',
    ack: 'Nous avons bien reçu votre message',
  },
} as const;

/** The messages stored from one address (this month's partition). */
async function storedFrom(email: string) {
  const { table } = await import('../../functions/lib/table/table');
  const { collections } = await import('../../functions/lib/table/keys');
  const month = new Date().toISOString().slice(0, 7);
  const items = await table.queryAll(collections.contactMessages(month), { ConsistentRead: true });
  return items.filter((item) => item.email === email);
}

async function mailsTo(email: string) {
  const store = (await (await fetch(`${process.env.PA_MAILBOX_URL}/store`)).json()) as {
    emails: { subject: string; destination: { to: string[] } }[];
  };
  return store.emails.filter((mail) => mail.destination.to.includes(email));
}

async function fitsWidth(page: Page) {
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function fillIn(page: Page, locale: SiteLocale, email: string) {
  const words = WORDS[locale];
  await page.getByLabel(words.name, { exact: true }).fill('Camille Martin');
  await page.getByLabel(words.email).fill(email);
  await page.getByLabel(words.company).fill('Boutique Martin');
  await page.getByLabel(words.subject).selectOption({ label: words.partnership });
  await page
    .getByLabel(words.message, { exact: true })
    .fill('We would like to offer your audit to our merchants.');
}

for (const locale of ['en', 'fr'] as const) {
  const words = WORDS[locale];

  for (const width of [1366, 390])
    test(`the contact page in ${locale} at ${width} px is accessible and fits, its problems shown`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(sitePath('contact', locale));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
      await expect(page.getByText(words.promise).first()).toBeVisible();
      // The honeypot is out of sight and out of the accessibility tree.
      await expect(page.getByRole('textbox', { name: /website|vide|empty/i })).toHaveCount(0);
      await fitsWidth(page);
      await expectAccessible(page);
      await keepScreenshot(page, testInfo, `site-contact-${locale}-${width}`);

      // An invalid submit: each problem beside its field, and a summary that takes the focus.
      await page.getByLabel(words.email).fill('camille@example');
      await page.getByLabel(words.message, { exact: true }).fill('Too short');
      await page.getByRole('button', { name: words.send }).click();
      const summary = page.locator('[data-summary]');
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('heading')).toHaveText(words.summary);
      await expect(summary.getByRole('link')).toHaveCount(4);
      const name = page.getByLabel(words.name, { exact: true });
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription(words.required);
      const message = page.getByLabel(words.message, { exact: true });
      await expect(message).toHaveAttribute('aria-invalid', 'true');
      await expect(message).toHaveAccessibleDescription(new RegExp(words.tooShort.replace(/[.]/g, '\\.')));
      await expect(page.getByLabel(words.company)).not.toHaveAttribute('aria-invalid', 'true');
      // A link of the summary takes the person to the field.
      await summary.getByRole('link').first().click();
      await expect(name).toBeFocused();
      await fitsWidth(page);
      await expectAccessible(page);
      await keepScreenshot(page, testInfo, `site-contact-invalid-${locale}-${width}`);
    });

  test(`a message sent from the ${locale} page with JavaScript is shown sent in place, and stored once`, async ({
    page,
  }) => {
    const email = `e2e-contact-${randomUUID()}@example.test`;
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/public/contact'))
        posts.push(request.url());
    });
    await page.goto(sitePath('contact', locale));
    await fillIn(page, locale, email);
    // Pressed twice in a hurry: sent once.
    await page.getByRole('button', { name: words.send }).dblclick();
    const sent = page.locator('[data-sent]');
    await expect(sent.getByRole('heading')).toHaveText(words.sent, { timeout: 10_000 });
    await expect(sent).toBeFocused();
    await expect(page.getByRole('button', { name: words.send })).toBeHidden();
    expect(new URL(page.url()).pathname).toBe(sitePath('contact', locale));
    await expectAccessible(page);
    await expect.poll(async () => (await storedFrom(email)).length).toBe(1);
    expect((await storedFrom(email))[0]).toMatchObject({ locale, subject: 'partnership' });
    expect(posts).toHaveLength(1);
    await expect.poll(async () => (await mailsTo(email)).map((mail) => mail.subject)).toEqual([words.ack]);
  });
}

test('without JavaScript, the form posts itself and lands on the sent page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const email = `e2e-contact-${randomUUID()}@example.test`;
  await page.goto('/contact');
  await fillIn(page, 'en', email);
  await page.getByRole('button', { name: WORDS.en.send }).click();
  await expect(page).toHaveURL(/\/contact\/sent$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(WORDS.en.sent);
  await expect(page.getByText(WORDS.en.promise)).toBeVisible();
  expect(await storedFrom(email)).toHaveLength(1);
  expect((await mailsTo(email)).map((mail) => mail.subject)).toEqual([WORDS.en.ack]);
  await context.close();
});

test('without JavaScript, a refusal the server sends back is explained on the form', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/fr/contact?error=contact.limit_reached#contact-error-contact-limit-reached');
  await expect(
    page.getByText('Vous nous avez déjà envoyé plusieurs messages', { exact: false }),
  ).toBeVisible();
  // The others stay hidden.
  await expect(page.getByText('Certains champs ne sont pas valides')).toBeHidden();
  await page.goto('/fr/contact');
  await expect(
    page.getByText('Vous nous avez déjà envoyé plusieurs messages', { exact: false }),
  ).toBeHidden();
  await context.close();
});

// axe runs inside the page: the pages above, checked with JavaScript on.
test('the sent page and an explained refusal are accessible, in both languages', async ({ page }) => {
  for (const locale of ['en', 'fr'] as const) {
    await page.goto(sitePath('contactSent', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WORDS[locale].sent);
    await expectAccessible(page);
    await page.goto(`${sitePath('contact', locale)}?error=request.invalid#contact-error-request-invalid`);
    await expect(page.locator('#contact-error-request-invalid')).toBeVisible();
    await expectAccessible(page);
  }
});
