/**
 * The public site (issue 23): prerendered pages in English and French, at 1366 and 390 px, with
 * axe; the language redirect and switch; pages without JavaScript; the calculator; head tags,
 * the sitemap and robots.txt.
 */

import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { SITE_PAGES, type SitePageName, sitePath } from '@shared/site/pages';
import { sessionToken } from '../support/callers';
import { caseStudyInput } from '../support/case-study';
import { expect, expectAccessible, keepScreenshot, test } from './fixtures';

const BUILT: SitePageName[] = [
  'home',
  'pricing',
  'caseStudies',
  'careers',
  'faq',
  'terms',
  'dataAgreement',
  'login',
];

async function fitsWidth(page: Page, name: string) {
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow, name).toBeLessThanOrEqual(0);
}

test.describe('the public site', () => {
  for (const locale of ['en', 'fr'] as const)
    for (const width of [1366, 390])
      test(`every page in ${locale} at ${width} px is accessible and fits`, async ({ page }, testInfo) => {
        test.setTimeout(120_000);
        await page.setViewportSize({ width, height: 900 });
        for (const name of BUILT) {
          const response = await page.goto(sitePath(name, locale));
          expect(response?.status(), name).toBe(200);
          expect(page.url()).toContain(sitePath(name, locale));
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await fitsWidth(page, name);
          await expectAccessible(page);
          if (name === 'home' || name === 'pricing')
            await keepScreenshot(page, testInfo, `site-${name}-${locale}-${width}`);
        }
      });

  test('carries its title, description, canonical and hreflang links', async ({ page, request }) => {
    await page.goto('/fr/pricing');
    await expect(page).toHaveTitle(/Tarifs/);
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/pricing$/);
    await expect(head.locator('link[hreflang="en"]')).toHaveAttribute('href', /\/pricing$/);
    await expect(head.locator('link[hreflang="x-default"]')).toHaveAttribute('href', /\/pricing$/);
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const name of BUILT) expect(sitemap).toContain(`${SITE_PAGES[name]}</loc>`);
    expect(sitemap).toContain('hreflang="fr"');
    expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });

  test('opens in French for a French browser, then keeps the person’s choice', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: 'fr-FR', baseURL });
    const page = await context.newPage();
    await page.goto('/pricing');
    expect(new URL(page.url()).pathname).toBe('/fr/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Tarifs/);
    await page.getByRole('link', { name: 'Read this page in English' }).click();
    expect(new URL(page.url()).pathname).toBe('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Pricing/);
    await page.goto('/faq');
    expect(new URL(page.url()).pathname).toBe('/faq');
    // The app opens in the language of the site the person came from.
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(
      page
        .getByRole('button', { name: 'Log in', exact: true })
        .or(page.getByRole('button', { name: 'Sign in' })),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('works without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      viewport: { width: 390, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/solution');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Recover money from your parcel carriers',
    );
    await expect(page.getByText(/\d+\+/).first()).toBeVisible();
    await page.getByText('Menu', { exact: true }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'Pricing' }).last().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing by parcels per month');
    await expect(page.getByText(/typically recover/)).toBeVisible();
    await page
      .getByRole('link', { name: 'Read this page in French' })
      .or(page.getByRole('link', { name: 'Lire cette page en français' }))
      .click();
    await expect(page).toHaveURL(/\/fr\/pricing$/);
    await context.close();
  });

  test('the calculator estimates from the billing plans as the visitor types', async ({ page }) => {
    await page.goto('/pricing');
    const recovery = page.locator('output[name="recovery"]');
    await expect(recovery).toHaveText('€1,200');
    await page.getByLabel('Parcels per month').fill('20000');
    await page.getByLabel('Carrier spend per month (€, excl. VAT)').fill('100000');
    await expect(recovery).toHaveText('€3,000');
    await expect(page.locator('output[name="upTo"]')).toHaveText('€10,000');
    await expect(page.locator('output[name="best"]')).toHaveText('Scale');
    await page.getByLabel('Parcels per month').fill('0');
    await expect(page.getByRole('alert')).toHaveText(/Enter a number of parcels/);
    await expect(page.getByLabel('Parcels per month')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
  });

  test('loads no more than the site script and its islands', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/pricing');
    await expect(page.locator('output[name="recovery"]')).not.toBeEmpty();
    expect(scripts.some((path) => /\/assets\/(index|react|en)-/.test(path))).toBe(false);
    scripts.length = 0;
    await page.goto('/careers');
    expect(scripts).toEqual([]);
  });

  test('shows each published case study at its own address, in both languages', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const slug = `maison-${randomUUID().slice(0, 6)}`;
    const token = await sessionToken({
      role: 'platform_admin',
      companyId: 'parcel-audit-platform',
      userId: 'e2e-site-ops',
    });
    const saved = await fetch(`${process.env.PA_BASE_URL}/api/private/admin/case-studies/${slug}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...caseStudyInput('published'), logo: null }),
    });
    expect(saved.status).toBe(200);

    await page.goto('/case-studies');
    await page.getByRole('link', { name: 'Read the story of Maison Lumière' }).first().click();
    await expect(page).toHaveURL(/\/case-studies\/maison-/);
    await page.goto(`/case-studies/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How Maison Lumière got 8 % back');
    await expect(page).toHaveTitle('How Maison Lumière got 8 % back · Parcel Audit');
    await expect(page.getByText('Late and lost parcels, claimed.')).toHaveCount(1);
    await expect(page.getByText('Carriers: Colissimo, UPS')).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/case-studies/${slug}$`),
    );
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Lire cette page en français' }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/case-studies/${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comment Maison Lumière a récupéré 8 %');
    await expect(page.getByText('Transporteurs\u00a0: Colissimo, UPS')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 800 });
    await fitsWidth(page, 'case study');
    await keepScreenshot(page, testInfo, 'site-case-study-fr-390');

    // The French choice is remembered: the English address of another study opens in French.
    await page.goto('/case-studies/not-published-here');
    await expect(page).toHaveURL(/\/fr\/case-studies\/not-published-here$/);
    await expect(page.getByText('Cette étude de cas n’est pas publiée.')).toBeVisible();

    // Without JavaScript (and for search engines) the studies are in the page as it arrives.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'en-GB' });
    const bare = await context.newPage();
    await bare.goto('/case-studies');
    await bare.locator(`a[href="/case-studies/${slug}"]`).click();
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText('How Maison Lumière got 8 % back');
    await expect(bare).toHaveTitle('How Maison Lumière got 8 % back · Parcel Audit');
    await expect(bare.getByText('Carriers: Colissimo, UPS')).toBeVisible();
    // (axe runs in the page's JavaScript: the same markup is checked above with it on.)
    await bare.getByRole('link', { name: 'Lire cette page en français' }).click();
    await expect(bare).toHaveURL(new RegExp(`/fr/case-studies/${slug}$`));
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText('Comment Maison Lumière a récupéré 8 %');
    await keepScreenshot(bare, testInfo, 'site-case-study-no-js-fr');

    // Search engines find it: the sitemap lists it in both languages, each naming the other.
    const sitemap = await (await bare.request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(
      new RegExp(`<loc>[^<]*/case-studies/${slug}</loc>\\s*<xhtml:link rel="alternate" hreflang="en"`),
    );
    expect(sitemap).toContain(`/fr/case-studies/${slug}</loc>`);
    expect(sitemap).toMatch(new RegExp(`hreflang="fr" href="[^"]*/fr/case-studies/${slug}"`));
    const missing = await bare.goto('/fr/case-studies/no-such-study');
    expect(missing?.status()).toBe(404);
    await expect(bare.getByText('Cette étude de cas n’est pas publiée.')).toBeVisible();
    await context.close();
  });
});
