import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { auditPointsDefine } from '../shared/audit/points';
import { languageCookie, sitePageOf, siteRedirect } from '../shared/site/pages';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), sitePagesInDev()],
  // The tsconfig's paths, also for the site's prerender (Vite's SSR module runner).
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('../shared', import.meta.url)),
      '@web': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  // 'Over N audit points', counted from the rule catalog (the pages do not carry the catalog).
  define: auditPointsDefine(),
  build: {
    // WEB_DIST: another folder, so two builds (and their browser tests) on one machine do not collide.
    outDir: process.env.WEB_DIST ?? fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    // The manifest tells the public site's prerender (web/site-build.ts) its script's hashed name.
    manifest: true,
    rollupOptions: {
      input: {
        app: fileURLToPath(new URL('./index.html', import.meta.url)),
        site: fileURLToPath(new URL('./src/site/client.ts', import.meta.url)),
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: process.env.API_PROXY_TARGET ? { '/api': process.env.API_PROXY_TARGET } : undefined,
  },
});

/**
 * `npm run dev`: the public site's pages rendered on each request from their sources, as the build
 * prerenders them (web/site-build.ts), with the same language redirect as the servers.
 */
function sitePagesInDev(): Plugin {
  return {
    name: 'parcel-audit-site-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const page = req.method === 'GET' ? sitePageOf(url.pathname) : null;
        if (!page) return next();
        try {
          const redirect = siteRedirect(
            url.pathname,
            url.search,
            req.headers.cookie,
            req.headers['accept-language'],
          );
          if (redirect) {
            res.writeHead(302, {
              location: redirect.location,
              ...(redirect.language ? { 'set-cookie': languageCookie(redirect.language) } : {}),
            });
            return res.end();
          }
          const site = await server.ssrLoadModule('/src/site/render.tsx');
          const css = (await server.ssrLoadModule('/src/site/site.css?inline')).default as string;
          const origin = `http://localhost:${server.config.server.port}`;
          const html = site.renderSitePage(page.name, page.locale, origin, {
            css,
            script: '/src/site/client.ts',
          });
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(html);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
