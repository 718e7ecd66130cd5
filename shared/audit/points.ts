/**
 * 'Over N audit points' (spec: the public site's claim) is the rule catalog's size to the ten below:
 * the web build counts the catalog (web/vite.config.ts) so pages show it without carrying it.
 */
export const auditPointsOf = (rules: number) => Math.floor(rules / 10) * 10;
