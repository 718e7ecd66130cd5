/**
 * File names as people's systems send them, made safe to keep, show and download (issue 17, item
 * 6). A name is text a person reads: a lone UTF-16 surrogate (a name cut in the middle of an emoji)
 * becomes U+FFFD, so it can be encoded again; control characters (NUL, CR, LF...) go, so a name
 * cannot split a header or a log line; direction overrides go, so `invoice\u202Efdp.exe` cannot pass
 * for a PDF; path separators become `_`; runs of spaces become one; the result is NFC.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Control characters (C0, DEL, C1: NUL, CR, LF...). */
const CONTROL = /\p{Cc}/gu;
const DIRECTION = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const SEPARATOR = /[/\\]/g;

export function cleanFileName(name: string): string {
  return name
    .replace(LONE_SURROGATE, '\ufffd')
    .normalize('NFC')
    .replace(CONTROL, '')
    .replace(DIRECTION, '')
    .replace(SEPARATOR, '_')
    .replace(/\s+/g, ' ')
    .trim();
}
