/**
 * A MIME message with a calendar invitation, composed by hand (sent by ./calendar-mail.ts):
 *
 *   multipart/mixed
 *     multipart/alternative: text/plain, text/html, text/calendar; method=REQUEST|CANCEL
 *     application/ics attachment `invite.ics` (the same text, for clients that show files only)
 *
 * Every part is UTF-8 in base64 (lines of 76); header values outside ASCII are RFC 2047 encoded
 * words; a CR or LF in a header value is taken out (no header can be added through one).
 */
import { randomBytes } from 'node:crypto';
import type { Mail } from './templates';

export interface CalendarPart {
  method: 'REQUEST' | 'CANCEL';
  /** The .ics text (shared/site/ics.ts), CRLF line ends. */
  text: string;
}

const CRLF = '\r\n';

/** Base64 in lines of 76 characters (RFC 2045). */
const base64Lines = (text: string) =>
  (
    Buffer.from(text, 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join(CRLF);

/**
 * A header value: as it is when it is printable ASCII, else UTF-8 encoded words of at most 45
 * bytes each (60 characters once encoded), folded onto continuation lines; never split inside a character.
 */
export function headerValue(value: string): string {
  const clean = value.replace(/[\r\n]+/g, ' ');
  if (/^[\x20-\x7e]*$/.test(clean)) return clean;
  const words: string[] = [];
  let chunk = '';
  for (const char of clean) {
    if (Buffer.byteLength(chunk + char, 'utf8') > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word, 'utf8').toString('base64')}?=`).join(`${CRLF} `);
}

/** An address header: `Name <address>` with the name encoded when it needs it. */
function addressValue(value: string): string {
  const named = /^(.*?)\s*<([^<>]+)>$/.exec(value.trim());
  if (!named) return value.trim();
  const name = named[1]!.replace(/^"|"$/g, '');
  return name
    ? `${/^[\x20-\x7e]*$/.test(name) ? `"${name.replace(/["\\]/g, '')}"` : headerValue(name)} <${named[2]}>`
    : `<${named[2]}>`;
}

const part = (type: string, body: string, extra: string[] = []) =>
  [`Content-Type: ${type}`, 'Content-Transfer-Encoding: base64', ...extra, '', base64Lines(body)].join(CRLF);

const multipart = (type: string, boundary: string, parts: string[]) =>
  [
    `Content-Type: ${type}; boundary="${boundary}"`,
    '',
    ...parts.map((body) => `--${boundary}${CRLF}${body}`),
    `--${boundary}--`,
    '',
  ].join(CRLF);

/** The whole MIME message. */
export function calendarMessage(
  from: string,
  to: string,
  mail: Mail,
  calendar: CalendarPart,
  options: { replyTo?: string; date?: Date } = {},
): string {
  const boundary = (kind: string) => `=_${kind}_${randomBytes(12).toString('hex')}`;
  const alternative = multipart('multipart/alternative', boundary('alt'), [
    part('text/plain; charset=UTF-8', mail.text),
    part('text/html; charset=UTF-8', mail.html),
    part(`text/calendar; charset=UTF-8; method=${calendar.method}`, calendar.text),
  ]);
  const attachment = part('application/ics; name="invite.ics"', calendar.text, [
    'Content-Disposition: attachment; filename="invite.ics"',
  ]);
  const headers = [
    `From: ${addressValue(from)}`,
    `To: ${addressValue(to)}`,
    ...(options.replyTo ? [`Reply-To: ${addressValue(options.replyTo)}`] : []),
    `Subject: ${headerValue(mail.subject)}`,
    `Date: ${(options.date ?? new Date()).toUTCString().replace('GMT', '+0000')}`,
    'MIME-Version: 1.0',
  ];
  return `${headers.join(CRLF)}${CRLF}${multipart('multipart/mixed', boundary('mix'), [alternative, attachment])}`;
}
