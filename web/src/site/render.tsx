/**
 * Renders the public site to HTML, once per page and language, when the web is built
 * (web/site-build.ts): the document with its title, description, canonical and hreflang links and
 * Open Graph tags, the site's styles inline (nothing blocks the first paint), and the small
 * island script only on pages that have islands. Also the sitemap and robots.txt.
 */
import {
  SITE_LOCALES,
  type SiteLocale,
  type SitePageName,
  sitePath,
  UNLISTED_PAGES,
} from '@shared/site/pages';
import { renderSitemap as sitemapOf } from '@shared/site/sitemap';
import { type SiteMessageKey, siteCatalogs } from '@web/i18n/site';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl, createIntlCache, RawIntlProvider } from 'react-intl';
import { SiteLayout } from './layout';
import { SiteLocaleContext } from './link';
import type { SitePageDefinition } from './page';
import { SITE_PAGE_DEFINITIONS } from './registry';

export interface SiteAssets {
  /** The site's stylesheet, inlined. */
  css: string;
  /** The island script's address, for pages with islands. */
  script: string;
}

const OG_LOCALE: Record<SiteLocale, string> = { en: 'en_GB', fr: 'fr_FR' };
const cache = createIntlCache();

/** The pages that exist (the registry), in both languages. */
export function renderablePages(): { name: SitePageName; locale: SiteLocale }[] {
  return SITE_LOCALES.flatMap((locale) =>
    Object.values(SITE_PAGE_DEFINITIONS).map((definition) => ({ name: definition.name, locale })),
  );
}

export function renderSitePage(name: SitePageName, locale: SiteLocale, origin: string, assets: SiteAssets) {
  const definition = SITE_PAGE_DEFINITIONS[name];
  if (!definition) throw new Error(`no site page '${name}'`);
  // British English for the English pages (dates as '26 November 2026'), as og:locale says.
  const intl = createIntl(
    { locale: locale === 'en' ? 'en-GB' : locale, defaultLocale: 'en', messages: siteCatalogs[locale] },
    cache,
  );
  const text = (id: SiteMessageKey) => intl.formatMessage({ id }, definition.values);
  const title = `${text(definition.title)} · Parcel Audit`;
  const description = text(definition.description);
  const url = (language: SiteLocale) => `${origin}${sitePath(name, language)}`;
  const Page = definition.component;
  const html = renderToStaticMarkup(
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {UNLISTED_PAGES.includes(name) && <meta name="robots" content="noindex" />}
        <link rel="canonical" href={url(locale)} />
        {SITE_LOCALES.map((language) => (
          <link key={language} rel="alternate" hrefLang={language} href={url(language)} />
        ))}
        <link rel="alternate" hrefLang="x-default" href={url('en')} />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content="Parcel Audit" />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={url(locale)} />
        <meta property="og:locale" content={OG_LOCALE[locale]} />
        <meta name="twitter:card" content="summary" />
        <meta name="theme-color" content="#0f3d5e" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own stylesheet, from the build. */}
        <style dangerouslySetInnerHTML={{ __html: assets.css }} />
        {definition.islands && <script type="module" src={assets.script} />}
      </head>
      <body>
        <SiteLocaleContext.Provider value={locale}>
          <RawIntlProvider value={intl}>
            <SiteLayout page={name}>
              <Page locale={locale} />
            </SiteLayout>
          </RawIntlProvider>
        </SiteLocaleContext.Provider>
      </body>
    </html>,
  );
  return `<!doctype html>\n${html}`;
}

/** sitemap.xml: every listed page, with its other language as an alternate (the API adds the case studies). */
export function renderSitemap(origin: string): string {
  const listed = (Object.values(SITE_PAGE_DEFINITIONS) as SitePageDefinition[]).filter(
    (definition) => !UNLISTED_PAGES.includes(definition.name),
  );
  return sitemapOf(
    origin,
    listed.map((definition) => ({ name: definition.name })),
  );
}

/** robots.txt: the site is open; the app and the API are not for search engines. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /home',
    'Disallow: /adminPanel',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
