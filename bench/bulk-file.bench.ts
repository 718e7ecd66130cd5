/**
 * Bulk files at the 5 MB cap (QUALITY.md budgets): parse + validate the largest CSV (about 24,000
 * rows) and XLSX (about 14,000 rows) in Node with the shared reader and rules, with peak memory;
 * the refusal of an XLSX zip bomb (2.5 MB unpacking to hundreds of MB) before parsing; and the end
 * to end time of a 5 MB CSV from submit to every claim created, on the local stack in this process.
 */
import { deflateRawSync } from 'node:zlib';
import { canonicalCsv } from '../shared/bulk/canonical';
import { BULK_COLUMNS, type BulkCells, cellsOf, matchHeaders } from '../shared/bulk/columns';
import { checkRow } from '../shared/bulk/rules';
import { MAX_UPLOAD_BYTES } from '../shared/documents/uploads';
import { readSheet, type SpreadsheetType } from '../shared/sheets/read-sheet';
import { bulkRow } from '../test/support/bulk-rows';
import { sessionToken } from '../test/support/callers';
import { putWorkingCredential } from '../test/support/credentials';

const MB = 1024 * 1024;
const context = { today: new Date(), carriers: { ups: 'active' as const } };
/** As many rows as fit the cap. */
function largestCsv(): { text: string; rows: number } {
  const rows: BulkCells[] = [];
  let size = 200;
  for (let n = 0; ; n++) {
    const cells = bulkRow(n);
    const length = BULK_COLUMNS.reduce((total, column) => total + cells[column].length + 3, 2);
    if (size + length > MAX_UPLOAD_BYTES) break;
    size += length;
    rows.push(cells);
  }
  return { text: canonicalCsv(rows), rows: rows.length };
}

function parseAndCheck(bytes: Uint8Array, type: SpreadsheetType) {
  const read = readSheet(bytes, type);
  if (!read.ok) throw new Error(read.problem);
  const matches = matchHeaders(read.sheet.headers);
  let valid = 0;
  for (const row of read.sheet.rows) if (checkRow(cellsOf(row, matches), context).claim) valid++;
  return { rows: read.sheet.rows.length, valid };
}

function measure(name: string, runs: number, work: () => string) {
  const times: number[] = [];
  let detail = '';
  for (let index = 0; index < runs; index++) {
    const started = performance.now();
    detail = work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const peak = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(
    `  ${name}: median ${(times[Math.floor(runs / 2)]! / 1000).toFixed(3)} s of ${runs} (${detail}); peak RSS of the process so far ${peak.toFixed(0)} MB\n`,
  );
}

/** An .xlsx-shaped zip whose one sheet part declares (and inflates to) `size` bytes of XML. */
function zipBomb(size: number): Uint8Array {
  const chunk = Buffer.from('<row r="1"><c r="A1" t="s"><v>0</v></c></row>'.repeat(1000));
  const plain = Buffer.alloc(size);
  for (let offset = 0; offset < size; offset += chunk.length) chunk.copy(plain, offset);
  const data = deflateRawSync(plain, { level: 9 });
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  const directoryOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return new Uint8Array(Buffer.concat([local, name, data, central, name, end]));
}

async function endToEnd(csv: string, rows: number) {
  const { startLocalStack } = await import('../infra/local/stack');
  const stack = await startLocalStack({ dataDir: null, port: 0, seed: false, logLevel: 'error' });
  try {
    const companyId = 'bench-bulk';
    await putWorkingCredential(companyId, 'bench-ups', 'ups');
    const token = await sessionToken({ role: 'client_admin', companyId, userId: 'bench' });
    const call = async <T>(path: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${stack.url}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as T;
    };
    const content = Buffer.from(csv);
    const started = performance.now();
    const ticket = await call<{ uploadId: string; url: string; fields: Record<string, string> }>(
      '/api/private/uploads',
      {
        kind: 'bulk_file',
        fileName: 'bench.csv',
        size: content.length,
      },
    );
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    form.append('file', new Blob([content]), 'bench.csv');
    await fetch(ticket.url, { method: 'POST', body: form });
    const { document } = await call<{ document: { documentId: string } }>(
      `/api/private/uploads/${ticket.uploadId}/confirm`,
      {},
    );
    const uploaded = performance.now();
    await call('/api/private/bulk-claims', { documentId: document.documentId });
    let run: {
      status: string;
      processed: number;
      created: number;
      total: number;
      removed: number;
      rejected: number;
    };
    let validated = 0;
    for (;;) {
      ({ run } = await call<{ run: typeof run }>(`/api/private/bulk-claims/${document.documentId}`));
      if (!validated && run.status === 'creating') validated = performance.now();
      if (run.status === 'done' || run.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const done = performance.now();
    process.stdout.write(
      `  end to end, ${rows} rows (${(content.length / MB).toFixed(2)} MB CSV): upload + checks ${((uploaded - started) / 1000).toFixed(1)} s, server validation ${((validated - uploaded) / 1000).toFixed(1)} s, all claims created ${((done - uploaded) / 1000).toFixed(1)} s after submit (${(run.created / ((done - validated) / 1000)).toFixed(0)} claims/s); ${run.status}: ${run.created} created, ${run.removed} removed, ${run.rejected} rejected of ${run.total}\n`,
    );
  } finally {
    await stack.stop();
  }
}

export async function run() {
  const csv = largestCsv();
  const csvBytes = new TextEncoder().encode(csv.text);
  measure(
    `parse + validate the largest CSV, ${csv.rows} rows, ${(csvBytes.length / MB).toFixed(2)} MB (budget 0.3 s)`,
    5,
    () => {
      const result = parseAndCheck(csvBytes, 'csv');
      return `${result.valid} valid`;
    },
  );

  const XLSX = await import('xlsx');
  let xlsxRows = 14_000;
  let xlsx = new Uint8Array();
  for (;;) {
    const sheet = XLSX.utils.aoa_to_sheet([
      [...BULK_COLUMNS],
      ...Array.from({ length: xlsxRows }, (_, n) => BULK_COLUMNS.map((column) => bulkRow(n)[column])),
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Claims');
    xlsx = new Uint8Array(
      XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer,
    );
    if (xlsx.length > MAX_UPLOAD_BYTES * 0.95) break;
    xlsxRows = Math.floor(xlsxRows * ((MAX_UPLOAD_BYTES * 0.97) / xlsx.length));
  }
  measure(
    `parse + validate the largest XLSX, ${xlsxRows} rows, ${(xlsx.length / MB).toFixed(2)} MB (budget 2.5 s, 300 MB)`,
    3,
    () => `${parseAndCheck(xlsx, 'xlsx').valid} valid`,
  );

  const bomb = zipBomb(400 * MB);
  const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  measure(
    `refuse a zip bomb, ${(bomb.length / MB).toFixed(2)} MB declaring 400 MB (budget 0.5 s, 150 MB)`,
    5,
    () => {
      const read = readSheet(bomb, 'xlsx');
      const grown = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers - heapBefore;
      return `${read.ok ? 'NOT refused' : `refused: ${read.problem}`}, memory grown ${(grown / MB).toFixed(1)} MB`;
    },
  );

  await endToEnd(csv.text, csv.rows);
}
