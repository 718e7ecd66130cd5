/**
 * The public site's sitemap.xml: each listed page in English and French, each with both languages
 * as hreflang alternates. The build writes the site's own pages (web/src/site/render.tsx); the API
 * serves the file with the published case studies added (`withCaseStudies`), since they are
 * published from the Admin Panel after the build (functions/admin/render-site-page.ts).
 */
import { SITE_LOCALES, type SiteLocale, type SitePageAddress, siteAddress } from './pages';

const CLOSING = '</urlset>';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One page in one language: its address and both languages' as alternates. */
function entry(origin: string, page: Omit<SitePageAddress, 'locale'>, locale: SiteLocale): string {
  const address = (language: SiteLocale) =>
    escapeXml(origin + siteAddress({ ...page, locale: language }, language));
  const alternates = SITE_LOCALES.map(
    (language) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${address(language)}"/>`,
  ).join('\n');
  return `  <url>\n    <loc>${address(locale)}</loc>\n${alternates}\n  </url>`;
}

/** The sitemap of these pages (and items of pages), at `origin`. */
export function renderSitemap(origin: string, pages: Omit<SitePageAddress, 'locale'>[]): string {
  const urls = pages.flatMap((page) => SITE_LOCALES.map((locale) => entry(origin, page, locale)));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n${CLOSING}\n`;
}

/**
 * The built sitemap with each published case study's page added (`/case-studies/<slug>` and its
 * French one), at the origin the build wrote (its first address's).
 */
export function withCaseStudies(built: string, slugs: readonly string[]): string {
  const origin = /<loc>(https?:\/\/[^/<]+)/.exec(built)?.[1];
  const end = built.lastIndexOf(CLOSING);
  if (!origin || end < 0 || !slugs.length) return built;
  const urls = slugs.flatMap((slug) =>
    SITE_LOCALES.map((locale) => entry(origin, { name: 'caseStudies', slug }, locale)),
  );
  return `${built.slice(0, end)}${urls.join('\n')}\n${built.slice(end)}`;
}
