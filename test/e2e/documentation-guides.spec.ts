/**
 * The two public guides (issue 23): their screenshots are the real screens, taken here. A new
 * merchant of its own (with a carrier account of its own at the sandbox carrier, so no other test's
 * parcels are touched) adds its carrier, opens a damaged-parcel claim, sends a bulk file whose lines
 * lack their goods and answers what they wait for; each screen is clipped to the size the guides
 * give it (guide-shots.ts) and saved in English and French under web/public/guides/ (committed),
 * and under web/dist/guides/ so that this run serves them. Then both guides are read in both
 * languages at 1366 px and on a 390 px phone: accessible, nothing wider than the screen, every
 * screenshot loaded.
 *
 * Regenerate the screenshots: `npm run build:web && npx playwright test documentation-guides`.
 */
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { GUIDE_SHOTS, type GuideShot } from '../../web/src/features/claims/components/guide-shots';
import { expect, expectAccessible, expectNoSidewaysScroll, signInAsNewMerchant, test } from './fixtures';

type Locale = 'en' | 'fr';
const LOCALES: Locale[] = ['en', 'fr'];
const VIEWPORT = { width: 1366, height: 1100 };
const PAD = 12;
const MAX_BYTES = 150 * 1024;

const PDF = (label: string) => Buffer.from(`%PDF-1.7\n% ${label}\ntrailer <<>>\n%%EOF\n`);
// A 2x2 PNG: the damage picture.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** The words of the screen in each language. */
const WORDS = {
  en: {
    add: 'Add a carrier',
    added: 'Credentials added.',
    create: 'Create the claim',
    created: 'Claim created',
    see: 'See the investigation',
    check: 'Check the lines',
    submit: 'Submit the file',
    done: /claims? created/,
    provide: 'Provide',
    goods: 'Merchandise information',
    invoice: 'Original invoice missing',
    salesTab: 'Sales invoices',
  },
  fr: {
    add: 'Ajouter un transporteur',
    added: 'Identifiants ajoutés.',
    create: 'Créer la réclamation',
    created: 'Réclamation créée',
    see: 'Voir l’enquête',
    check: 'Vérifier les lignes',
    submit: 'Envoyer le fichier',
    done: /réclamations? créées?/,
    provide: 'Fournir',
    goods: 'Informations sur la marchandise',
    invoice: 'Facture originale manquante',
    salesTab: 'Factures de vente',
  },
} as const;

