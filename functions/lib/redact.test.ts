import { describe, expect, it } from 'vitest';
import { redact } from './redact';

describe('redact', () => {
  it('hides secrets at any depth and keeps everything else', () => {
    const line = redact({
      message: 'credential added',
      credential: {
        carrier: 'ups',
        username: 'shop',
        password: 'Portal-Secret-1',
        secret: { wrappedKey: 'abc', ciphertext: 'def' },
      },
      headers: { authorization: 'Bearer eyJ...', 'user-agent': 'node' },
      attempts: [{ code: '123456' }],
    });
    expect(line).toEqual({
      message: 'credential added',
      credential: { carrier: 'ups', username: 'shop', password: '[redacted]', secret: '[redacted]' },
      headers: { authorization: '[redacted]', 'user-agent': 'node' },
      attempts: [{ code: '[redacted]' }],
    });
    expect(JSON.stringify(line)).not.toContain('Portal-Secret-1');
  });

  it('leaves plain values alone', () => {
    expect(redact('text')).toBe('text');
    expect(redact(null)).toBeNull();
    expect(redact([1, 2])).toEqual([1, 2]);
  });
});
