/**
 * GET /api/public/site/page?path=: a page of the public site that the API fills with live data
 * (shared/site/pages.ts SERVED_PAGES: the case studies, and one study at its own address), so it
 * reads whole without JavaScript and search engines index the studies. CloudFront's behaviours for
 * those paths (infra/constructs/web.ts) and the local server send the page's requests here after
 * the site's language redirect; the prerendered document comes from the web bucket. The sitemap
 * (`/sitemap.xml`) is served here too: the built one, with the published studies' pages added.
 */
import { fillCaseStudiesPage } from '@shared/site/case-studies';
import { SITEMAP_PATH, servedPageKey, servedPageOf } from '@shared/site/pages';
import { withCaseStudies } from '@shared/site/sitemap';
import * as z from 'zod/mini';
import { publicEndpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { htmlPage } from '../http/responses';
import { readWebDocument } from '../lib/aws/s3';
import { publishedStudies } from './case-study-endpoints';

const input = z.strictObject({ path: z.string().check(z.minLength(1), z.maxLength(200)) });

export const handler = publicEndpoint(input, async ({ input }) => {
  if (input.path === SITEMAP_PATH) {
    const built = await readWebDocument(SITEMAP_PATH.slice(1));
    const slugs = (await publishedStudies('en')).map((study) => study.slug);
    return htmlPage(200, withCaseStudies(built, slugs), 'xml');
  }
  const served = servedPageOf(input.path);
  if (!served) throw NotFound('No such page');
  const { page, item } = served;
  const shell = await readWebDocument(servedPageKey(page.name, page.locale));
  const filled = fillCaseStudiesPage(shell, await publishedStudies(page.locale), item);
  return htmlPage(filled.status, filled.html);
});
