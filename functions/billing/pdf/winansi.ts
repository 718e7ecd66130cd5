/**
 * The PDF draws with the 14 standard fonts, which carry no glyph outside the WinAnsi encoding:
 * pdfkit writes any other character as a broken code (garbage or nothing on screen). Customer
 * names and addresses come from sign-up forms in any script, so every text goes through
 * `toWinAnsi` first: a drawable character stays, an accented one WinAnsi lacks loses its accent
 * ("Łódź" -> "Lódz"), and anything else becomes "?".
 */

/** The WinAnsi characters outside Latin-1 (the 0x80-0x9F block), as pdfkit maps them. */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Letters without a decomposition to strip, and spaces WinAnsi lacks. */
const FALLBACKS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u2007': ' ',
  '\u2011': '-',
  '\u2010': '-',
};

/** Whether the standard fonts draw this character (one UTF-16 code unit or a pair). */
export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

function drawable(char: string): string {
  if (isWinAnsi(char) || char === '\n') return char;
  const fallback = FALLBACKS[char];
  if (fallback !== undefined) return fallback;
  if (/^\p{M}$/u.test(char)) return '';
  const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
  return bare !== '' && [...bare].every(isWinAnsi) ? bare : '?';
}

/** The text with every character the standard fonts cannot draw replaced. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) out += drawable(char);
  return out;
}
