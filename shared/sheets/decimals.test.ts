import { describe, expect, it } from 'vitest';
import { readDecimal } from './decimals';

describe('decimals', () => {
  it('read decimals as merchants write them', () => {
    expect(readDecimal('12.50')).toBe(12.5);
    expect(readDecimal('12,50')).toBe(12.5);
    expect(readDecimal('1 234,56')).toBe(1234.56);
    expect(readDecimal('1.234,56')).toBe(1234.56);
    expect(readDecimal('1,234.56')).toBe(1234.56);
    expect(readDecimal('1,234,567')).toBe(1234567);
    expect(readDecimal(',5')).toBe(0.5);
    expect(readDecimal('1.2.3,4,5')).toBeNull();
    expect(readDecimal('abc')).toBeNull();
  });
});
