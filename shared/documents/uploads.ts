/**
 * Uploads, one mechanism for every file (spec section 5): each kind names the file types it
 * accepts; every file is at most 5 MB, but an orders file sent by API (up to 100 MB). The type is checked on the server from the file's first
 * bytes (magic bytes), not from its name or the browser's word.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const FILE_TYPES = {
  pdf: { extensions: ['pdf'], mime: 'application/pdf' },
  png: { extensions: ['png'], mime: 'image/png' },
  jpeg: { extensions: ['jpg', 'jpeg'], mime: 'image/jpeg' },
  csv: { extensions: ['csv'], mime: 'text/csv' },
  xlsx: { extensions: ['xlsx'], mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  xls: { extensions: ['xls'], mime: 'application/vnd.ms-excel' },
} as const;

export type FileType = keyof typeof FILE_TYPES;

export const UPLOAD_KINDS = {
  logo: ['png', 'jpeg'],
  sales_invoice: ['pdf', 'png', 'jpeg'],
  bulk_file: ['csv', 'xlsx', 'xls'],
  carrier_invoice: ['pdf', 'csv', 'xlsx', 'xls'],
  carrier_contract: ['pdf'],
  credit_note: ['pdf', 'csv', 'xlsx', 'xls'],
  carrier_other: ['pdf', 'csv', 'xlsx', 'xls', 'png', 'jpeg'],
  /** An investigation's original invoice (one per claim), its damage pictures and other proofs. */
  claim_invoice: ['pdf', 'png', 'jpeg'],
  damage_picture: ['png', 'jpeg'],
  claim_document: ['pdf', 'png', 'jpeg'],
  /** A company's orders as a file, sent by its systems through the API (issue 21). */
  orders_file: ['csv', 'xlsx', 'xls'],
  /** A carrier's answer to many claims (issue 38): uploaded on the claims desk, kept by the platform company. */
  desk_answer_file: ['csv', 'xlsx', 'xls'],
} as const satisfies Record<string, readonly FileType[]>;

export type UploadKind = keyof typeof UPLOAD_KINDS;

/** The largest orders file the API takes (the SFTP workflow's own cap). */
export const MAX_ORDERS_FILE_BYTES = 100 * 1024 * 1024;

/** The most a file of this kind may weigh. */
export const maxUploadBytes = (kind: UploadKind) =>
  kind === 'orders_file' ? MAX_ORDERS_FILE_BYTES : MAX_UPLOAD_BYTES;
export const UPLOAD_KIND_NAMES = Object.keys(UPLOAD_KINDS) as [UploadKind, ...UploadKind[]];

/** The extensions a kind accepts, for the file picker and the 'wrong file type' message. */
export function allowedExtensions(kind: UploadKind): string[] {
  return UPLOAD_KINDS[kind].flatMap((type) => [...FILE_TYPES[type].extensions]);
}

export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName.trim());
  return match ? match[1]!.toLowerCase() : '';
}

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** Bytes no text file holds: C0 controls but tab, line feed, carriage return (and a DOS end-of-file mark). */
function controlByte(byte: number): boolean {
  return byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x1a;
}

/** Bytes Windows-1252 leaves undefined: a text with one is in no encoding Excel writes. */
const UNDEFINED_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

/**
 * Whether `head` is the start of a text file, and in which encoding: UTF-8 (a BOM allowed),
 * UTF-16 with its BOM (Excel's 'Unicode text'), or Windows-1252 (what French Excel's 'CSV
 * (séparateur: point-virgule)' saves: é is one byte, 0xE9, which is not UTF-8). Text is known by
 * its content: no control bytes, no byte its encoding leaves undefined.
 */
export function textEncodingOf(head: Uint8Array): 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | null {
  if (head.length === 0) return null;
  const utf16 =
    head[0] === 0xff && head[1] === 0xfe
      ? 'utf-16le'
      : head[0] === 0xfe && head[1] === 0xff
        ? 'utf-16be'
        : null;
  if (utf16) {
    const text = new TextDecoder(utf16).decode(head.subarray(2, head.length - (head.length % 2)));
    for (let index = 0; index < text.length; index++) if (controlByte(text.charCodeAt(index))) return null;
    return utf16;
  }
  for (const byte of head) if (controlByte(byte)) return null;
  try {
    // The head may end inside a character: `stream` keeps an incomplete last one back.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf-8';
  } catch {
    for (const byte of head) if (UNDEFINED_1252.has(byte)) return null;
    return 'windows-1252';
  }
}

/**
 * The type the first bytes of a file show. CSV has no signature: text (UTF-8, UTF-16 with its BOM
 * or Windows-1252, see textEncodingOf) counts as CSV.
 */
export function sniffFileType(head: Uint8Array): FileType | 'zip' | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'xls';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    // An XLSX is a zip whose parts include the workbook.
    const text = new TextDecoder('latin1').decode(head);
    return text.includes('xl/') || text.includes('[Content_Types].xml') ? 'xlsx' : 'zip';
  }
  return textEncodingOf(head) ? 'csv' : null;
}

/** Whether a file of this name and these first bytes is one the kind accepts. */
export function acceptedType(kind: UploadKind, fileName: string, head: Uint8Array): FileType | null {
  const sniffed = sniffFileType(head);
  const extension = extensionOf(fileName);
  const allowed: readonly FileType[] = UPLOAD_KINDS[kind];
  if (!sniffed || sniffed === 'zip' || !allowed.includes(sniffed)) return null;
  return (FILE_TYPES[sniffed].extensions as readonly string[]).includes(extension) ? sniffed : null;
}
