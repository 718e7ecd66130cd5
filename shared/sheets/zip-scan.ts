/**
 * ZIP bomb pre-scan for uploaded .xlsx files (an .xlsx is a ZIP container). It runs before any parser
 * (SheetJS) inflates the file, in the browser's Web Worker and in Node alike, so it uses only
 * Uint8Array, DataView and TextDecoder.
 *
 * The check is cheap: it reads the End Of Central Directory record, the central directory and each
 * local file header, and never inflates anything. It refuses too many entries, too large or too
 * compressible entries (declared sizes), encrypted and ZIP64 archives, unsafe or archive-like entry
 * names, and entries whose bytes overlap each other or the central directory (the overlapping-file
 * bomb technique by David Fifield).
 *
 * Declared sizes are what the scan trusts, and they can lie: a deflate stream may inflate to more
 * than its entry declares (SheetJS inflates until the stream ends, whatever the declared sizes).
 * The inflater must therefore still cap its output, and the worker its memory and time (defence in
 * depth); this scan only turns away the obvious bombs early and cheaply.
 *
 * Because SheetJS reads the file name and sizes from the local file header, and takes sizes from a
 * ZIP64 extra field whenever one is present, the local header is checked as strictly as the
 * central one, and any ZIP64 extra field is refused.
 */

export type ZipLimits = {
  readonly maxEntries: number;
  readonly maxTotalUncompressed: number;
  readonly maxEntryUncompressed: number;
  readonly maxRatio: number;
};

export const ZIP_LIMITS = {
  maxEntries: 2_000,
  maxTotalUncompressed: 100 * 1024 * 1024,
  maxEntryUncompressed: 50 * 1024 * 1024,
  maxRatio: 100,
} as const satisfies ZipLimits;

export type ZipScanProblem =
  | 'not_zip'
  | 'truncated'
  | 'too_many_entries'
  | 'too_large_uncompressed'
  | 'ratio_too_high'
  | 'overlapping_entries'
  | 'nested_archive'
  | 'encrypted'
  | 'zip64'
  | 'unsafe_name';

export type ZipScanResult =
  | { ok: true; entries: number; totalUncompressed: number }
  | { ok: false; problem: ZipScanProblem; detail: string };

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const ZIP64_LOCATOR_SIZE = 20;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const MAX_COMMENT = 0xffff;
const ZIP64_EXTRA_ID = 0x0001;
/** Bit 0 (encrypted), bit 6 (strong encryption), bit 13 (masked local header): what SheetJS refuses. */
const ENCRYPTION_FLAGS = 0x2041;
/** Bit 3: sizes in the local header are zero and follow the data in a data descriptor. */
const DATA_DESCRIPTOR_FLAG = 0x0008;
const NESTED_ARCHIVE = /\.(zip|xlsx|xls|7z|gz|rar)$/i;
const DRIVE_LETTER = /^[A-Za-z]:/;

const utf8 = new TextDecoder('utf-8');

type Entry = { name: string; localOffset: number; compressed: number; uncompressed: number };
type Range = { start: number; end: number; what: string };

const fail = (problem: ZipScanProblem, detail: string): ZipScanResult => ({ ok: false, problem, detail });

/** A name fit for a log line: quoted, escaped and cut short. */
const quote = (name: string): string => JSON.stringify(name.length > 120 ? `${name.slice(0, 120)}…` : name);

