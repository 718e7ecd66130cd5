/**
 * Test kit: the site pages the API fills (SERVED_PAGES) and the sitemap, rendered by the site's own renderer
 * (web/src/site/render.tsx) and put in the local web bucket, as a build and a deploy would: the
 * integration suites run before the web is built.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  SERVED_PAGES,
  SITE_LOCALES,
  SITEMAP_PATH,
  type SiteLocale,
  type SitePageName,
  servedPageKey,
} from '@shared/site/pages';
import { inject } from 'vitest';
import { publishServedPages } from '../../infra/local/web-bucket';

type Render = (
  name: SitePageName,
  locale: SiteLocale,
  origin: string,
  assets: { css: string; script: string },
) => string;

export async function publishSitePages(): Promise<void> {
  // The renderer is JSX, which this project's typecheck does not compile: Vite loads it, typed here.
  const { renderSitePage, renderSitemap } = (await import('@web/site/render' as string)) as {
    renderSitePage: Render;
    renderSitemap: (origin: string) => string;
  };
  const folder = mkdtempSync(join(tmpdir(), 'site-pages-'));
  try {
    for (const name of SERVED_PAGES)
      for (const locale of SITE_LOCALES) {
        const file = join(folder, servedPageKey(name, locale));
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(
          file,
          renderSitePage(name, locale, 'https://parcel-audit.example', {
            css: '',
            script: '/assets/site.js',
          }),
        );
      }
    writeFileSync(join(folder, SITEMAP_PATH.slice(1)), renderSitemap('https://parcel-audit.example'));
    await publishServedPages(inject('stackEnv').AWS_ENDPOINT_URL_S3!, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
