/**
 * The uploads bucket's folders that expire, written once: the CDK storage construct gives each its
 * lifecycle rule and the handlers write under them.
 */
export const BUCKET_PREFIXES = {
  /** Uploads waiting for the server's size and type check. */
  temporary: 'tmp/',
  /** Lists made for one download (the sales invoice task list). */
  exports: 'exports/',
} as const;
