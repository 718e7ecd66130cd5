/**
 * A case study's logo (issue 22): a small PNG, JPEG or WebP image kept with the study and served
 * inline (a data: URL), so the public site's pages need no other request and work without
 * JavaScript. Its type is read from its first bytes, never taken from the browser's word; SVG is
 * refused (it can carry script).
 */
import * as z from 'zod/mini';

/** The largest logo kept: a logo is a few kilobytes; inline, every byte is on the page. */
export const MAX_LOGO_BYTES = 64 * 1024;

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/** The image type of these bytes, from their signature (null: none we keep). */
export function logoTypeOf(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a base64 text (atob: in browsers and in Node alike). */
export function base64Bytes(data: string): Uint8Array {
  return Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
}

/** Whether the text is base64 of a logo of the type it claims, within the size. */
function isLogo(logo: { contentType: string; data: string }): boolean {
  if (!BASE64.test(logo.data) || logo.data.length % 4 !== 0) return false;
  const bytes = base64Bytes(logo.data);
  return bytes.length > 0 && bytes.length <= MAX_LOGO_BYTES && logoTypeOf(bytes) === logo.contentType;
}

export const logoSchema = z
  .strictObject({
    contentType: z.enum(LOGO_TYPES, { error: 'admin.logo.wrongType' }),
    data: z.string().check(z.maxLength(Math.ceil(MAX_LOGO_BYTES / 3) * 4, { error: 'admin.logo.tooLarge' })),
  })
  .check(z.refine(isLogo, { error: 'admin.logo.wrongType' }));
export type Logo = z.infer<typeof logoSchema>;

/** The logo as an image's source. */
export const logoSource = (logo: Logo) => `data:${logo.contentType};base64,${logo.data}`;
