import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { scanZip, ZIP_LIMITS, type ZipLimits, type ZipScanProblem } from './zip-scan';

type TestEntry = {
  name: string;
  data?: string | Uint8Array;
  flags?: number;
  /** The extra field of both headers, unless centralExtra is given for the central one. */
  extra?: Uint8Array;
  centralExtra?: Uint8Array;
};
type Built = { bytes: Uint8Array; locals: number[]; centrals: number[]; centralOffset: number; eocd: number };

const text = (value: string) => new TextEncoder().encode(value);

function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A minimal STORE-method (method 0) ZIP writer: local headers and data, central directory, EOCD. */
function buildZip(entries: TestEntry[], options: { comment?: string; beforeEocd?: Uint8Array } = {}): Built {
  const out: number[] = [];
  const u16 = (value: number) => out.push(value & 0xff, (value >>> 8) & 0xff);
  const u32 = (value: number) => {
    u16(value & 0xffff);
    u16(value >>> 16);
  };
  const raw = (data: Uint8Array) => {
    for (const byte of data) out.push(byte);
  };
  const prepared = entries.map((entry) => {
    const data = typeof entry.data === 'string' ? text(entry.data) : (entry.data ?? new Uint8Array());
    const extra = entry.extra ?? new Uint8Array();
    const centralExtra = entry.centralExtra ?? extra;
    return { ...entry, data, nameBytes: text(entry.name), crc: crc32(data), extra, centralExtra };
  });
  const locals: number[] = [];
  for (const entry of prepared) {
    locals.push(out.length);
    u32(0x04034b50);
    u16(10); // version needed
    u16(entry.flags ?? 0);
    u16(0); // method: STORE
    u16(0); // time
    u16(0x21); // date
    u32(entry.crc);
    u32(entry.data.length);
    u32(entry.data.length);
    u16(entry.nameBytes.length);
    u16(entry.extra.length);
    raw(entry.nameBytes);
    raw(entry.extra);
    raw(entry.data);
  }
  const centralOffset = out.length;
  const centrals: number[] = [];
  prepared.forEach((entry, index) => {
    centrals.push(out.length);
    u32(0x02014b50);
    u16(20); // version made by
    u16(10); // version needed
    u16(entry.flags ?? 0);
    u16(0); // method
    u16(0); // time
    u16(0x21); // date
    u32(entry.crc);
    u32(entry.data.length);
    u32(entry.data.length);
    u16(entry.nameBytes.length);
    u16(entry.centralExtra.length);
    u16(0); // comment length
    u16(0); // disk number start
    u16(0); // internal attributes
    u32(0); // external attributes
    u32(locals[index]!);
    raw(entry.nameBytes);
    raw(entry.centralExtra);
  });
  const centralSize = out.length - centralOffset;
  if (options.beforeEocd) raw(options.beforeEocd);
  const eocd = out.length;
  const comment = text(options.comment ?? '');
  u32(0x06054b50);
  u16(0); // this disk
  u16(0); // disk with the central directory
  u16(prepared.length);
  u16(prepared.length);
  u32(centralSize);
  u32(centralOffset);
  u16(comment.length);
  raw(comment);
  return { bytes: new Uint8Array(out), locals, centrals, centralOffset, eocd };
}

const setU16 = (bytes: Uint8Array, offset: number, value: number) =>
  new DataView(bytes.buffer, bytes.byteOffset).setUint16(offset, value, true);
const setU32 = (bytes: Uint8Array, offset: number, value: number) =>
  new DataView(bytes.buffer, bytes.byteOffset).setUint32(offset, value, true);

// Field offsets inside the headers.
const CENTRAL = { compressed: 20, uncompressed: 24, localOffset: 42 };
const LOCAL = { flags: 6, compressed: 18, uncompressed: 22, name: 30 };
const EOCD = { entriesOnDisk: 8, entries: 10, centralSize: 12, centralOffset: 16, commentLength: 20 };

const THREE = [
  { name: 'a.txt', data: 'alpha' },
  { name: 'dir/b.txt', data: 'bravo bravo' },
  { name: 'dir/c.txt', data: 'charlie charlie charlie' },
];

const XLSX_LIKE = [
  {
    name: '[Content_Types].xml',
    data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  },
  { name: '_rels/.rels', data: '<?xml version="1.0"?><Relationships/>' },
  { name: 'xl/', data: '' },
  {
    name: 'xl/workbook.xml',
    data: '<?xml version="1.0"?><workbook><sheets><sheet name="Invoice"/></sheets></workbook>',
  },
  { name: 'xl/worksheets/sheet1.xml', data: '<?xml version="1.0"?><worksheet><sheetData/></worksheet>' },
];

