/**
 * Temporary: the schema lives in functions/lib/table/schema.ts. Only the claims core files still
 * import it from here while the claims core is being split on main; this file goes when they move.
 */
export * from '../functions/lib/table/schema';
