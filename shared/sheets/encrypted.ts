/**
 * A password-protected workbook, told from its bytes. Excel encrypts a workbook (XLSX, and any file
 * saved with a password to open it) into an OLE compound document holding an 'EncryptionInfo' and
 * an 'EncryptedPackage' stream (MS-OFFCRYPTO 2.3.4.4): whatever the file's name says, it is no ZIP.
 * No dependency: the upload's check runs where the spreadsheet readers are not bundled.
 */

/** An OLE compound document's signature (MS-CFB 2.2). */
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** The header's 512 bytes; directory entries of 128 bytes lie in sectors after it. */
const HEADER = 512;
const ENTRY = 128;

const utf16 = (name: string) => Array.from(name, (char) => [char.charCodeAt(0), 0]).flat();
const STREAMS = ['EncryptedPackage', 'EncryptionInfo'].map(utf16);

/** Whether a directory entry at `at` names `name` (UTF-16LE, its length with the final NUL at +64). */
function names(bytes: Uint8Array, at: number, name: number[]): boolean {
  if ((bytes[at + 64]! | (bytes[at + 65]! << 8)) !== name.length + 2) return false;
  return name.every((byte, index) => bytes[at + index] === byte);
}

/** Whether `bytes` are a compound document with an encrypted package's streams. */
export function isEncryptedWorkbook(bytes: Uint8Array): boolean {
  if (bytes.length < HEADER + ENTRY || CFB_MAGIC.some((byte, index) => bytes[index] !== byte)) return false;
  for (let at = HEADER; at + ENTRY <= bytes.length; at += ENTRY)
    if (STREAMS.some((name) => names(bytes, at, name))) return true;
  return false;
}
