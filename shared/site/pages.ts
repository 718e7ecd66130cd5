/**
 * The public site's pages (issue 23): one path per page, in English at the root and in French
 * under /fr/. Read by the prerender step (web/site-build.ts), the local server and the CloudFront
 * Function that serve the files, the sitemap and the pages' own links.
 */

export const SITE_LOCALES = ['en', 'fr'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];

export const SITE_PAGES = {
  home: '/solution',
  pricing: '/pricing',
  caseStudies: '/case-studies',
  careers: '/careers',
  faq: '/faq',
  contact: '/contact',
  contactSent: '/contact/sent',
  demo: '/demo',
  demoBooking: '/demo/booking',
  terms: '/terms-conditions',
  dataAgreement: '/data-agreement',
  /** The app's sign-in, served as a site page: no app router or catalogs before a person signs in. */
  login: '/login',
} as const;
export type SitePageName = keyof typeof SITE_PAGES;

/** Pages a search engine should not list: answers to a form, a booking's private page. */
export const UNLISTED_PAGES: readonly SitePageName[] = ['contactSent', 'demoBooking'];

const FRENCH_PREFIX = '/fr';

/** A page's path in a language: `/pricing`, `/fr/pricing`. */
export function sitePath(name: SitePageName, locale: SiteLocale): string {
  return locale === 'fr' ? `${FRENCH_PREFIX}${SITE_PAGES[name]}` : SITE_PAGES[name];
}

/** Every page path in both languages. */
export function allSitePaths(): string[] {
  return SITE_LOCALES.flatMap((locale) =>
    (Object.keys(SITE_PAGES) as SitePageName[]).map((name) => sitePath(name, locale)),
  );
}

/** Pages that also answer for one item under their path: `/case-studies/<slug>`, one study. */
export const ITEM_PAGES: readonly SitePageName[] = ['caseStudies'];
const ITEM_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Pages whose document the API fills with live data before it is sent (the published case
 * studies), so they read whole without JavaScript: the local server and CloudFront send their
 * paths to `SERVED_PAGE_ROUTE` with the path asked for; the handler reads the prerendered document
 * from the web bucket (`servedPageKey`) and fills it.
 */
export const SERVED_PAGES: readonly SitePageName[] = ['caseStudies'];
export const SERVED_PAGE_ROUTE = '/api/public/site/page';

/**
 * The sitemap (shared/site/sitemap.ts): a file the API serves the same way, the built one with the
 * published case studies added, so a study is listed the moment it is published.
 */
export const SITEMAP_PATH = '/sitemap.xml';

/** Where the web bucket (and web/dist) keeps a page's prerendered document. */
export const servedPageKey = (name: SitePageName, locale: SiteLocale) =>
  `${sitePath(name, locale).slice(1)}/index.html`;

/**
 * The served page a path is for (a trailing slash allowed), with the rest of the path as its item
 * (`/case-studies/<slug>`; one that names none is the page's 404), or null.
 */
export function servedPageOf(path: string): { page: SitePageAddress; item: string | null } | null {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const name of SERVED_PAGES)
    for (const locale of SITE_LOCALES) {
      const base = sitePath(name, locale);
      if (trimmed === base) return { page: { name, locale }, item: null };
      if (trimmed.startsWith(`${base}/`))
        return { page: { name, locale }, item: trimmed.slice(base.length + 1) };
    }
  return null;
}

/** The path patterns of the served pages and the sitemap, for CloudFront's behaviours (`/case-studies`, `/case-studies/*`…). */
export const servedPagePatterns = () => [
  ...SERVED_PAGES.flatMap((name) =>
    SITE_LOCALES.flatMap((locale) => [sitePath(name, locale), `${sitePath(name, locale)}/*`]),
  ),
  SITEMAP_PATH,
];

export interface SitePageAddress {
  name: SitePageName;
  locale: SiteLocale;
  /** The item of an item page (`ITEM_PAGES`), when the path names one. */
  slug?: string;
}

/** The page and language of a path (a trailing slash allowed), or null when it is not a site page. */
export function sitePageOf(path: string): SitePageAddress | null {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const locale: SiteLocale = trimmed.startsWith(`${FRENCH_PREFIX}/`) ? 'fr' : 'en';
  const rest = locale === 'fr' ? trimmed.slice(FRENCH_PREFIX.length) : trimmed;
  const name = (Object.keys(SITE_PAGES) as SitePageName[]).find((page) => SITE_PAGES[page] === rest);
  if (name) return { name, locale };
  const item = ITEM_PAGES.find((page) => rest.startsWith(`${SITE_PAGES[page]}/`));
  const slug = item ? rest.slice(SITE_PAGES[item].length + 1) : '';
  return item && slug.length <= 80 && ITEM_SLUG.test(slug) ? { name: item, locale, slug } : null;
}

/** The address of a page (and its item) in a language. */
export const siteAddress = (page: SitePageAddress, locale: SiteLocale) =>
  sitePath(page.name, locale) + (page.slug ? `/${page.slug}` : '');

/** The cookie that holds the person's language choice, shared by the site and the app. */
export const LANGUAGE_COOKIE = 'pa_lang';
/** The choice is kept a year, for the whole origin (the site and the app). */
export const LANGUAGE_COOKIE_ATTRIBUTES = 'Path=/; Max-Age=31536000; SameSite=Lax';

/** The Set-Cookie value (or document.cookie assignment) that remembers a language choice. */
export const languageCookie = (language: SiteLocale) =>
  `${LANGUAGE_COOKIE}=${language}; ${LANGUAGE_COOKIE_ATTRIBUTES}`;

/** The language a Cookie header (or document.cookie) holds as the person's choice, if any. */
export function chosenLanguage(cookies: string | undefined): SiteLocale | null {
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(en|fr)(?:;|$)`).exec(cookies ?? '')?.[1];
  return value === 'en' || value === 'fr' ? value : null;
}

export interface SiteRedirect {
  location: string;
  /** A choice to remember in the language cookie. */
  language?: SiteLocale;
}

/**
 * Where a request for a site page should go first. `?lang=` is the language switch's link (it
 * works without JavaScript): remembered, then dropped from the address. Otherwise an English path
 * for a person whose choice is French, or who made no choice and whose browser asks for French
 * first, goes to the French page. A French path is never redirected (a link to it is a choice),
 * nor is anyone with the English choice. The rest of the query string is kept.
 */
export function siteRedirect(
  path: string,
  search: string,
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): SiteRedirect | null {
  const page = sitePageOf(path);
  if (!page) return null;
  const params = new URLSearchParams(search);
  const asked = params.get('lang');
  params.delete('lang');
  const rest = params.size ? `?${params}` : '';
  if (asked === 'en' || asked === 'fr') return { location: siteAddress(page, asked) + rest, language: asked };
  if (page.locale === 'fr') return null;
  const wanted = chosenLanguage(cookieHeader) ?? (prefersFrench(acceptLanguage) ? 'fr' : 'en');
  return wanted === 'fr' ? { location: siteAddress(page, 'fr') + rest } : null;
}

/** Whether the browser's first-ranked language (by q, then order) is French. */
export function prefersFrench(acceptLanguage: string | undefined): boolean {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.tag.split('-')[0] === 'fr';
}
