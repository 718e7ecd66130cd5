/**
 * Demo booking on the public site (issue 23, item 3) in the browser: in English and French, at 1366
 * and 390 px, with axe; the slots listed by day in the browser's time zone, a slot booked (once,
 * however often the button is pressed), the confirmation in place and by e-mail with its
 * invitation; the e-mail's link opens the booking, which is cancelled there; without JavaScript
 * the page says booking needs it and links to the contact page.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { slotStart } from '@shared/site/demo';
import { sitePath } from '@shared/site/pages';
import { expect, expectAccessible, keepScreenshot, test } from './fixtures';

const WORDS = {
  en: {
    title: 'Book a demo',
    name: 'Name',
    email: 'Work e-mail address',
    company: 'Company',
    parcels: 'Parcels shipped per month (optional)',
    book: 'Book this slot',
    booked: 'Your demo is booked',
    chooseFirst: 'Choose a slot first.',
    manageTitle: 'Your demo booking',
    cancel: 'Cancel the demo',
    cancelled: 'Your demo is cancelled.',
    cancelledStatus: 'Cancelled',
    needsJs: 'Booking a slot needs JavaScript',
    contact: 'Contact us',
  },
  fr: {
    title: 'Réserver une démo',
    name: 'Nom',
    email: 'Adresse e-mail professionnelle',
    company: 'Entreprise',
    parcels: 'Colis expédiés par mois (facultatif)',
    book: 'Réserver ce créneau',
    booked: 'Votre démo est réservée',
    chooseFirst: 'Choisissez d’abord un créneau.',
    manageTitle: 'Votre réservation de démo',
    cancel: 'Annuler la démo',
    cancelled: 'Votre démo est annulée.',
    cancelledStatus: 'Annulée',
    needsJs: 'La réservation d’un créneau a besoin de JavaScript',
    contact: 'Nous contacter',
  },
} as const;

/** A slot some days ahead at a time of its own (the tests share the slots). */
async function offerSlot(days: number): Promise<string> {
  const { putSlot } = await import('../../functions/site/demo-store');
  const { newSlot } = await import('../../functions/site/demo-booking');
  const start = new Date(Date.now() + days * 86_400_000);
  start.setUTCHours(8 + Math.floor(Math.random() * 8), 5 * Math.floor(Math.random() * 12), 0, 0);
  const slot = newSlot(
    { start: start.toISOString(), durationMinutes: 30 },
    'e2e@parcel-audit.example',
    new Date(),
  );
  await putSlot(slot);
  return slot.slotId;
}

async function mailsTo(email: string) {
  const store = (await (await fetch(`${process.env.PA_MAILBOX_URL}/store`)).json()) as {
    emails: {
      subject: string;
      destination: { to: string[] };
      body: { text?: string };
      attachments: { filename?: string }[];
    }[];
  };
  return store.emails.filter((mail) => mail.destination.to.includes(email));
}

