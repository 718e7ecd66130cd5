/**
 * Reads the subject and the plain-text body of a MIME message, as SES's TestRenderEmailTemplate
 * returns a rendered template: headers unfolded, encoded words (RFC 2047, B and Q) decoded, the
 * text/plain part found in a multipart message and its transfer encoding (quoted-printable,
 * base64) undone. Enough for the messages SES renders; not a general mail parser.
 */

const decoder = new TextDecoder('utf-8');

function quotedPrintable(text: string, underscoresAreSpaces = false): string {
  const source = (underscoresAreSpaces ? text.replace(/_/g, ' ') : text).replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    const hex = source.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else for (const byte of new TextEncoder().encode(char)) bytes.push(byte);
  }
  return decoder.decode(new Uint8Array(bytes));
}

const base64 = (text: string) => decoder.decode(Buffer.from(text.replace(/\s+/g, ''), 'base64'));

/** A header value with its encoded words decoded (adjacent encoded words join without space). */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? base64(text) : quotedPrintable(text, true),
    );
}

function split(part: string): { headers: Map<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = at < 0 ? part : part.slice(0, at);
  const body = at < 0 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function bodyText(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'quoted-printable') return quotedPrintable(body);
  if (encoding === 'base64') return base64(body);
  return body;
}

/** The text/plain content of a part (searching nested multiparts), or null. */
function plainText(headers: Map<string, string>, body: string): string | null {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = split(chunk.replace(/^\r?\n/, ''));
      const found = plainText(part.headers, part.body);
      if (found !== null) return found;
    }
    return null;
  }
  return /^text\/plain/i.test(type) ? bodyText(headers, body).replace(/\r\n/g, '\n').trimEnd() : null;
}

export function readMime(message: string): { subject: string; text: string } {
  const { headers, body } = split(message);
  return { subject: decodeWords(headers.get('subject') ?? ''), text: plainText(headers, body) ?? '' };
}
