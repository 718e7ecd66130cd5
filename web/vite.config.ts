import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { auditPointsDefine } from '../shared/audit/points';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  // 'Over N audit points', counted from the rule catalog (the pages do not carry the catalog).
  define: auditPointsDefine(),
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: process.env.API_PROXY_TARGET ? { '/api': process.env.API_PROXY_TARGET } : undefined,
  },
});
