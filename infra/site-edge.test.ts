/**
 * The CloudFront Function's language redirect and page rewrite, run as CloudFront would call it,
 * against shared/site/pages.ts `siteRedirect` on the same requests: the two must agree.
 */
import { SERVED_PAGE_ROUTE, servedPagePatterns, siteRedirect } from '@shared/site/pages';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_METADATA, NOT_FOUND_PAGE, notFoundStatusFunction, siteEdgeFunction } from './site-edge';

interface EdgeRequest {
  uri: string;
  querystring: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
  headers: Record<string, { value: string }>;
}
type EdgeResult =
  | EdgeRequest
  | {
      statusCode: number;
      headers: { location: { value: string } };
      cookies?: Record<string, { value: string }>;
    };

const handler = new Function(`${siteEdgeFunction()}; return handler;`)() as (event: {
  request: EdgeRequest;
}) => EdgeResult;

function edge(uri: string, search: string, cookie: string | undefined, acceptLanguage: string | undefined) {
  const querystring = Object.fromEntries(
    [...new URLSearchParams(search)].map(([name, value]) => [name, { value }]),
  );
  const cookies = Object.fromEntries(
    (cookie ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .filter(([name]) => name)
      .map(([name, value]) => [name, { value: value ?? '' }]),
  );
  const headers: Record<string, { value: string }> = acceptLanguage
    ? { 'accept-language': { value: acceptLanguage } }
    : {};
  return handler({ request: { uri, querystring, cookies, headers } });
}

const PATHS = [
  '/pricing',
  '/fr/pricing',
  '/solution/',
  '/demo/booking',
  '/fr/contact/sent',
  '/login',
  '/claimCenter/actionRequired',
  '/case-studies/acme-shop',
  '/fr/case-studies/acme-shop/',
  '/case-studies/Not_A_Slug',
  '/pricing/acme',
];
const SEARCHES = ['', '?lang=fr', '?lang=en', '?b=1&t=x', '?b=1&lang=fr&t=x', '?lang=de'];
const COOKIES = [undefined, 'pa_lang=fr', 'other=1; pa_lang=en', 'pa_lang=xx'];
const LANGUAGES = [undefined, 'fr-FR,fr;q=0.9,en;q=0.8', 'en-GB,fr;q=0.9', 'en;q=0.5, fr-CA;q=0.8', '*'];

describe('the site edge function', () => {
  it('redirects exactly as siteRedirect does', () => {
    let compared = 0;
    for (const path of PATHS)
      for (const search of SEARCHES)
        for (const cookie of COOKIES)
          for (const language of LANGUAGES) {
            const expected = siteRedirect(path, search, cookie, language);
            const result = edge(path, search, cookie, language);
            const label = `${path}${search} cookie=${cookie} accept=${language}`;
            if (expected) {
              expect(result, label).toMatchObject({
                statusCode: 302,
                headers: { location: { value: expected.location } },
              });
              const set = 'cookies' in result ? result.cookies?.pa_lang?.value : undefined;
              expect(set, label).toBe(expected.language);
            } else {
              expect('uri' in result, label).toBe(true);
            }
            compared += 1;
          }
    expect(compared).toBe(PATHS.length * SEARCHES.length * COOKIES.length * LANGUAGES.length);
  });

  it('serves site pages their document, app pages index.html and assets themselves', () => {
    expect(edge('/pricing', '', 'pa_lang=en', 'en')).toMatchObject({ uri: '/pricing/index.html' });
    expect(edge('/fr/pricing/', '', undefined, 'en')).toMatchObject({ uri: '/fr/pricing/index.html' });
    expect(edge('/claimCenter/actionRequired', '', undefined, 'fr')).toMatchObject({ uri: '/index.html' });
    expect(edge('/assets/index-abc.js', '', undefined, 'fr')).toMatchObject({ uri: '/assets/index-abc.js' });
    expect(edge('/robots.txt', '', undefined, 'fr')).toMatchObject({ uri: '/robots.txt' });
  });

  it('sends the sitemap to the API, which adds the published case studies to the built one', () => {
    expect(edge('/sitemap.xml', '', undefined, 'fr')).toMatchObject({
      uri: SERVED_PAGE_ROUTE,
      querystring: { path: { value: '/sitemap.xml' } },
    });
    expect(servedPagePatterns()).toContain('/sitemap.xml');
  });

  it('serves a path that is none of the app’s pages the not-found page, an app page with a parameter index.html', () => {
    expect(edge('/no-such-page', '', 'pa_lang=en', 'en')).toMatchObject({ uri: NOT_FOUND_PAGE });
    expect(edge('/claimCenter/whatever', '', 'pa_lang=en', 'en')).toMatchObject({ uri: NOT_FOUND_PAGE });
    expect(edge('/billing/checkout/pay-123', '', undefined, 'en')).toMatchObject({ uri: '/index.html' });
    expect(edge('/home/', '', undefined, 'en')).toMatchObject({ uri: '/index.html' });
    expect(edge('/404', '', undefined, 'en')).toMatchObject({ uri: '/index.html' });
  });

  it('answers the not-found page 404, and no other response, without its marker', () => {
    const respond = new Function(`${notFoundStatusFunction()}; return handler;`)() as (event: {
      response: { statusCode: number; headers: Record<string, { value: string }> };
    }) => { statusCode: number; headers: Record<string, { value: string }> };
    const marked = respond({
      response: { statusCode: 200, headers: { 'x-amz-meta-status': { value: NOT_FOUND_METADATA.status } } },
    });
    const plain = respond({ response: { statusCode: 200, headers: { etag: { value: '"x"' } } } });
    expect(marked.statusCode).toBe(404);
    expect(marked.headers['x-amz-meta-status']).toBeUndefined();
    expect(plain.statusCode).toBe(200);
  });

  it('sends the pages the API fills to its route, with the path asked for, after the redirect', () => {
    const api = (path: string) => ({ uri: SERVED_PAGE_ROUTE, querystring: { path: { value: path } } });
    expect(edge('/case-studies', '', 'pa_lang=en', 'en')).toEqual(
      expect.objectContaining(api('/case-studies')),
    );
    expect(edge('/case-studies/acme-shop', '', 'pa_lang=en', 'en')).toMatchObject(
      api('/case-studies/acme-shop'),
    );
    expect(edge('/fr/case-studies/acme-shop/', '', undefined, 'en')).toMatchObject(
      api('/fr/case-studies/acme-shop'),
    );
    // A study's address that cannot name one: the page's 404, from the API too.
    expect(edge('/case-studies/Not_A_Slug', '', undefined, 'en')).toMatchObject(
      api('/case-studies/Not_A_Slug'),
    );
    // A French browser is sent to the French page first, as everywhere on the site.
    expect(edge('/case-studies', '', undefined, 'fr-FR')).toMatchObject({ statusCode: 302 });
    // Each path the function sends to the API is one a CloudFront behaviour sends to the API.
    const patterns = servedPagePatterns();
    for (const path of ['/case-studies', '/case-studies/acme-shop', '/fr/case-studies', '/fr/case-studies/x'])
      expect(
        patterns.some((pattern) =>
          pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern,
        ),
        path,
      ).toBe(true);
  });
});
