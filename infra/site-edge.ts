/**
 * The CloudFront Function in front of the web bucket (viewer request): a page of the public site
 * is served its prerendered document (`/pricing` -> `/pricing/index.html`), after the language
 * redirect of shared/site/pages.ts `siteRedirect`; a path of the single-page app
 * (shared/platform/app-paths.ts) is its `/index.html`, and any other path without a file extension
 * is NOT_FOUND_PAGE, answered 404 by `notFoundStatusFunction`. A page the API fills (SERVED_PAGES: the case
 * studies) reaches CloudFront's behaviour that sends it to the API, and this function turns it
 * into the API's route with the path asked for (`/api/public/site/page?path=...`), after the same
 * redirect. CloudFront Functions run a restricted JavaScript
 * (no URLSearchParams, no modules), so the redirect is written again here in that dialect; a test
 * runs this code against `siteRedirect` on the same requests (infra/site-edge.test.ts).
 */
import { appPathPatterns } from '../shared/platform/app-paths';
import {
  allSitePaths,
  ITEM_PAGES,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_ATTRIBUTES,
  SERVED_PAGE_ROUTE,
  SERVED_PAGES,
  SITE_LOCALES,
  SITEMAP_PATH,
  sitePath,
} from '../shared/site/pages';

/**
 * The web build's copy of index.html for a path that is none of the app's pages
 * (shared/platform/app-paths.ts): the app shows its not-found page, and the object's metadata
 * (NOT_FOUND_METADATA, set by the deployment) has `notFoundStatusFunction` answer it 404.
 */
export const NOT_FOUND_PAGE = '/404.html';
export const NOT_FOUND_METADATA = { status: '404' } as const;

/**
 * The CloudFront Function on the web's responses (viewer response): the not-found page's object,
 * known by its metadata, is answered 404 instead of S3's 200; the metadata header is not sent on.
 */
export function notFoundStatusFunction(): string {
  return `function handler(event) {
  var response = event.response;
  var marker = response.headers['x-amz-meta-status'];
  if (marker) {
    delete response.headers['x-amz-meta-status'];
    if (marker.value === ${JSON.stringify(NOT_FOUND_METADATA.status)}) {
      response.statusCode = 404;
      response.statusDescription = 'Not Found';
    }
  }
  return response;
}`;
}

export function siteEdgeFunction(): string {
  const paths = Object.fromEntries(allSitePaths().map((path) => [path, 1]));
  const items = ITEM_PAGES.flatMap((name) => SITE_LOCALES.map((locale) => sitePath(name, locale)));
  const served = SERVED_PAGES.flatMap((name) => SITE_LOCALES.map((locale) => sitePath(name, locale)));
  return `var SITE = ${JSON.stringify(paths)};
var ITEMS = ${JSON.stringify(items)};
var SERVED = ${JSON.stringify(served)};
var SERVED_ROUTE = ${JSON.stringify(SERVED_PAGE_ROUTE)};
var SITEMAP = ${JSON.stringify(SITEMAP_PATH)};
var APP = ${JSON.stringify(appPathPatterns())};
var NOT_FOUND_PAGE = ${JSON.stringify(NOT_FOUND_PAGE)};
function isApp(path) {
  if (path === '/') return true;
  var asked = path.toLowerCase().split('/');
  for (var i = 0; i < APP.length; i++) {
    var parts = APP[i].split('/');
    if (parts.length !== asked.length) continue;
    var same = true;
    for (var j = 1; j < parts.length && same; j++)
      same = parts[j].charAt(0) === ':' ? asked[j] !== '' : parts[j] === asked[j];
    if (same) return true;
  }
  return false;
}
function isServed(path) {
  for (var i = 0; i < SERVED.length; i++)
    if (path === SERVED[i] || path.indexOf(SERVED[i] + '/') === 0) return true;
  return false;
}
function toApi(request, path) {
  request.uri = SERVED_ROUTE;
  request.querystring = { path: { value: path } };
  return request;
}
function itemOf(path) {
  for (var i = 0; i < ITEMS.length; i++) {
    var base = ITEMS[i];
    if (path.indexOf(base + '/') !== 0) continue;
    var slug = path.slice(base.length + 1);
    if (slug.length <= 80 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return { base: base, slug: slug };
  }
  return null;
}
var COOKIE = ${JSON.stringify(LANGUAGE_COOKIE)};
var ATTRIBUTES = ${JSON.stringify(`${LANGUAGE_COOKIE_ATTRIBUTES}; Secure`)};
function prefersFrench(header) {
  var best = null;
  var parts = (header || '').split(',');
  for (var i = 0; i < parts.length; i++) {
    var bits = parts[i].trim().split(';');
    var tag = bits[0].trim().toLowerCase();
    var q = 1;
    for (var j = 1; j < bits.length; j++) {
      var m = /^\\s*q=([\\d.]+)\\s*$/.exec(bits[j]);
      if (m) { q = Number(m[1]); break; }
    }
    if (!tag || tag === '*' || !(q > 0)) continue;
    if (best === null || q > best.q) best = { tag: tag, q: q };
  }
  return best !== null && best.tag.split('-')[0] === 'fr';
}
function rest(querystring) {
  var out = [];
  for (var name in querystring) {
    if (name === 'lang') continue;
    var entry = querystring[name];
    var values = entry.multiValue ? entry.multiValue : [entry];
    for (var k = 0; k < values.length; k++) out.push(encodeURIComponent(name) + '=' + encodeURIComponent(values[k].value));
  }
  return out.length ? '?' + out.join('&') : '';
}
function redirect(location, language) {
  var response = { statusCode: 302, statusDescription: 'Found', headers: { location: { value: location }, 'cache-control': { value: 'no-store' } } };
  if (language) {
    var cookies = {};
    cookies[COOKIE] = { value: language, attributes: ATTRIBUTES };
    response.cookies = cookies;
  }
  return response;
}
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === SITEMAP) return toApi(request, uri);
  if (/\\.[a-zA-Z0-9]+$/.test(uri)) return request;
  var path = uri.length > 1 ? uri.replace(/\\/+$/, '') : uri;
  var item = SITE[path] ? null : itemOf(path);
  var served = isServed(path);
  if (!SITE[path] && !item) {
    if (served) return toApi(request, path);
    request.uri = isApp(path) ? '/index.html' : NOT_FOUND_PAGE;
    return request;
  }
  var target = (item ? item.base : path) + '/index.html';
  var french = path.indexOf('/fr/') === 0;
  var page = french ? path.slice(3) : path;
  var query = request.querystring || {};
  var asked = query.lang ? query.lang.value : null;
  if (asked === 'en' || asked === 'fr') return redirect((asked === 'fr' ? '/fr' : '') + page + rest(query), asked);
  if (!french) {
    var cookies = request.cookies || {};
    var chosen = cookies[COOKIE] ? cookies[COOKIE].value : null;
    if (chosen !== 'en' && chosen !== 'fr') chosen = null;
    var headers = request.headers || {};
    var wanted = chosen || (prefersFrench(headers['accept-language'] ? headers['accept-language'].value : '') ? 'fr' : 'en');
    if (wanted === 'fr') return redirect('/fr' + page + rest(query));
  }
  if (served) return toApi(request, path);
  request.uri = target;
  return request;
}`;
}
