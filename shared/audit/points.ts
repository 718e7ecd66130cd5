/**
 * 'Over N audit points' (spec: the public site's claim) is the rule catalog's size to the ten below.
 * The web build counts the catalog here and hands the figure to the pages as
 * `import.meta.env.VITE_AUDIT_POINTS` (web/vite.config.ts, vitest.config.ts), so pages show it
 * without carrying the catalog.
 */
import { AUDIT_RULES } from './rules/index';

export const auditPointsOf = (rules: number) => Math.floor(rules / 10) * 10;

/** Vite's `define` entry that gives the pages the figure. */
export const auditPointsDefine = () => ({
  'import.meta.env.VITE_AUDIT_POINTS': JSON.stringify(String(auditPointsOf(AUDIT_RULES.length))),
});
