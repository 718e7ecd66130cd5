/**
 * Sales data by SFTP (issue 21): the merchant gives the server (host, port, user, password or
 * private key), the folder and the file names to read, and the folder each file is moved to once
 * read. The server's host key is pinned at set-up: the merchant sees its fingerprint and confirms
 * it, and every later connection to a server showing another key is refused.
 *
 * The files are order lines, one row per goods line (rows of one order number make one order),
 * read with the shared sheet readers. Our team reviews the first file's columns (spec: 'processing
 * / under team review'); the mapping it saves then reads every later file.
 */
import * as z from 'zod/mini';
import { GOODS_COLUMNS, HEADER_NAMES } from '../bulk/columns';
import { normaliseHeader } from '../sheets/headers';

/** The spec's states of a sales-data integration. */
export const SFTP_STATES = [
  'not_set_up',
  'set_up',
  'processing',
  'working',
  'disconnected',
  'failed',
] as const;
export type SftpState = (typeof SFTP_STATES)[number];

/** Why a connection or a file failed: each a message key (`integration.sftp.problem.<code>`). */
export const SFTP_PROBLEMS = [
  'unreachable',
  'internalHost',
  'authFailed',
  'hostKeyChanged',
  'folderMissing',
  'archiveFailed',
  'timeout',
  'tooLarge',
  'unreadable',
  'headersChanged',
  'missingColumns',
  'noRows',
] as const;
export type SftpProblem = (typeof SFTP_PROBLEMS)[number];

/** What one run may take from a server, whatever the server does (a malicious one included). */
export const SFTP_LIMITS = {
  /** The largest file read. */
  fileBytes: 100 * 1024 * 1024,
  /** Files read in one run (the rest wait for the next run). */
  filesPerRun: 20,
  /** Names read from a folder's listing before giving up on the rest. */
  listingEntries: 10_000,
  /** Connecting and signing in. */
  connectMs: 15_000,
  /** One file's download, start to end (a slow drip is cut here). */
  downloadMs: 10 * 60_000,
  /** Rows of one file. */
  rows: 1_000_000,
  /** Bad rows kept in a file's error report (the count goes on). */
  reportedRows: 10_000,
} as const;

const text = (max: number) =>
  z
    .string({ error: 'form.required' })
    .check(z.trim(), z.minLength(1, { error: 'form.required' }), z.maxLength(max, { error: 'form.tooLong' }));

/** A host name or an IP address as written (whether it is internal is checked when connecting). */
const hostField = text(253).check(
  z.regex(
    /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$|^\[?[0-9a-f:.]+\]?$/i,
    {
      error: 'integration.sftp.badHost',
    },
  ),
);

/** An absolute folder: `/`-separated names, none of them `.` or `..`. */
const folderField = text(200).check(
  z.refine((path) => path.startsWith('/') && !path.split('/').some((part) => part === '.' || part === '..'), {
    error: 'integration.sftp.badFolder',
  }),
  z.regex(/^[^\0\r\n\\]*$/, { error: 'integration.sftp.badFolder' }),
);

/** File names to read: letters, digits, `.` `_` `-` and the wildcards `*` and `?` (`orders-*.csv`). */
export const FILE_PATTERN = /^[\w.*?-]{1,100}$/;

export const sftpConnectionSchema = z
  .strictObject({
    host: hostField,
    port: z._default(
      z.coerce
        .number({ error: 'integration.sftp.badPort' })
        .check(
          z.int({ error: 'integration.sftp.badPort' }),
          z.minimum(1, { error: 'integration.sftp.badPort' }),
          z.maximum(65_535, { error: 'integration.sftp.badPort' }),
        ),
      22,
    ),
    username: text(100),
    /** One of the two is given at set-up; left out when a set-up is changed, the kept one is used. */
    password: z.optional(z.string().check(z.maxLength(200, { error: 'form.tooLong' }))),
    privateKey: z.optional(
      z.string().check(
        z.maxLength(16_384, { error: 'form.tooLong' }),
        z.refine((key) => key === '' || /-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(key), {
          error: 'integration.sftp.badKey',
        }),
      ),
    ),
    directory: folderField,
    pattern: text(100).check(z.regex(FILE_PATTERN, { error: 'integration.sftp.badPattern' })),
    archiveDirectory: folderField,
  })
  .check(
    z.refine((input) => input.archiveDirectory.replace(/\/+$/, '') !== input.directory.replace(/\/+$/, ''), {
      error: 'integration.sftp.archiveSameFolder',
      path: ['archiveDirectory'],
    }),
  );
export type SftpConnectionInput = z.input<typeof sftpConnectionSchema>;
export type SftpConnection = z.output<typeof sftpConnectionSchema>;

/** Set-up: the connection and the host key fingerprint the merchant compared and confirmed. */
export const sftpSetupSchema = z.strictObject({
  connection: sftpConnectionSchema,
  hostKeyFingerprint: z.string().check(z.regex(/^SHA256:[A-Za-z0-9+/]{43}$/, { error: 'form.invalid' })),
});
export type SftpSetupInput = z.input<typeof sftpSetupSchema>;

