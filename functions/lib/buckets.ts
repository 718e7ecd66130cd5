/**
 * The uploads bucket's folders that expire, written once: the CDK storage construct gives each its
 * lifecycle rule (BUCKET_EXPIRY_DAYS) and the handlers write under them.
 */
export const BUCKET_PREFIXES = {
  /** Uploads waiting for the server's size and type check. */
  temporary: 'tmp/',
  /** Lists made for one download (the sales invoice task list). */
  exports: 'exports/',
  /** Directory listings the SFTP connectors write, read as soon as they land (issue 21). */
  sftpListings: 'sftp-listings/',
  /** Files the SFTP connectors retrieve, read by the run that asked for them (issue 21). */
  sftpIncoming: 'sftp-incoming/',
} as const;

/**
 * Days an object under each folder is kept: a day, except retrieved SFTP files, kept a week as
 * Transfer Family keeps its transfer results, so a run's retried step finds what it retrieved.
 */
export const BUCKET_EXPIRY_DAYS: Record<keyof typeof BUCKET_PREFIXES, number> = {
  temporary: 1,
  exports: 1,
  sftpListings: 1,
  sftpIncoming: 7,
};
