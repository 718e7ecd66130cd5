/**
 * A CSV carrier invoice read as a stream (server and benchmarks only: it needs Node streams): the
 * bytes arrive in chunks, are decoded (UTF-8, or Windows-1252 when the start of the file is not
 * UTF-8, as the bulk reader decides) and parsed row by row, so memory holds one chunk and one row,
 * never the file. The layout is recognised from the first row, as for a file read whole.
 */
import { Readable } from 'node:stream';
import Papa from 'papaparse';
import type { ChargeLine } from './charge-line';
import { type InvoiceRead, rowTaker } from './read-invoice';

/** Whether `bytes` (a file's start, maybe cut inside a character) read as UTF-8. */
function looksUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, Math.max(0, bytes.length - 3)));
    return true;
  } catch {
    return false;
  }
}

async function* decoded(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let decoder: InstanceType<typeof TextDecoder> | null = null;
  for await (const chunk of chunks) {
    decoder ??= new TextDecoder(looksUtf8(chunk) ? 'utf-8' : 'windows-1252', { ignoreBOM: false });
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder?.decode();
  if (rest) yield rest;
}

/** Reads a CSV invoice arriving as `chunks`; calls `onLine` with each charge line as its row is parsed. */
export function readInvoiceStream(
  chunks: AsyncIterable<Uint8Array>,
  onLine: (line: ChargeLine) => void,
): Promise<InvoiceRead> {
  const taker = rowTaker(onLine);
  let line = 0;
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(
      Readable.from(decoded(chunks)) as never,
      {
        delimitersToGuess: [',', ';', '\t'],
        skipEmptyLines: 'greedy',
        step: (results, parser) => {
          line++;
          try {
            taker.take(results.data, line);
          } catch (error) {
            parser.abort();
            reject(error);
          }
        },
        complete: () => {
          try {
            resolve(taker.result());
          } catch (error) {
            reject(error);
          }
        },
        error: (error: Error) => reject(error),
      } as Papa.ParseConfig<string[]>,
    );
  });
}
