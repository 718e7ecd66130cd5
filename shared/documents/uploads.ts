/**
 * Uploads, one mechanism for every file (spec section 5): each kind names the file types it
 * accepts; every file is at most 5 MB. The type is checked on the server from the file's first
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
} as const satisfies Record<string, readonly FileType[]>;

export type UploadKind = keyof typeof UPLOAD_KINDS;
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

/**
 * The type the first bytes of a file show. CSV has no signature: text without NUL bytes that
 * decodes as UTF-8 (a BOM allowed) counts as CSV.
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
  if (head.length === 0 || head.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 4)));
    return 'csv';
  } catch {
    return null;
  }
}

/** Whether a file of this name and these first bytes is one the kind accepts. */
export function acceptedType(kind: UploadKind, fileName: string, head: Uint8Array): FileType | null {
  const sniffed = sniffFileType(head);
  const extension = extensionOf(fileName);
  const allowed: readonly FileType[] = UPLOAD_KINDS[kind];
  if (!sniffed || sniffed === 'zip' || !allowed.includes(sniffed)) return null;
  return (FILE_TYPES[sniffed].extensions as readonly string[]).includes(extension) ? sniffed : null;
}