async function fitsWidth(page: Page) {
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const locale of ['en', 'fr'] as const) {
  const words = WORDS[locale];

  for (const width of [1366, 390])
    test(`the demo page in ${locale} at ${width} px lists the slots by day, is accessible and fits`, async ({
      page,
    }, testInfo) => {
      const slotId = await offerSlot(3);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(sitePath('demo', locale));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
      const radio = page.locator(`#demo-slot-${slotId}`);
      await expect(radio).toBeVisible();
      // Grouped by day: the slot's group is named after its day, in the page's language.
      // (The browser runs in this machine's time zone, as this test does.)
      const day = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(
        slotStart(slotId),
      );
      await expect(page.getByRole('group', { name: day })).toBeVisible();
      await expect(page.getByText(words.needsJs)).toHaveCount(0);
      await fitsWidth(page);
      await expectAccessible(page);
      await keepScreenshot(page, testInfo, `site-demo-${locale}-${width}`);

      // Sent without a slot: the problem is said, and the form keeps what was typed.
      await page.getByLabel(words.name, { exact: true }).fill('Camille Martin');
      await page.getByRole('button', { name: words.book }).click();
      await expect(page.locator('[data-summary]')).toBeFocused();
      await expect(page.locator('[data-summary]')).toContainText(words.chooseFirst);
      await expectAccessible(page);
    });

  test(`a slot booked on the ${locale} page is booked once, and cancelled by the e-mail’s link`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const slotId = await offerSlot(5);
    const email = `e2e-demo-${randomUUID()}@example.test`;
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/public/demo/bookings'))
        posts.push(request.url());
    });
    await page.goto(sitePath('demo', locale));
    await page.locator(`#demo-slot-${slotId}`).check();
    await page.getByLabel(words.name, { exact: true }).fill('Camille Martin');
    await page.getByLabel(words.email).fill(email);
    await page.getByLabel(words.company, { exact: true }).fill('Boutique Martin');
    await page.getByLabel(words.parcels).fill('4 000');
    // Pressed twice in a hurry: booked once.
    await page.getByRole('button', { name: words.book }).dblclick();
    const done = page.locator('[data-done]');
    await expect(done.getByRole('heading')).toHaveText(words.booked, { timeout: 10_000 });
    await expect(done).toBeFocused();
    await expect(done).toContainText(email);
    expect(posts).toHaveLength(1);
    await expectAccessible(page);
    await keepScreenshot(page, testInfo, `site-demo-booked-${locale}`);

    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const [mail] = await mailsTo(email);
    expect(mail?.attachments.some((attachment) => attachment.filename === 'invite.ics')).toBe(true);
    const link = /(https?:\/\/\S+\/demo\/booking\?b=[\w-]+&t=[\w-]+)/.exec(mail?.body.text ?? '')?.[1];
    expect(link).toContain(locale === 'fr' ? '/fr/demo/booking?' : '/demo/booking?');

    const manage = new URL(link!);
    await page.goto(`${manage.pathname}${manage.search}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.manageTitle);
    await expect(page.locator('[data-who]')).toHaveText('Camille Martin, Boutique Martin');
    await expectAccessible(page);
    await page.getByRole('button', { name: words.cancel }).click();
    await expect(page.locator('[data-done]')).toContainText(words.cancelled);
    await expect(page.locator('[data-state]')).toHaveText(words.cancelledStatus);
    await expect(page.getByRole('button', { name: words.cancel })).toBeHidden();
    await expectAccessible(page);
    await expect.poll(async () => (await mailsTo(email)).length).toBe(2);

    // The slot is free again: the demo page offers it.
    await page.goto(sitePath('demo', locale));
    await expect(page.locator(`#demo-slot-${slotId}`)).toBeVisible();
  });
}

test('a booking is moved to another slot from its link', async ({ page }) => {
  const [from, to] = [await offerSlot(8), await offerSlot(9)];
  const email = `e2e-demo-${randomUUID()}@example.test`;
  const booked = await fetch(`${process.env.PA_BASE_URL}/api/public/demo/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      slotId: from,
      name: 'Léa Durand',
      email,
      company: 'Boutique Durand',
      locale: 'en',
    }),
  });
  expect(booked.status).toBe(201);
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  const link = /(\/demo\/booking\?b=[\w-]+&t=[\w-]+)/.exec((await mailsTo(email))[0]?.body.text ?? '')?.[1];
  await page.goto(link!);
  await page.getByRole('button', { name: 'Move it to another slot' }).click();
  await expect(page.getByRole('button', { name: 'Move it to another slot' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // The booking's own slot is not offered to move to.
  await expect(page.locator(`#demo-slot-${to}`)).toBeVisible();
  await expect(page.locator(`#demo-slot-${from}`)).toHaveCount(0);
  await page.locator(`#demo-slot-${to}`).check();
  await page.getByRole('button', { name: 'Move to this slot' }).click();
  await expect(page.locator('[data-done]')).toContainText('Your demo has moved to');
  await expect(page.locator('[data-done]')).toBeFocused();
  await expectAccessible(page);
  await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
  expect((await mailsTo(email))[1]?.subject).toMatch(/^Your Parcel Audit demo has moved: /);
});

test('a wrong link shows that it leads to no booking', async ({ page }) => {
  await page.goto(`/demo/booking?b=${'a'.repeat(22)}&t=${'b'.repeat(43)}`);
  await expect(page.locator('[data-invalid]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a demo' }).last()).toHaveAttribute('href', '/demo');
  await expectAccessible(page);
});

test('without JavaScript, the page says booking needs it and links to the contact page', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  for (const locale of ['en', 'fr'] as const) {
    await page.goto(sitePath('demo', locale));
    await expect(page.getByText(WORDS[locale].needsJs)).toBeVisible();
    const contact = page.locator('[data-needs-js]').getByRole('link', { name: WORDS[locale].contact });
    await expect(contact).toHaveAttribute('href', sitePath('contact', locale));
    await expect(page.getByRole('button', { name: WORDS[locale].book })).toBeHidden();
  }
  await context.close();
});
