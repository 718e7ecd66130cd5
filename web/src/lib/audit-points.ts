/** The catalog's audit points, counted when the web is built (web/vite.config.ts, vitest.config.ts). */
export const AUDIT_POINTS = Number(import.meta.env.VITE_AUDIT_POINTS);
