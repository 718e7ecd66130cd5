/**
 * The public site's renderer: every registered page renders in both languages with its head tags,
 * its links stay in its language, and the site's catalogs match in keys and placeholders.
 */
import { SITE_LOCALES, sitePageOf } from '@shared/site/pages';
import { siteEnAreas, siteFrAreas } from '@web/i18n/site';
import { describe, expect, it } from 'vitest';
import { renderablePages, renderSitemap, renderSitePage } from './render';

const assets = { css: 'body{}', script: '/assets/site-x.js' };
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe('the public site', () => {
  it('renders every page in English and French', () => {
    const pages = renderablePages();
    expect(pages.length).toBeGreaterThanOrEqual(10);
    for (const { name, locale } of pages) {
      const html = renderSitePage(name, locale, 'https://example.test', assets);
      expect(html, name).toMatch(/^<!doctype html>\n<html lang="(en|fr)">/);
      expect(html, name).toContain(`<html lang="${locale}">`);
      expect(html, name).toMatch(/<title>[^<]+ · Parcel Audit<\/title>/);
      expect(html, name).toContain('hrefLang="x-default"');
      // No placeholder left unfilled (islands' messages in data attributes keep theirs on purpose).
      expect(html.replace(/data-[a-z-]+="[^"]*"/g, ''), name).not.toMatch(/\{[a-z]+\}/i);
      // Links to other site pages stay in the page's language (but the language switch).
      for (const [tag] of html.matchAll(/<a [^>]*>/g)) {
        const href = /href="(\/[^"?#]*)/.exec(tag!)?.[1];
        const target = href ? sitePageOf(href) : null;
        if (target && !tag!.includes('hrefLang=')) expect(target.locale, `${name} -> ${href}`).toBe(locale);
      }
    }
  });

  it('lists each listed page in both languages in the sitemap', () => {
    const sitemap = renderSitemap('https://example.test');
    for (const locale of SITE_LOCALES)
      expect(sitemap).toContain(`<loc>https://example.test${locale === 'fr' ? '/fr' : ''}/pricing</loc>`);
    expect(sitemap).not.toContain('/contact/sent<');
  });

  it('has the same keys and placeholders in both languages', () => {
    for (const [area, messages] of Object.entries(siteEnAreas)) {
      const french = siteFrAreas[area as keyof typeof siteFrAreas] as Record<string, string>;
      expect(Object.keys(french).sort(), area).toEqual(Object.keys(messages).sort());
      for (const [key, text] of Object.entries(messages))
        expect(placeholders(french[key]!), key).toEqual(placeholders(text));
    }
  });
});
