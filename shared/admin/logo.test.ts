import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { logoSchema, logoTypeOf, MAX_LOGO_BYTES } from './logo';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const bytes = (...values: number[]) => Uint8Array.from(values);

describe('a logo', () => {
  it('is known by its first bytes: PNG, JPEG and WebP, nothing else', () => {
    expect(logoTypeOf(Buffer.from(PNG, 'base64'))).toBe('image/png');
    expect(logoTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(logoTypeOf(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(logoTypeOf(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(logoTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(logoTypeOf(bytes())).toBeNull();
  });

  it('is refused when its bytes are not the type it claims, or when it is too large', () => {
    expect(safeParse(logoSchema, { contentType: 'image/png', data: PNG }).success).toBe(true);
    expect(safeParse(logoSchema, { contentType: 'image/webp', data: PNG }).success).toBe(false);
    const big = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(MAX_LOGO_BYTES)]).toString('base64');
    const refused = safeParse(logoSchema, { contentType: 'image/png', data: big });
    expect(refused.error?.issues[0]?.message).toBe('admin.logo.tooLarge');
    expect(safeParse(logoSchema, { contentType: 'image/png', data: '' }).success).toBe(false);
  });
});
