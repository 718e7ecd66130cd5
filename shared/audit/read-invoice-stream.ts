/**
 * A CSV carrier invoice read as a stream (server and benchmarks only: it needs Node's Buffer): the
 * bytes arrive in chunks, are decoded (UTF-8, or Windows-1252 when the start of the file is not
 * UTF-8, as the bulk reader decides) and parsed row by row, so memory holds one chunk and one row,
 * never the file. The layout is recognised from the first row, as for a file read whole.
 */
import { Buffer, isAscii } from 'node:buffer';
import { CsvReader } from '../sheets/csv';
import type { ChargeLine } from './charge-line';
import { type InvoiceRead, type ReadOptions, rowTaker } from './read-invoice';

const BOM = 0xfeff;
/** Bytes gathered before deciding between UTF-8 and Windows-1252 (the first chunk may be tiny). */
const DECIDE_FROM = 64 * 1024;

/** Whether `bytes` (a file's start, maybe cut inside a character) read as UTF-8. */
function looksUtf8(bytes: Uint8Array): boolean {
  if (isAscii(bytes)) return true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, Math.max(0, bytes.length - 3)));
    return true;
  } catch {
    return false;
  }
}

/** Where the UTF-8 character cut by the end of `bytes` starts (the length when none is cut). */
function cutCharacter(bytes: Uint8Array): number {
  const end = bytes.length;
  for (let back = 1; back <= 3 && back <= end; back++) {
    const byte = bytes[end - back]!;
    if (byte < 0x80) return end;
    if (byte >= 0xc0) {
      const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return back < length ? end - back : end;
    }
  }
  return end;
}

const latin1 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

const joined = (parts: Uint8Array[]) => (parts.length === 1 ? parts[0]! : Buffer.concat(parts));

/** The chunks, the first ones joined into at least `size` bytes (or all of them). */
async function* atLeast(chunks: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Uint8Array> {
  let first: Uint8Array[] | null = [];
  let length = 0;
  for await (const chunk of chunks) {
    if (!first) yield chunk;
    else {
      first.push(chunk);
      length += chunk.length;
      if (length >= size) {
        yield joined(first);
        first = null;
      }
    }
  }
  if (first?.length) yield joined(first);
}

/**
 * The chunks as text, as one streaming TextDecoder would give it (a UTF-8 BOM dropped, a character
 * cut between chunks made whole), but faster: ASCII, most of any invoice, is copied as it is, and
 * the rest is decoded a chunk at a time with the cut character carried to the next.
 */
async function* decoded(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let utf8: boolean | null = null;
  const utf8Decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const windows1252 = new TextDecoder('windows-1252');
  let carried: Uint8Array | null = null;
  let started = false;
  for await (const chunk of atLeast(chunks, DECIDE_FROM)) {
    utf8 ??= looksUtf8(chunk);
    let text: string;
    if (utf8) {
      let bytes = chunk;
      if (carried) {
        bytes = new Uint8Array(carried.length + chunk.length);
        bytes.set(carried);
        bytes.set(chunk, carried.length);
      }
      const cut = cutCharacter(bytes);
      carried = cut < bytes.length ? bytes.slice(cut) : null;
      const whole = bytes.subarray(0, cut);
      text = isAscii(whole) ? latin1(whole) : utf8Decoder.decode(whole);
      if (!started && text) {
        started = true;
        if (text.charCodeAt(0) === BOM) text = text.slice(1);
      }
    } else {
      text = isAscii(chunk) ? latin1(chunk) : windows1252.decode(chunk);
    }
    if (text) yield text;
  }
  if (carried) {
    let text = utf8Decoder.decode(carried);
    if (!started && text.charCodeAt(0) === BOM) text = text.slice(1);
    if (text) yield text;
  }
}

/** Reads a CSV invoice arriving as `chunks`; calls `onLine` with each charge line as its row is parsed. */
export async function readInvoiceStream(
  chunks: AsyncIterable<Uint8Array>,
  onLine: (line: ChargeLine) => void,
  options: ReadOptions = {},
): Promise<InvoiceRead> {
  const taker = rowTaker(onLine, options);
  const reader = new CsvReader(taker.takeCsv);
  for await (const text of decoded(chunks)) reader.push(text);
  reader.end();
  return taker.result();
}
