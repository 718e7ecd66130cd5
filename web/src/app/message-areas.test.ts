/**
 * Every message a page can show is in an area loaded before it shows (issue 25): the app's entry
 * shows only the entry areas, each layout only those and its own, each page only those and the
 * areas its line in router.tsx names; and a line names no area its page does not show. Read from
 * the source (web/src/testing/message-areas.ts); the first tests show the reader on made-up code.
 */
import { ENTRY_AREAS } from '@web/i18n/areas';
import { enAreas } from '@web/i18n/en';
import { areasShownFrom, messageUses, runtimeSpecifiers } from '@web/testing/message-areas';
import { describe, expect, it } from 'vitest';
import { LAYOUT_AREAS, pageRoutes } from './router';

const areaOf = new Map(
  Object.entries(enAreas).flatMap(([area, messages]) =>
    Object.keys(messages).map((key) => [key, area] as const),
  ),
);

describe('the message reader', () => {
  it('finds keys in string literals and key prefixes in templates, nothing else', () => {
    // Prepare
    const keys = new Set(['claims.state.open', 'claims.state.closed', 'page.home']);
    const source = [
      "const title = 'page.home';",
      '<FormattedMessage id="claims.state.open" />',
      `const label = intl.formatMessage({ id: \`claims.state.\${state}\` });`,
      "const path = 'claims.csv';",
      `const file = \`lines.\${index}\`;`,
    ].join('\n');

    // Act
    const uses = messageUses(source, keys);

    // Assess
    expect(uses.keys.sort()).toEqual(['claims.state.open', 'page.home']);
    expect(uses.prefixes.sort()).toEqual(['claims.state.', 'lines.']);
  });

  it('follows runtime imports only, up to the stops', () => {
    // Prepare
    const areas = new Map([
      ['a.one', 'alpha'],
      ['b.one', 'beta'],
      ['c.one', 'gamma'],
      ['d.one', 'delta'],
    ]);
    const sources = new Map([
      [
        'web/src/root.tsx',
        "import { x } from './x';\nimport type { T } from './typed';\nconst p = () => import('./other-page');",
      ],
      ['web/src/x.ts', "export const x = 'a.one';"],
      ['web/src/typed.ts', "export const t = 'b.one';"],
      ['web/src/other-page.tsx', "export default 'c.one';"],
      ['shared/y.ts', "export const y = 'd.one';"],
    ]);
    sources.set('web/src/x.ts', `${sources.get('web/src/x.ts')}\nimport { y } from '@shared/y';`);

    // Act
    const shown = areasShownFrom('web/src/root.tsx', sources, new Set(['web/src/other-page.tsx']), areas);

    // Assess
    expect([...shown.keys()].sort()).toEqual(['alpha', 'delta']);
    expect(runtimeSpecifiers("import type { A } from './a';\nimport { b } from './b';")).toEqual(['./b']);
  });
});

describe('the app', () => {
  const sources = new Map([
    ...Object.entries(
      import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/*.d.ts'], {
        query: '?raw',
        import: 'default',
        eager: true,
      }),
    ).map(
      ([path, source]) =>
        [path.replace(/^\.\//, 'web/src/app/').replace(/^\.\.\//, 'web/src/'), source] as const,
    ),
    ...Object.entries(
      import.meta.glob<string>(['../../../shared/**/*.ts', '!../../../shared/**/*.test.ts'], {
        query: '?raw',
        import: 'default',
        eager: true,
      }),
    ).map(([path, source]) => [path.replace(/^(\.\.\/)+/, ''), source] as const),
  ]);
  const router = sources.get('web/src/app/router.tsx')!;
  const moduleOf = (specifier: string) => {
    const base = specifier.replace(/^@web\//, 'web/src/').replace(/^\.\//, 'web/src/app/');
    return [`${base}.tsx`, `${base}.ts`].find((file) => sources.has(file))!;
  };
  // Each lazily loaded route module, from the router's `import()`s: the pages, the layouts, the guards.
  const routeModules = [...router.matchAll(/import\('([^']+)'\)/g)].map((match) => moduleOf(match[1]!));
  const pageModule = (name: string) =>
    moduleOf(new RegExp(`name: '${name}',[^\\n]*import\\('([^']+)'\\)`).exec(router)![1]!);
  const catalogs = [...sources.keys()].filter((file) => /^web\/src\/i18n\/(en|fr|site)(\/|\.ts)/.test(file));
  const stops = new Set([...routeModules, ...catalogs]);
  const shown = (root: string) => areasShownFrom(root, sources, stops, areaOf);
  const beyond = (areas: Map<string, string>, allowed: readonly string[]) =>
    [...areas].filter(([area]) => !allowed.includes(area)).map(([area, file]) => `${area} (${file})`);

  it('reads the router and the shared code', () => {
    expect(routeModules.length).toBeGreaterThan(pageRoutes.length);
    expect(sources.has('shared/platform/errors.ts')).toBe(true);
    expect(pageRoutes.every((page) => pageModule(page.name))).toBe(true);
  });

  it('shows only the entry areas before a route has loaded', () => {
    expect(beyond(shown('web/src/main.tsx'), ENTRY_AREAS)).toEqual([]);
  });

  it('shows in the app layout only the areas it loads (the public layout is in the entry)', () => {
    expect(beyond(shown('web/src/app/layout/app-layout.tsx'), [...ENTRY_AREAS, ...LAYOUT_AREAS.app])).toEqual(
      [],
    );
  });

  it.each(pageRoutes.map((page) => [page.name, page] as const))(
    'shows on %s only the areas its route loads, and loads none it does not show',
    (_, page) => {
      const needs = shown(pageModule(page.name));
      if (
        page.name === 'investigationDetails' ||
        page.name === 'actionRequired' ||
        page.name === 'startInvestigation'
      )
        for (const [area, file] of shown('web/src/app/routes/require-carrier.tsx')) needs.set(area, file);
      const loads = [...ENTRY_AREAS, ...LAYOUT_AREAS[page.layout], ...page.areas];
      expect(beyond(needs, loads)).toEqual([]);
      expect(page.areas.filter((area) => !needs.has(area))).toEqual([]);
    },
  );
});
