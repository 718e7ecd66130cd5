import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-names';

describe('cleanFileName', () => {
  it.each([
    ['a lone high surrogate', 'facture\ud83d.pdf', 'facture\ufffd.pdf'],
    ['a lone low surrogate', '\ude00facture.pdf', '\ufffdfacture.pdf'],
    ['NUL', 'fac\u0000ture.pdf', 'facture.pdf'],
    ['CR and LF', 'facture\r\nX-Injected: 1.pdf', 'factureX-Injected: 1.pdf'],
    ['a right-to-left override', 'invoice\u202efdp.exe', 'invoicefdp.exe'],
    ['isolates and marks', '\u2066a\u2069\u200f.csv', 'a.csv'],
    ['path separators', '../..\\etc/passwd.csv', '.._.._etc_passwd.csv'],
    ['runs of spaces and tabs', '  my \t  file .xlsx ', 'my file .xlsx'],
    ['decomposed accents (NFD, as macOS sends them)', 'Factures e\u0301te\u0301.xlsx', 'Factures été.xlsx'],
  ])('%s', (_, given, expected) => {
    expect(cleanFileName(given)).toBe(expected);
    // Whatever is left can be encoded for a download header.
    expect(() => encodeURIComponent(cleanFileName(given))).not.toThrow();
  });

  it('keeps a well-formed name, emoji included', () => {
    expect(cleanFileName('Relevé 📦 UPS.pdf')).toBe('Relevé 📦 UPS.pdf');
  });
});
