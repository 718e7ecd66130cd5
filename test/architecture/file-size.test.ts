/**
 * Files in functions/ and web/src stay under about 500 lines (the house style): a file that grows
 * past it is doing several things and is split by what each part decides.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, repoFiles } from '../support/layers';

const MAX_LINES = 500;

const files = repoFiles(['functions', 'web/src'], /\.(tsx?|css)$/);

it('reads the source files and the styles', () => {
  expect(files).toContain('web/src/app/router.tsx');
  expect(files).toContain('web/src/styles/base.css');
  expect(files).toContain('functions/routes.ts');
});

it(`has no file over ${MAX_LINES} lines`, () => {
  const long = files
    .map((path) => {
      const source = readFileSync(join(ROOT, path), 'utf8');
      return { path, lines: source.split('\n').length - (source.endsWith('\n') ? 1 : 0) };
    })
    .filter(({ lines }) => lines > MAX_LINES);
  expect(long).toEqual([]);
});