/** A portal account of its own at the sandbox carrier, with parcels shipped 2 to 50 days ago. */
async function sandboxAccount(): Promise<{ username: string; password: string; parcels: string[] }> {
  const sandbox = process.env.PA_SANDBOX_URL;
  for (let attempt = 0; attempt < 20; attempt++) {
    const login = {
      carrier: 'ups',
      username: `guide-${randomUUID().slice(0, 8)}`,
      password: 'Portal-Guide-1',
    };
    const opened = await fetch(`${sandbox}/_sandbox/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...login, locked: false }),
    });
    expect(opened.ok).toBe(true);
    const state = (await (await fetch(`${sandbox}/_sandbox`)).json()) as {
      accounts: {
        carrier: string;
        username: string;
        shipments: { trackingNumber: string; shippedAt: string }[];
      }[];
    };
    const day = 86_400_000;
    const parcels = (state.accounts.find((account) => account.username === login.username)?.shipments ?? [])
      .filter((shipment) => {
        const age = (Date.now() - Date.parse(shipment.shippedAt)) / day;
        return age >= 2 && age <= 50;
      })
      .map((shipment) => shipment.trackingNumber);
    if (parcels.length >= 4) return { ...login, parcels };
  }
  throw new Error('no sandbox account with 4 recent parcels');
}

/**
 * Saves the region the locators cover, clipped to the shot's size from its top-left corner, in
 * both folders. The region must fit: a soft check, so that one run reports every region too large
 * (raise its size in guide-shots.ts).
 */
async function shoot(page: Page, locale: Locale, name: GuideShot, ...regions: Locator[]) {
  const size = GUIDE_SHOTS[name];
  await regions[0]!.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const boxes = await Promise.all(regions.map((region) => region.boundingBox()));
  const left = Math.min(...boxes.map((box) => box!.x));
  const top = Math.min(...boxes.map((box) => box!.y));
  const right = Math.max(...boxes.map((box) => box!.x + box!.width));
  const bottom = Math.max(...boxes.map((box) => box!.y + box!.height));
  const needed = `${name}: ${Math.ceil(right - left + 2 * PAD)} x ${Math.ceil(bottom - top + 2 * PAD)}`;
  expect.soft(right - left + 2 * PAD, needed).toBeLessThanOrEqual(size.width);
  expect.soft(bottom - top + 2 * PAD, needed).toBeLessThanOrEqual(size.height);
  const x = Math.max(0, Math.min(left - PAD, VIEWPORT.width - size.width));
  const y = Math.max(0, Math.min(top - PAD, VIEWPORT.height - size.height));
  const path = `web/public/guides/${locale}/${name}.png`;
  await page.screenshot({ path, type: 'png', clip: { x, y, width: size.width, height: size.height } });
  expect(statSync(path).size, path).toBeLessThan(MAX_BYTES);
  const dist = process.env.WEB_DIST ?? 'web/dist';
  mkdirSync(`${dist}/guides/${locale}`, { recursive: true });
  copyFileSync(path, `${dist}/guides/${locale}/${name}.png`);
}

async function takeShots(browser: Browser, locale: Locale) {
  const words = WORDS[locale];
  const context = await browser.newContext({
    baseURL: process.env.PA_BASE_URL,
    viewport: VIEWPORT,
    locale: locale === 'fr' ? 'fr-FR' : 'en-GB',
  });
  const page = await context.newPage();
  const account = await sandboxAccount();
  const [single, first, second, third] = account.parcels as [string, string, string, string];
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await signInAsNewMerchant(page);

  // The carrier account.
  await page.goto(`/carrier/information?lang=${locale}`);
  const addForm = page.locator('section.panel').filter({ has: page.locator('#add-carrier-heading') });
  await addForm.locator('select[name=carrier]').selectOption('ups');
  await addForm.locator('input[name=username]').fill(account.username);
  await addForm.locator('input[name=password]').fill(account.password);
  // The form: the panel (and its heading) span the page's width, the form keeps its measure.
  await shoot(page, locale, 'carrier-account', addForm.locator('form'));
  await addForm.getByRole('button', { name: words.add }).click();
  await expect(page.getByRole('status')).toContainText(words.added);
  await expect(page.getByRole('cell', { name: account.username, exact: true })).toBeVisible();

  // One investigation: a damaged parcel, its goods and documents.
  await page.goto('/claimCenter/startAnInvestigation');
  const form = page.locator('form.claim-form');
  await form.locator('#claim-carrier').selectOption('ups');
  await form.locator('#claim-tracking').fill(single);
  await form.locator('#claim-issue').selectOption('damaged');
  await form.locator('#claim-reference').fill('ORDER-1042');
  const fieldsets = form.locator(':scope > fieldset');
  await shoot(page, locale, 'claim-parcel', fieldsets.nth(0));
  await form.locator('#line-0-sales_date').fill(yesterday);
  await form.locator('#line-0-description').fill(locale === 'fr' ? 'Lampe en laiton' : 'Brass lamp');
  await form.locator('#line-0-nb_of_items').fill('1');
  await form.locator('#line-0-unit_price').fill(locale === 'fr' ? '89,90' : '89.90');
  await form.locator('#line-0-amount_excl').fill(locale === 'fr' ? '74,92' : '74.92');
  await form.locator('#line-0-amount_incl').fill(locale === 'fr' ? '89,90' : '89.90');
  await form.locator('#line-0-tax_percentage').fill('20');
  await shoot(page, locale, 'claim-goods', fieldsets.nth(1));
  const files = form.locator('input[type=file]');
  await files
    .nth(0)
    .setInputFiles({ name: 'invoice-ORDER-1042.pdf', mimeType: 'application/pdf', buffer: PDF('1042') });
  await expect(form.locator('ul.attached').getByText('invoice-ORDER-1042.pdf')).toBeVisible();
  await files.nth(1).setInputFiles({ name: 'damaged-box.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.locator('ul.attached').getByText('damaged-box.png')).toBeVisible();
  await shoot(page, locale, 'claim-documents', fieldsets.nth(2));
  await form.getByRole('button', { name: words.create }).click();
  await expect(page.getByRole('status').filter({ hasText: words.created })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: words.see }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const details = page.locator('article.claim-details');
  await expect(details).toContainText(single);
  // The claim's own facts (the carrier's side, above them, has facts of its own).
  await shoot(
    page,
    locale,
    'claim-details',
    details.locator('#claim-heading'),
    details.locator('dl.facts').last(),
  );

  // A bulk file: its lines lack their goods, one has an error to fix.
  await page.goto('/claimCenter/startAnInvestigation?mode=bulk');
  const upload = page.locator('section[aria-labelledby=bulk-upload-title]');
  await expect(upload).toBeVisible();
  await shoot(page, locale, 'bulk-upload', upload);
  await upload.locator('input[type=file]').setInputFiles({
    name: 'claims.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'carrier,tracking_number,issue,reference,sales_date,description,nb_of_items,unit_price,amount_excl,amount_incl,tax_percentage,currency_code',
        `UPS,${first},Lost,ORDER-2001,,,,,,,,`,
        `UPS,${second},Lost,FR/2024/7,,,,,,,,`,
        `UPS,${third},Lost,ORDER-2003,${yesterday},Scarf,1,-19.90,16.58,19.90,20,EUR`,
      ].join('\r\n'),
    ),
  });
  await page.getByRole('button', { name: words.check }).click();
  const fix = page.locator('section[aria-labelledby=bulk-fix-title]');
  await expect(fix.locator('input[aria-invalid=true]').first()).toBeVisible();
  await shoot(page, locale, 'bulk-fix', fix);
  await fix.locator('input[aria-invalid=true]').first().fill('19.90');
  await expect(fix.locator('input[aria-invalid=true]')).toHaveCount(0);
  await page.getByRole('button', { name: words.submit }).click();
  const done = page.locator('section[aria-labelledby=bulk-submit-title]');
  await expect(done.getByRole('status').filter({ hasText: words.done })).toBeVisible({ timeout: 30_000 });
  await shoot(page, locale, 'bulk-done', done);

  // Data Needed: the list, the goods window, the original invoice window, the sales invoices.
  await page.goto('/claimCenter/actionRequired');
  const list = page.locator('table.waiting-list');
  await expect(list.getByRole('row').filter({ hasText: first })).toBeVisible();
  await shoot(page, locale, 'action-list', page.locator('section[aria-labelledby=waiting-heading]'));
  const row = list.getByRole('row').filter({ hasText: first });
  await row.getByRole('button', { name: new RegExp(`${words.provide}.*${words.goods}`) }).click();
  const goods = page.getByRole('dialog');
  await goods.locator('input[name="lines.0.sales_date"]').fill(yesterday);
  await goods
    .locator('input[name="lines.0.description"]')
    .fill(locale === 'fr' ? 'Sac en cuir' : 'Leather bag');
  await goods.locator('input[name="lines.0.nb_of_items"]').fill('1');
  await goods.locator('input[name="lines.0.unit_price"]').fill(locale === 'fr' ? '129,00' : '129.00');
  await shoot(page, locale, 'action-goods', goods);
  await page.keyboard.press('Escape');
  await expect(goods).toBeHidden();
  await row.getByRole('button', { name: new RegExp(`${words.provide}.*${words.invoice}`) }).click();
  const invoice = page.getByRole('dialog');
  await invoice.locator('input[type=file]').setInputFiles({
    name: 'ORDER-2001.pdf',
    mimeType: 'application/pdf',
    buffer: PDF('2001'),
  });
  await expect(invoice.locator('ul.attached').getByText('ORDER-2001.pdf')).toBeVisible();
  await shoot(page, locale, 'action-invoice', invoice);
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: words.salesTab }).click();
  const sales = page.locator('section[aria-labelledby=sales-heading]');
  await sales.locator('input[type=file]').setInputFiles({
    name: 'FR-2024-7.pdf',
    mimeType: 'application/pdf',
    buffer: PDF('FR/2024/7'),
  });
  await expect(sales.locator('ul.imported').getByText(/FR-2024-7\.pdf/)).toBeVisible();
  await shoot(page, locale, 'sales-invoices', sales);
  await context.close();
}

test('the guides’ screenshots are taken from the real screens, in English and French', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  for (const locale of LOCALES) await takeShots(browser, locale);
});

const GUIDES = [
  '/claimCenter/documentation/startAnInvestigation',
  '/claimCenter/documentation/actionRequired',
];

test('both guides read well in en and fr, at 1366 px and on a 390 px phone, every screenshot loaded', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const locale of LOCALES)
    for (const path of GUIDES)
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.goto(`${path}?lang=${locale}`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const images = page.locator('main figure img');
        expect(await images.count(), path).toBeGreaterThan(2);
        for (const image of await images.all()) {
          await image.scrollIntoViewIfNeeded();
          await expect(image).toHaveAttribute('alt', /\w{3}/);
          await expect(image).toHaveAttribute('src', new RegExp(`^/guides/${locale}/`));
          // Loaded, and as large as the width and height the page gives it.
          const size = () =>
            image.evaluate((element) => {
              const img = element as unknown as { naturalWidth: number; naturalHeight: number };
              return `${img.naturalWidth}x${img.naturalHeight}`;
            });
          await expect
            .poll(size)
            .toBe(`${await image.getAttribute('width')}x${await image.getAttribute('height')}`);
        }
        await expectNoSidewaysScroll(page, width);
        await expectAccessible(page);
        mkdirSync('test-results/screenshots', { recursive: true });
        await page.screenshot({
          path: `test-results/screenshots/guide-${path.split('/').at(-1)}-${locale}-${width}.png`,
          fullPage: true,
        });
      }
});
