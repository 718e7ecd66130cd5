/**
 * The public site's prerender (issue 23), after `vite build`: every page of web/src/site/registry.ts
 * in English and French, written as web/dist/<path>/index.html (French under /fr/), with the site's
 * stylesheet inlined and the island script's hashed address from Vite's manifest; then
 * sitemap.xml and robots.txt. Absolute addresses (canonical, hreflang, Open Graph, sitemap) use
 * SITE_ORIGIN (the deployed site's origin; the laptop's by default).
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const web = dirname(fileURLToPath(import.meta.url));
const dist = process.env.WEB_DIST ?? join(web, 'dist');
const origin = (process.env.SITE_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');

interface ManifestEntry {
  file: string;
  css?: string[];
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestEntry
>;
const entry = manifest['src/site/client.ts'];
if (!entry) throw new Error('the site script is not in the build (web/vite.config.ts inputs)');
const assets = {
  script: `/${entry.file}`,
  css: (entry.css ?? []).map((file) => readFileSync(join(dist, file), 'utf8')).join('\n'),
};

const vite = await createServer({
  configFile: join(web, 'vite.config.ts'),
  configLoader: 'runner',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'warn',
});
try {
  const site = (await vite.ssrLoadModule('/src/site/render.tsx')) as typeof import('./src/site/render');
  const { sitePath } = (await vite.ssrLoadModule(
    '/../shared/site/pages.ts',
  )) as typeof import('../shared/site/pages');
  let pages = 0;
  for (const { name, locale } of site.renderablePages()) {
    const file = join(dist, sitePath(name, locale), 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, site.renderSitePage(name, locale, origin, assets));
    pages += 1;
  }
  // Served for a path that is none of the app's pages, answered 404 (infra/site-edge.ts).
  copyFileSync(join(dist, 'index.html'), join(dist, '404.html'));
  writeFileSync(join(dist, 'sitemap.xml'), site.renderSitemap(origin));
  writeFileSync(join(dist, 'robots.txt'), site.robotsTxt(origin));
  process.stdout.write(`public site: ${pages} pages prerendered for ${origin}\n`);
} finally {
  await vite.close();
}
