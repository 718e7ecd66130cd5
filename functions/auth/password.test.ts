import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the password it hashed and refuses another', async () => {
    const stored = await hashPassword('Correct-Horse-42');
    expect(await verifyPassword('Correct-Horse-42', stored)).toBe(true);
    expect(await verifyPassword('correct-horse-42', stored)).toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    expect(await hashPassword('Same-Password-1')).not.toBe(await hashPassword('Same-Password-1'));
  });

  it('names its parameters and never contains the password', async () => {
    const stored = await hashPassword('Visible-Secret-9');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(stored).not.toContain('Visible-Secret-9');
  });

  it('refuses a malformed stored value', async () => {
    expect(await verifyPassword('anything', 'md5$abc')).toBe(false);
  });
});