/** The ZIP64 extended information extra field (id 0x0001) with 8-byte uncompressed and compressed sizes. */
const ZIP64_EXTRA = new Uint8Array([0x01, 0x00, 16, 0, 0, 0, 0, 0x40, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0]);

function problemOf(bytes: Uint8Array, limits: ZipLimits = ZIP_LIMITS): ZipScanProblem | 'ok' {
  const result = scanZip(bytes, limits);
  return result.ok ? 'ok' : result.problem;
}

describe('scanZip accepts', () => {
  it('a small archive of three entries, counting entries and declared bytes', () => {
    expect(scanZip(buildZip(THREE).bytes)).toEqual({ ok: true, entries: 3, totalUncompressed: 5 + 11 + 23 });
  });

  it('an .xlsx-like archive', () => {
    const result = scanZip(buildZip(XLSX_LIKE).bytes);
    expect(result).toMatchObject({ ok: true, entries: XLSX_LIKE.length });
  });

  it('a real, deflated .xlsx written by SheetJS', () => {
    const rows = [['tracking_number', 'carrier', 'amount']];
    for (let row = 0; row < 200; row++)
      rows.push([`1Z999AA1${String(row).padStart(10, '0')}`, 'UPS', `${row}.50`]);
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Invoice');
    const bytes = new Uint8Array(
      XLSX.write(workbook, { type: 'array', bookType: 'xlsx', compression: true }),
    );
    const result = scanZip(bytes);
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.totalUncompressed).toBeGreaterThan(bytes.length);
  });

  it('an empty archive, an archive comment and a view into a larger buffer', () => {
    expect(scanZip(buildZip([]).bytes)).toEqual({ ok: true, entries: 0, totalUncompressed: 0 });
    expect(problemOf(buildZip(THREE, { comment: 'made by a test' }).bytes)).toBe('ok');
    const zip = buildZip(THREE).bytes;
    const padded = new Uint8Array(zip.length + 64);
    padded.set(zip, 32);
    expect(problemOf(padded.subarray(32, 32 + zip.length))).toBe('ok');
  });

  it('an entry at exactly the ratio limit and an archive at exactly the entry limit', () => {
    const zip = buildZip(THREE);
    setU32(zip.bytes, zip.centrals[2]! + CENTRAL.uncompressed, 23 * ZIP_LIMITS.maxRatio);
    // The local header must agree with the central directory: patch it too.
    setU32(zip.bytes, zip.locals[2]! + LOCAL.uncompressed, 23 * ZIP_LIMITS.maxRatio);
    expect(scanZip(zip.bytes)).toEqual({ ok: true, entries: 3, totalUncompressed: 5 + 11 + 2300 });
    expect(problemOf(buildZip(THREE).bytes, { ...ZIP_LIMITS, maxEntries: 3 })).toBe('ok');
  });
});

