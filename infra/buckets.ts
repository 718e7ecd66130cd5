/**
 * Temporary: BUCKET_PREFIXES lives in functions/lib/buckets.ts. Only functions/claims/sales-invoices.ts
 * still imports it from here while the claims core is being split on main; this file goes when it moves.
 */
export * from '../functions/lib/buckets';
