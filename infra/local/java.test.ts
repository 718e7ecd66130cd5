import { describe, expect, it } from 'vitest';
import { javaMajorVersion } from './java';

describe('javaMajorVersion', () => {
  it.each([
    ['openjdk version "17.0.15" 2025-04-15', 17],
    ['openjdk version "21" 2023-09-19', 21],
    ['java version "1.8.0_392"', 8],
    ['no java here', null],
  ])('reads %s as %s', (output, expected) => {
    expect(javaMajorVersion(output)).toBe(expected);
  });
});