describe('scanZip refuses', () => {
  it('what is not a ZIP archive', () => {
    let seed = 42;
    const random = new Uint8Array(4096).map(() => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return seed >>> 24;
    });
    expect(problemOf(random)).toBe('not_zip');
    expect(problemOf(text('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n'))).toBe(
      'not_zip',
    );
    expect(problemOf(new Uint8Array())).toBe('not_zip');
    expect(problemOf(new Uint8Array([0x50, 0x4b, 0x03]))).toBe('not_zip');
  });

  it('an End Of Central Directory record that points past the end or is cut short', () => {
    const offsetPast = buildZip(THREE);
    setU32(offsetPast.bytes, offsetPast.eocd + EOCD.centralOffset, offsetPast.bytes.length + 100);
    expect(problemOf(offsetPast.bytes)).toBe('truncated');

    const sizePast = buildZip(THREE);
    setU32(sizePast.bytes, sizePast.eocd + EOCD.centralSize, 0x7fffffff);
    expect(problemOf(sizePast.bytes)).toBe('truncated');

    const zip = buildZip(THREE).bytes;
    expect(problemOf(zip.subarray(0, zip.length - 10))).toBe('truncated');

    const commentPast = buildZip(THREE);
    setU16(commentPast.bytes, commentPast.eocd + EOCD.commentLength, 500);
    expect(problemOf(commentPast.bytes)).toBe('truncated');
  });

  it('a local header or entry data past the end of the file', () => {
    const zip = buildZip(THREE);
    setU32(zip.bytes, zip.centrals[1]! + CENTRAL.localOffset, zip.bytes.length - 10);
    expect(problemOf(zip.bytes)).toBe('truncated');
  });

  it('too many entries', () => {
    const result = scanZip(buildZip(THREE).bytes, { ...ZIP_LIMITS, maxEntries: 2 });
    expect(result).toEqual({ ok: false, problem: 'too_many_entries', detail: '3 entries; the limit is 2' });
  });

  it('an entry declaring a huge uncompressed size, naming it and the figures', () => {
    const zip = buildZip(XLSX_LIKE);
    setU32(zip.bytes, zip.centrals[4]! + CENTRAL.uncompressed, 60 * 1024 * 1024);
    const result = scanZip(zip.bytes);
    expect(result).toMatchObject({ ok: false, problem: 'too_large_uncompressed' });
    expect(result.ok ? '' : result.detail).toContain('"xl/worksheets/sheet1.xml"');
    expect(result.ok ? '' : result.detail).toContain(String(60 * 1024 * 1024));
    expect(result.ok ? '' : result.detail).toContain(String(ZIP_LIMITS.maxEntryUncompressed));
  });

  it('entries whose declared sizes add up past the total limit', () => {
    const zip = buildZip(THREE);
    for (const central of zip.centrals) {
      setU32(zip.bytes, central + CENTRAL.uncompressed, 40 * 1024 * 1024);
      setU32(zip.bytes, central + CENTRAL.compressed, 1024 * 1024);
    }
    expect(problemOf(zip.bytes)).toBe('too_large_uncompressed');
  });

  it('an entry compressed beyond the ratio limit, or from nothing', () => {
    const high = buildZip(THREE);
    setU32(high.bytes, high.centrals[2]! + CENTRAL.uncompressed, 23 * ZIP_LIMITS.maxRatio + 1);
    const result = scanZip(high.bytes);
    expect(result).toMatchObject({ ok: false, problem: 'ratio_too_high' });
    expect(result.ok ? '' : result.detail).toContain('"dir/c.txt"');

    const fromNothing = buildZip(THREE);
    setU32(fromNothing.bytes, fromNothing.centrals[0]! + CENTRAL.compressed, 0);
    expect(problemOf(fromNothing.bytes)).toBe('ratio_too_high');
  });

  it('two central entries sharing one local header (overlapping-file bomb)', () => {
    const zip = buildZip([
      { name: 'xl/worksheets/sheet1.xml', data: 'the same bytes' },
      { name: 'xl/worksheets/sheet2.xml', data: 'the same bytes' },
    ]);
    setU32(zip.bytes, zip.centrals[1]! + CENTRAL.localOffset, zip.locals[0]!);
    expect(problemOf(zip.bytes)).toBe('overlapping_entries');
  });

  it('an entry whose data runs into the central directory', () => {
    const zip = buildZip(THREE);
    const grown = 23 + 8;
    setU32(zip.bytes, zip.centrals[2]! + CENTRAL.compressed, grown);
    setU32(zip.bytes, zip.centrals[2]! + CENTRAL.uncompressed, grown);
    setU32(zip.bytes, zip.locals[2]! + LOCAL.compressed, grown);
    setU32(zip.bytes, zip.locals[2]! + LOCAL.uncompressed, grown);
    const result = scanZip(zip.bytes);
    expect(result).toMatchObject({ ok: false, problem: 'overlapping_entries' });
    expect(result.ok ? '' : result.detail).toContain('central directory');
  });

  it('an encrypted entry, flagged in the central directory or only in the local header', () => {
    expect(problemOf(buildZip([{ name: 'secret.xml', data: 'x', flags: 0x0001 }]).bytes)).toBe('encrypted');
    const localOnly = buildZip(THREE);
    setU16(localOnly.bytes, localOnly.locals[1]! + LOCAL.flags, 0x0001);
    expect(problemOf(localOnly.bytes)).toBe('encrypted');
  });

  it.each([
    '../evil.xml',
    '/abs.xml',
    'xl/../../evil.xml',
    'xl/..',
    'xl\\evil.xml',
    'C:/evil.xml',
    'c:evil.xml',
    'xl/evil\0.xml',
  ])('the unsafe name %j', (name) => {
    expect(
      problemOf(
        buildZip([
          { name: 'ok.xml', data: 'x' },
          { name, data: 'x' },
        ]).bytes,
      ),
    ).toBe('unsafe_name');
  });

  it('an unsafe name hidden in the local header only (SheetJS reads the local name)', () => {
    const zip = buildZip([{ name: 'xl/abc.xml', data: 'x' }]);
    zip.bytes.set(text('../abc.xml'), zip.locals[0]! + LOCAL.name);
    expect(problemOf(zip.bytes)).toBe('unsafe_name');
  });

  it('names that look safe are not caught by the unsafe-name rules', () => {
    const names = [
      'xl/..hidden.xml',
      'xl/a..b.xml',
      'xl/media/image1.png',
      'docProps/app.xml',
      'xl/ünïcode.xml',
    ];
    expect(problemOf(buildZip(names.map((name) => ({ name, data: 'x' }))).bytes)).toBe('ok');
  });

  it.each([
    'xl/embed.zip',
    'xl/embeddings/Microsoft_Excel_Worksheet.XLSX',
    'old.xls',
    'a.7z',
    'b.tar.gz',
    'c.RAR',
  ])('the nested archive %j', (name) => {
    expect(problemOf(buildZip([{ name, data: 'x' }]).bytes)).toBe('nested_archive');
  });

  it('ZIP64 markers, locator and extra fields', () => {
    const size = buildZip(THREE);
    setU32(size.bytes, size.centrals[0]! + CENTRAL.uncompressed, 0xffffffff);
    expect(problemOf(size.bytes)).toBe('zip64');

    const compressed = buildZip(THREE);
    setU32(compressed.bytes, compressed.centrals[0]! + CENTRAL.compressed, 0xffffffff);
    expect(problemOf(compressed.bytes)).toBe('zip64');

    const count = buildZip(THREE);
    setU16(count.bytes, count.eocd + EOCD.entries, 0xffff);
    setU16(count.bytes, count.eocd + EOCD.entriesOnDisk, 0xffff);
    expect(problemOf(count.bytes)).toBe('zip64');

    const locator = new Uint8Array(20);
    setU32(locator, 0, 0x07064b50);
    expect(problemOf(buildZip(THREE, { beforeEocd: locator }).bytes)).toBe('zip64');

    expect(problemOf(buildZip([{ name: 'big.xml', data: 'small', extra: ZIP64_EXTRA }]).bytes)).toBe('zip64');

    // An extra field in the local header only, where SheetJS also reads sizes from.
    const localExtra = buildZip([
      { name: 'big.xml', data: 'small', extra: ZIP64_EXTRA, centralExtra: new Uint8Array() },
    ]);
    expect(problemOf(localExtra.bytes)).toBe('zip64');
    // A harmless extra field (extended timestamp, id 0x5455) is fine.
    const timestamp = new Uint8Array([0x55, 0x54, 5, 0, 1, 0, 0, 0, 0]);
    expect(problemOf(buildZip([{ name: 'a.xml', data: 'x', extra: timestamp }]).bytes)).toBe('ok');
  });

  it('a local header whose sizes disagree with the central directory, or a header without its signature', () => {
    const sizes = buildZip(THREE);
    setU32(sizes.bytes, sizes.locals[0]! + LOCAL.uncompressed, 4);
    expect(problemOf(sizes.bytes)).toBe('not_zip');

    const central = buildZip(THREE);
    setU32(central.bytes, central.centrals[1]!, 0);
    expect(problemOf(central.bytes)).toBe('not_zip');

    const local = buildZip(THREE);
    setU32(local.bytes, local.locals[1]!, 0);
    expect(problemOf(local.bytes)).toBe('not_zip');
  });

  it('a central directory whose declared size does not match its headers', () => {
    const zip = buildZip(THREE);
    setU32(zip.bytes, zip.eocd + EOCD.centralSize, zip.eocd - zip.centralOffset - 1);
    expect(problemOf(zip.bytes)).toBe('not_zip');
  });
});

