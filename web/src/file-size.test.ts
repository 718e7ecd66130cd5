/**
 * Files in web/src stay under about 500 lines (the house style): a file that grows past it is doing
 * several things and is split by what each part decides.
 */
import { expect, it } from 'vitest';

const MAX_LINES = 500;

const sources = import.meta.glob<string>(['./**/*.{ts,tsx,css}', '!./**/*.d.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

it('reads the source files and the styles', () => {
  expect(Object.keys(sources)).toContain('./app/router.tsx');
  expect(Object.keys(sources)).toContain('./styles/base.css');
});

it(`has no file over ${MAX_LINES} lines`, () => {
  const long = Object.entries(sources)
    .map(([path, source]) => ({ path, lines: source.split('\n').length - (source.endsWith('\n') ? 1 : 0) }))
    .filter(({ lines }) => lines > MAX_LINES);
  expect(long).toEqual([]);
});
