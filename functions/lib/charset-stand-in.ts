/**
 * Stands in for `iconv-lite` and `encoding-japanese` in the inbound mail function's bundle
 * (INBOUND_MAIL_STAND_INS, infra/constructs/inbound-mail.ts, aliases both here). mailparser and libmime use them to decode a mail's legacy
 * charsets; two copies of iconv-lite's tables and encoding-japanese's weigh about 1.5 MB bundled,
 * which put the inbound mail function past the 1 MB a bundle may weigh (QUALITY.md). Node's own
 * TextDecoder (full ICU, in the Lambda runtime too) decodes the same charsets: Windows and ISO
 * code pages, KOI8, Shift_JIS, EUC-JP, ISO-2022-JP, GBK, GB18030, Big5, EUC-KR, UTF-16. Only the
 * calls those libraries make are here; the local runtime (tsx) keeps the real packages, and the
 * unit test holds the two to the same output.
 */
import { Transform } from 'node:stream';
import { TextDecoder } from 'node:util';

/** The decoder of a charset as mail headers name it, or null when the runtime knows no such charset. */
function decoderFor(charset: string): TextDecoder | null {
  const name = charset.trim().toLowerCase();
  const label = /^(?:jis|iso-?2022-?jp)/.test(name)
    ? 'iso-2022-jp'
    : /^euc-?jp/.test(name)
      ? 'euc-jp'
      : name.replace(/^cp-?(\d{3,4})$/, (_, page: string) =>
          page.startsWith('125') ? `windows-${page}` : `cp${page}`,
        );
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

// iconv-lite's calls.

/** Decodes a whole buffer; an unknown charset throws, as iconv-lite does (libmime then reads UTF-8). */
export function decode(buffer: Uint8Array, charset: string): string {
  const decoder = decoderFor(charset);
  if (!decoder) throw new Error(`Encoding not recognized: '${charset}'`);
  return decoder.decode(buffer);
}

export const encodingExists = (charset: string) => decoderFor(charset) !== null;

/** A stream of bytes in, strings out (mailparser's text parts); an unknown charset throws at once. */
export function decodeStream(charset: string): Transform {
  const decoder = decoderFor(charset);
  if (!decoder) throw new Error(`Encoding not recognized: '${charset}'`);
  return new Transform({
    decodeStrings: true,
    encoding: 'utf8',
    transform(chunk: Buffer, _encoding, done) {
      const text = decoder.decode(chunk, { stream: true });
      done(null, text || undefined);
    },
    flush(done) {
      const rest = decoder.decode();
      done(null, rest || undefined);
    },
  });
}

/** Only UTF-8 (and Latin-1) is ever encoded by those libraries on the way in. */
export function encode(text: string, charset: string): Buffer {
  const name = charset.trim().toLowerCase();
  if (name === 'latin1' || name === 'iso-8859-1' || name === 'binary') return Buffer.from(text, 'latin1');
  return Buffer.from(text, 'utf8');
}

// encoding-japanese's one call: Japanese bytes to a string.

export function convert(
  data: Uint8Array | number[],
  options: { from: string; to: string; type?: string },
): string {
  const decoder = decoderFor(options.from) ?? new TextDecoder('utf-8');
  return decoder.decode(Uint8Array.from(data));
}

export default { decode, decodeStream, encodingExists, encode, convert };
