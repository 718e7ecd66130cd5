import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { documentNumber } from '../billing/documents';
import { pathId, pathSlug } from './path-parameters';

const fits = (rule: typeof pathId, value: string) => safeParse(rule, value).success;

describe('path parameter rules', () => {
  it.each([
    ['a random base64url id', randomBytes(16).toString('base64url')],
    ['a base64url id starting with - or _', '-a_b'],
    ['a UUID', randomUUID()],
    ['a prefixed id', `co-${randomUUID()}`],
    ['a time-ordered id', `${Date.now().toString(16).padStart(12, '0')}${randomBytes(8).toString('hex')}`],
    ['a document number', documentNumber('F', 2026, 12)],
    ['a name', 'carrierInformation'],
    ['128 characters', 'a'.repeat(128)],
  ])('lets %s through', (_, value) => {
    expect(fits(pathId, value)).toBe(true);
  });

  it.each([
    ['nothing', ''],
    ['129 characters', 'a'.repeat(129)],
    ['2,000 characters', 'a'.repeat(2000)],
    ['a key separator', 'C#1'],
    ['a slash', 'a/b'],
    ['a leading dot', '.env'],
    ['a space', 'a b'],
    ['a control character', 'a\u0000'],
    ['a non-ASCII letter', 'é'],
  ])('refuses %s', (_, value) => {
    expect(fits(pathId, value)).toBe(false);
  });

  it('takes slugs as the pages name them', () => {
    expect(fits(pathSlug, 'maison-lumiere-2026')).toBe(true);
    for (const bad of ['Bad Slug', 'double--hyphen', '-lead', 'x'.repeat(81)])
      expect(fits(pathSlug, bad)).toBe(false);
  });
});