/** Scans a ZIP archive's structure, trusting its declared sizes; never inflates and never throws. */
export function scanZip(bytes: Uint8Array, limits: ZipLimits = ZIP_LIMITS): ZipScanResult {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = bytes.byteLength;
  const u16 = (offset: number): number => view.getUint16(offset, true);
  const u32 = (offset: number): number => view.getUint32(offset, true);

  // End Of Central Directory: the last signature in the final 64 KiB + 22 bytes, as SheetJS takes the last one.
  const eocd = findEocd(view, length);
  if (eocd < 0) return fail('not_zip', 'no End Of Central Directory record');
  if (eocd + EOCD_SIZE > length) {
    return fail(
      'truncated',
      `End Of Central Directory record at ${eocd} is cut short (file is ${length} bytes)`,
    );
  }
  const diskNumber = u16(eocd + 4);
  const centralDisk = u16(eocd + 6);
  const entriesOnDisk = u16(eocd + 8);
  const entryCount = u16(eocd + 10);
  const centralSize = u32(eocd + 12);
  const centralOffset = u32(eocd + 16);
  const commentLength = u16(eocd + 20);
  const eocdEnd = eocd + EOCD_SIZE + commentLength;

  if (eocd >= ZIP64_LOCATOR_SIZE && u32(eocd - ZIP64_LOCATOR_SIZE) === ZIP64_LOCATOR_SIGNATURE) {
    return fail('zip64', `ZIP64 End Of Central Directory locator at ${eocd - ZIP64_LOCATOR_SIZE}`);
  }
  if (
    [diskNumber, centralDisk, entriesOnDisk, entryCount].includes(0xffff) ||
    centralSize === 0xffffffff ||
    centralOffset === 0xffffffff
  ) {
    return fail('zip64', 'End Of Central Directory record holds ZIP64 markers (0xFFFF or 0xFFFFFFFF)');
  }
  if (diskNumber !== 0 || centralDisk !== 0 || entriesOnDisk !== entryCount) {
    return fail(
      'not_zip',
      `multi-disk archive (disk ${diskNumber}, central directory on disk ${centralDisk})`,
    );
  }
  if (eocdEnd > length) {
    return fail('truncated', `archive comment of ${commentLength} bytes runs past the end of the file`);
  }
  if (entryCount > limits.maxEntries) {
    return fail('too_many_entries', `${entryCount} entries; the limit is ${limits.maxEntries}`);
  }
  if (centralOffset + centralSize > eocd) {
    return fail(
      'truncated',
      `central directory (offset ${centralOffset}, ${centralSize} bytes) runs past ` +
        `the End Of Central Directory record at ${eocd}`,
    );
  }

  // Central directory: one header per entry, read in order as SheetJS does.
  const entries: Entry[] = [];
  let totalUncompressed = 0;
  let at = centralOffset;
  for (let index = 0; index < entryCount; index++) {
    if (at + CENTRAL_SIZE > eocd)
      return fail('truncated', `central directory header ${index} runs past its end`);
    if (u32(at) !== CENTRAL_SIGNATURE) {
      return fail('not_zip', `central directory header ${index} at ${at} has no signature`);
    }
    const flags = u16(at + 8);
    const compressed = u32(at + 20);
    const uncompressed = u32(at + 24);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const entryCommentLength = u16(at + 32);
    const startDisk = u16(at + 34);
    const localOffset = u32(at + 42);
    const nameStart = at + CENTRAL_SIZE;
    const next = nameStart + nameLength + extraLength + entryCommentLength;
    if (next > eocd) return fail('truncated', `central directory header ${index} runs past its end`);
    const name = utf8.decode(bytes.subarray(nameStart, nameStart + nameLength));
    const label = `entry ${quote(name)}`;

    if (flags & ENCRYPTION_FLAGS)
      return fail('encrypted', `${label} is encrypted (flags 0x${flags.toString(16)})`);
    if (
      compressed === 0xffffffff ||
      uncompressed === 0xffffffff ||
      localOffset === 0xffffffff ||
      startDisk === 0xffff ||
      hasZip64Extra(view, nameStart + nameLength, extraLength)
    ) {
      return fail('zip64', `${label} uses ZIP64 sizes or offsets`);
    }
    const nameProblem = checkName(name, label);
    if (nameProblem) return nameProblem;
    if (uncompressed > limits.maxEntryUncompressed) {
      return fail(
        'too_large_uncompressed',
        `${label} declares ${uncompressed} bytes uncompressed; the limit per entry is ${limits.maxEntryUncompressed}`,
      );
    }
    totalUncompressed += uncompressed;
    if (totalUncompressed > limits.maxTotalUncompressed) {
      return fail(
        'too_large_uncompressed',
        `entries up to ${label} declare ${totalUncompressed} bytes uncompressed; ` +
          `the limit is ${limits.maxTotalUncompressed}`,
      );
    }
    if (uncompressed > compressed * limits.maxRatio) {
      return fail(
        'ratio_too_high',
        `${label} declares ${uncompressed} bytes uncompressed from ${compressed} compressed; ` +
          `the ratio limit is ${limits.maxRatio}`,
      );
    }
    entries.push({ name, localOffset, compressed, uncompressed });
    at = next;
  }
  if (at - centralOffset !== centralSize) {
    return fail(
      'not_zip',
      `central directory declares ${centralSize} bytes but its ${entryCount} headers take ${at - centralOffset}`,
    );
  }

  // Local file headers: present, consistent with the central directory, and not overlapping.
  const ranges: Range[] = [{ start: eocd, end: eocdEnd, what: 'the End Of Central Directory record' }];
  if (centralSize > 0) {
    ranges.push({ start: centralOffset, end: centralOffset + centralSize, what: 'the central directory' });
  }
  for (const entry of entries) {
    const local = entry.localOffset;
    const label = `entry ${quote(entry.name)}`;
    if (local + LOCAL_SIZE > length) {
      return fail(
        'truncated',
        `${label}: local header at ${local} lies past the end of the file (${length} bytes)`,
      );
    }
    if (u32(local) !== LOCAL_SIGNATURE)
      return fail('not_zip', `${label}: no local header signature at ${local}`);
    const flags = u16(local + 6);
    const compressed = u32(local + 18);
    const uncompressed = u32(local + 22);
    const nameLength = u16(local + 26);
    const extraLength = u16(local + 28);
    const nameStart = local + LOCAL_SIZE;
    const dataStart = nameStart + nameLength + extraLength;
    const end = dataStart + entry.compressed;
    if (end > length) {
      return fail(
        'truncated',
        `${label}: data (${local} to ${end}) runs past the end of the file (${length} bytes)`,
      );
    }
    if (flags & ENCRYPTION_FLAGS) {
      return fail('encrypted', `${label} is encrypted in its local header (flags 0x${flags.toString(16)})`);
    }
    if (hasZip64Extra(view, nameStart + nameLength, extraLength)) {
      return fail('zip64', `${label}: local header has a ZIP64 extra field`);
    }
    const localName = utf8.decode(bytes.subarray(nameStart, nameStart + nameLength));
    const nameProblem = checkName(localName, `${label}: local name ${quote(localName)}`);
    if (nameProblem) return nameProblem;
    if (
      !(flags & DATA_DESCRIPTOR_FLAG) &&
      (compressed !== entry.compressed || uncompressed !== entry.uncompressed)
    ) {
      return fail(
        'not_zip',
        `${label}: local header declares ${compressed} bytes compressed, ${uncompressed} uncompressed; ` +
          `the central directory ${entry.compressed} and ${entry.uncompressed}`,
      );
    }
    ranges.push({ start: local, end, what: label });
  }

  ranges.sort((a, b) => a.start - b.start);
  let previous: Range | undefined;
  for (const range of ranges) {
    if (previous && range.start < previous.end) {
      return fail(
        'overlapping_entries',
        `${range.what} (bytes ${range.start} to ${range.end}) overlaps ` +
          `${previous.what} (bytes ${previous.start} to ${previous.end})`,
      );
    }
    if (!previous || range.end > previous.end) previous = range;
  }

  return { ok: true, entries: entryCount, totalUncompressed };
}

