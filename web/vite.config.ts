import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { auditPointsDefine } from '../shared/audit/points';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
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
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
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