/** Whether a name matches a pattern (`*` any run of characters, `?` one), whole, case kept. */
export function matchesPattern(name: string, pattern: string): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\-]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`).test(name);
}

/** A name the workflow may read: one plain name (no `/`, not `.` or `..`, no control character). */
export const isPlainFileName = (name: string) =>
  name.length > 0 &&
  name.length <= 255 &&
  !/[/\\]/.test(name) &&
  ![...name].some((character) => character.charCodeAt(0) < 32) &&
  name !== '.' &&
  name !== '..';

// -- The order file's columns -------------------------------------------------------------------

export const ORDER_FILE_COLUMNS = [
  'order_number',
  ...GOODS_COLUMNS,
  'customer_name',
  'customer_email',
] as const;
export type OrderFileColumn = (typeof ORDER_FILE_COLUMNS)[number];
/** Columns every order file has (the currency defaults to EUR; the customer may be left out). */
export const REQUIRED_ORDER_COLUMNS: readonly OrderFileColumn[] = [
  'order_number',
  ...GOODS_COLUMNS.filter((column) => column !== 'currency_code'),
];

const ORDER_HEADER_NAMES: Record<OrderFileColumn, readonly string[]> = {
  ...HEADER_NAMES,
  order_number: [
    'order number',
    'order no',
    'n de commande',
    'no de commande',
    'n commande',
    ...HEADER_NAMES.reference,
  ],
  customer_name: ['customer name', 'customer', 'client', 'nom du client', 'nom client'],
  customer_email: ['customer email', 'email', 'e mail', 'email client', 'courriel', 'adresse e mail'],
};

const COLUMN_BY_NAME = new Map<string, OrderFileColumn>();
for (const column of ORDER_FILE_COLUMNS) {
  COLUMN_BY_NAME.set(normaliseHeader(column), column);
  for (const name of ORDER_HEADER_NAMES[column]) COLUMN_BY_NAME.set(normaliseHeader(name), column);
}

/** A mapping: which file header (as written) each column is read from. */
export const columnMappingSchema = z.partialRecord(
  z.enum(ORDER_FILE_COLUMNS),
  z.string().check(z.minLength(1), z.maxLength(200)),
);
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

/** The mapping the headers suggest: each column from the first header naming it. */
export function suggestMapping(headers: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  for (const header of headers) {
    const column = COLUMN_BY_NAME.get(normaliseHeader(header));
    if (column && !mapping[column]) mapping[column] = header;
  }
  return mapping;
}

/** Required columns a mapping leaves out. */
export const missingColumns = (mapping: ColumnMapping) =>
  REQUIRED_ORDER_COLUMNS.filter((column) => !mapping[column]);

/**
 * Where each column is in a file with these headers (-1: absent), headers compared normalised;
 * null when a mapped header is not in the file.
 */
export function positionsOf(
  mapping: ColumnMapping,
  headers: readonly string[],
): Record<OrderFileColumn, number> | null {
  const at = new Map(headers.map((header, index) => [normaliseHeader(header), index] as const).reverse());
  const positions = {} as Record<OrderFileColumn, number>;
  for (const column of ORDER_FILE_COLUMNS) {
    const header = mapping[column];
    if (!header) positions[column] = -1;
    else {
      const index = at.get(normaliseHeader(header));
      if (index === undefined) return null;
      positions[column] = index;
    }
  }
  return positions;
}

/** The team's review decision: the mapping every file is read with. */
export const sftpReviewSchema = z.strictObject({
  mapping: columnMappingSchema.check(
    z.refine((mapping) => missingColumns(mapping).length === 0, { error: 'integration.sftp.missingColumns' }),
  ),
});

// -- What the page and the Admin Panel are shown ------------------------------------------------

export const SFTP_FILE_OUTCOMES = ['ingested', 'partly', 'refused', 'duplicate', 'waiting_review'] as const;
export type SftpFileOutcome = (typeof SFTP_FILE_OUTCOMES)[number];

export const sftpFileViewSchema = z.strictObject({
  fileId: z.string(),
  name: z.string(),
  size: z.number(),
  receivedAt: z.string(),
  outcome: z.enum(SFTP_FILE_OUTCOMES),
  rows: z.number(),
  orders: z.number(),
  badRows: z.number(),
  claimsCompleted: z.number(),
  problem: z.nullable(z.enum(SFTP_PROBLEMS)),
});
export type SftpFileView = z.infer<typeof sftpFileViewSchema>;

export const sftpViewSchema = z.strictObject({
  state: z.enum(SFTP_STATES),
  host: z.string(),
  port: z.number(),
  username: z.string(),
  authMethod: z.enum(['password', 'privateKey']),
  directory: z.string(),
  pattern: z.string(),
  archiveDirectory: z.string(),
  hostKeyFingerprint: z.string(),
  problem: z.nullable(z.enum(SFTP_PROBLEMS)),
  problemAt: z.nullable(z.string()),
  lastFetchAt: z.nullable(z.string()),
  setUpAt: z.string(),
  mapping: z.nullable(columnMappingSchema),
});
export type SftpView = z.infer<typeof sftpViewSchema>;

/** A file waiting for the team's review: its headers and first rows. */
export const sftpSampleSchema = z.strictObject({
  name: z.string(),
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
export type SftpSample = z.infer<typeof sftpSampleSchema>;
