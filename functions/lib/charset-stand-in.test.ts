/** The bundles' stand-in for iconv-lite and encoding-japanese decodes mail charsets as they do. */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { convert, decode, decodeStream, encodingExists } from './charset-stand-in';

const require = createRequire(import.meta.url);
const iconv = require('iconv-lite') as {
  encode: (text: string, charset: string) => Buffer;
  decode: (bytes: Buffer, charset: string) => string;
};
const japanese = require('encoding-japanese') as {
  convert: (data: Buffer, options: { to: string; from: string; type: string }) => string;
};

const SAMPLES: [string, string][] = [
  ['windows-1252', 'Réclamation n° 42 : colis endommagé – 125,50 €'],
  ['iso-8859-15', 'Avoir de 89,90 € pour le dossier'],
  ['iso-8859-1', 'Colis livré à Nîmes'],
  ['cp1250', 'Reklamacja przesyłki'],
  ['koi8-r', 'Претензия по посылке'],
  ['shift_jis', '荷物の請求'],
  ['euc-jp', '荷物の請求'],
  ['gbk', '包裹索赔'],
  ['big5', '包裹索賠'],
  ['euc-kr', '소포 청구'],
  ['utf-16le', 'Réclamation'],
];

describe('charset stand-in', () => {
  it.each(SAMPLES)('decodes %s as iconv-lite does', (charset, text) => {
    const bytes = iconv.encode(text, charset);
    expect(decode(bytes, charset)).toBe(iconv.decode(bytes, charset));
    expect(decode(bytes, charset)).toBe(text);
  });

  it('decodes a stream cut anywhere, even inside a character', async () => {
    const bytes = iconv.encode('荷物の請求 — Réclamation', 'shift_jis');
    const stream = decodeStream('Shift_JIS');
    const out: string[] = [];
    stream.on('data', (chunk: string) => out.push(chunk));
    for (let index = 0; index < bytes.length; index += 3) stream.write(bytes.subarray(index, index + 3));
    stream.end();
    await new Promise((resolve) => stream.on('end', resolve));
    expect(out.join('')).toBe(iconv.decode(bytes, 'shift_jis'));
  });

  it('reads ISO-2022-JP as encoding-japanese does', () => {
    const bytes = Buffer.from('\x1b$B2YJ*\x1b(B', 'latin1');
    expect(convert(bytes, { to: 'UNICODE', from: 'ISO-2022-JP', type: 'string' })).toBe(
      japanese.convert(bytes, { to: 'UNICODE', from: 'JIS', type: 'string' }),
    );
  });

  it('refuses a charset nobody knows, as iconv-lite does', () => {
    expect(encodingExists('x-unknown-42')).toBe(false);
    expect(() => decode(Buffer.from('a'), 'x-unknown-42')).toThrow(/not recognized/);
    expect(() => decodeStream('x-unknown-42')).toThrow(/not recognized/);
  });
});