describe('scanZip properties', () => {
  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4096 }), (bytes) => {
        expect(typeof scanZip(bytes).ok).toBe('boolean');
      }),
    );
  });

  it('never throws on arbitrary bytes ending in an End Of Central Directory signature and fields', () => {
    const eocd = fc
      .uint8Array({ minLength: 18, maxLength: 40 })
      .map((tail) => new Uint8Array([0x50, 0x4b, 5, 6, ...tail]));
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 1024 }), eocd, (body, tail) => {
        const bytes = new Uint8Array([...body, ...tail]);
        expect(typeof scanZip(bytes).ok).toBe('boolean');
      }),
    );
  });

  const archive = fc
    .array(
      fc.record({
        name: fc.stringMatching(/^[a-z][a-z0-9_/]{0,20}\.xml$/),
        data: fc.uint8Array({ maxLength: 200 }),
      }),
      { minLength: 1, maxLength: 8 },
    )
    .map((entries) => ({ entries, zip: buildZip(entries).bytes }));

  it('passes valid STORE archives with the right counts', () => {
    fc.assert(
      fc.property(archive, ({ entries, zip }) => {
        const total = entries.reduce((sum, entry) => sum + entry.data.length, 0);
        expect(scanZip(zip)).toEqual({ ok: true, entries: entries.length, totalUncompressed: total });
      }),
    );
  });

  it('never throws on valid archives with random byte flips', () => {
    const flips = fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), {
      minLength: 1,
      maxLength: 8,
    });
    fc.assert(
      fc.property(archive, flips, ({ zip }, changes) => {
        const bytes = zip.slice();
        for (const [position, mask] of changes) bytes[position % bytes.length]! ^= mask;
        expect(typeof scanZip(bytes).ok).toBe('boolean');
      }),
    );
  });
});
