/**
 * The web app's layering, read from its imports: a new feature-to-feature import, an import of app/
 * from below it, a shared place importing a feature or an import cycle fails here. The first tests
 * show the checker catching each kind on a small made-up graph.
 */
import { describe, expect, it } from 'vitest';
import {
  boundaryProblems,
  findCycles,
  importGraph,
  importSpecifiers,
  resolveSpecifier,
} from './testing/import-boundaries';

describe('the import checker', () => {
  it('reads static, type-only, re-exported, side-effect and dynamic imports, not comments or strings', () => {
    // Prepare
    const source = [
      "import { a } from './a';",
      "import type { B } from '@web/b';",
      'import {',
      '  c,',
      '  d,',
      "} from '../c';",
      "export { e } from './e';",
      "export * from './f';",
      "import './g.css';",
      "const page = lazy(() => import('@web/features/h/page').then((m) => m));",
      "// import z from './z';",
      "/* import('./y') */",
      'const text = "import x from \'./x\'";',
      "const pattern = /from '.\\/w'/;",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal.
      "const tpl = `${import('./v')}`;",
    ].join('\n');

    // Act
    const specifiers = importSpecifiers(source);

    // Assess
    expect(specifiers).toEqual(['./a', '@web/b', '../c', './e', './f', './g.css', '@web/features/h/page']);
  });

  it('resolves aliases and relative paths to files, and ignores packages and assets', () => {
    // Prepare
    const files = new Set(['features/claims/api/claims.ts', 'components/money.tsx', 'config/index.ts']);

    // Act
    const resolved = [
      resolveSpecifier('features/claims/components/x.tsx', '../api/claims', files),
      resolveSpecifier('features/claims/components/x.tsx', '@web/components/money', files),
      resolveSpecifier('app/router.tsx', '@web/config', files),
      resolveSpecifier('app/router.tsx', 'react', files),
      resolveSpecifier('main.tsx', './styles.css', files),
      resolveSpecifier('app/router.tsx', '@web/config/missing', files),
    ];

    // Assess
    expect(resolved).toEqual([
      'features/claims/api/claims.ts',
      'components/money.tsx',
      'config/index.ts',
      null,
      null,
      undefined,
    ]);
  });

  it('finds a feature importing another, a shared place importing a feature or app/, and a cycle', () => {
    // Prepare
    const graph = new Map<string, string[]>([
      ['app/router.tsx', ['features/claims/pages/page.tsx', 'app/layout/root.tsx']],
      ['app/layout/root.tsx', ['app/router.tsx']],
      ['features/claims/pages/page.tsx', ['features/team/api/members.ts', 'components/money.tsx']],
      ['features/team/api/members.ts', ['app/paths.ts']],
      ['app/paths.ts', []],
      ['components/money.tsx', ['features/claims/pages/page.tsx']],
    ]);

    // Act
    const problems = boundaryProblems(graph);

    // Assess
    expect(problems).toEqual([
      'components/money.tsx -> features/claims/pages/page.tsx: components/ imports a feature',
      'cycle: app/layout/root.tsx -> app/router.tsx -> app/layout/root.tsx',
      'cycle: features/claims/pages/page.tsx -> components/money.tsx -> features/claims/pages/page.tsx',
      'features/claims/pages/page.tsx -> features/team/api/members.ts: imports another feature',
      'features/team/api/members.ts -> app/paths.ts: imports app/',
    ]);
  });

  it('finds a cycle through several files once', () => {
    // Prepare
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ]);

    // Act
    const cycles = findCycles(graph);

    // Assess
    expect(cycles).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('allows a feature to import shared places and its own files, and app/ to import features', () => {
    // Prepare
    const graph = new Map([
      ['app/router.tsx', ['features/claims/pages/page.tsx', 'config/paths.ts']],
      [
        'features/claims/pages/page.tsx',
        ['features/claims/api/claims.ts', 'api/members.ts', 'config/paths.ts'],
      ],
      ['features/claims/api/claims.ts', ['lib/api-client.ts']],
      ['api/members.ts', ['lib/api-client.ts']],
      ['config/paths.ts', []],
      ['lib/api-client.ts', []],
    ]);

    // Act
    const problems = boundaryProblems(graph);

    // Assess
    expect(problems).toEqual([]);
  });
});

describe('web/src', () => {
  const sources = new Map(
    Object.entries(
      import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.d.ts'], {
        query: '?raw',
        import: 'default',
        eager: true,
      }),
    ).map(([path, source]) => [path.replace(/^\.\//, ''), source]),
  );

  it('is read whole', () => {
    expect(sources.has('app/router.tsx')).toBe(true);
    expect(sources.has('main.tsx')).toBe(true);
  });

  it('imports only files that exist', () => {
    expect(importGraph(sources).unresolved).toEqual([]);
  });

  it('keeps its layers: no feature imports another, nothing below app/ imports it, no cycle', () => {
    expect(boundaryProblems(importGraph(sources).graph)).toEqual([]);
  });
});