/** Offset of the last EOCD signature in the final 65,535 + 22 bytes, or -1. */
function findEocd(view: DataView, length: number): number {
  const lowest = Math.max(0, length - EOCD_SIZE - MAX_COMMENT);
  for (let offset = length - 4; offset >= lowest; offset--) {
    if (view.getUint32(offset, true) === EOCD_SIGNATURE) return offset;
  }
  return -1;
}

/** Whether an extra field holds a ZIP64 record (SheetJS would take its sizes over the declared ones). */
function hasZip64Extra(view: DataView, start: number, length: number): boolean {
  const end = start + length;
  for (let at = start; at + 4 <= end; at += 4 + view.getUint16(at + 2, true)) {
    if (view.getUint16(at, true) === ZIP64_EXTRA_ID) return true;
  }
  return false;
}

function checkName(name: string, label: string): ZipScanResult | null {
  if (name.startsWith('/')) return fail('unsafe_name', `${label} is an absolute path`);
  if (name.includes('\\')) return fail('unsafe_name', `${label} contains a backslash`);
  if (DRIVE_LETTER.test(name)) return fail('unsafe_name', `${label} starts with a drive letter`);
  if (name.includes('\0')) return fail('unsafe_name', `${label} contains a NUL character`);
  if (name.split('/').includes('..')) return fail('unsafe_name', `${label} has a '..' path segment`);
  if (NESTED_ARCHIVE.test(name)) return fail('nested_archive', `${label} is an archive inside the archive`);
  return null;
}
