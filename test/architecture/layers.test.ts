/**
 * The repository's layers, read from its imports (the same reader as the web app's own check,
 * web/src/import-boundaries.test.ts): shared <- functions <- infra, shared <- web; shared/audit
 * reads spreadsheets through shared/sheets, never through shared/bulk; no production file imports
 * a test runner or a test kit; functions/ and shared/ have no import cycle. A new crossing fails
 * here with the file and the import that made it.
 */
import { describe, expect, it } from 'vitest';
import { findCycles } from '../../web/src/testing/import-boundaries';
import { layerCrossing, readRepository, resolveInRepo } from '../support/layers';

describe('the layer checker', () => {
  it('refuses the crossings it is for', () => {
    expect(layerCrossing('shared/claims/x.ts', 'functions/lib/env.ts', false)).toBe(
      'shared/ imports functions/',
    );
    expect(layerCrossing('functions/claims/x.ts', 'infra/table.ts', false)).toBe('functions/ imports infra/');
    expect(layerCrossing('web/src/a.ts', 'functions/routes.ts', false)).toBe('web/ imports functions/');
    expect(layerCrossing('shared/audit/read.ts', 'shared/bulk/parse.ts', false)).toMatch(/shared\/sheets/);
    expect(layerCrossing('shared/audit/rules/kit.ts', 'vitest', true)).toMatch(/test runner/);
    expect(layerCrossing('shared/sheets/read-sheet.ts', 'shared/bulk/columns.ts', false)).toMatch(
      /no domain/,
    );
    expect(layerCrossing('functions/a.ts', 'test/support/http.ts', false)).toMatch(
      /functions\/ imports test/,
    );
  });

  it('allows what the layers are for', () => {
    expect(layerCrossing('functions/claims/x.ts', 'shared/claims/schema.ts', false)).toBeNull();
    expect(layerCrossing('infra/stack.ts', 'functions/routes.ts', false)).toBeNull();
    expect(layerCrossing('shared/audit/rules/x.test.ts', 'vitest', true)).toBeNull();
    expect(layerCrossing('test/integration/a.test.ts', 'web/src/i18n/en.ts', false)).toBeNull();
    expect(layerCrossing('shared/sheets/csv.test.ts', 'test/support/random.ts', false)).toBeNull();
    expect(resolveInRepo('functions/claims/a.ts', './b', new Set(['functions/claims/b.ts']))).toBe(
      'functions/claims/b.ts',
    );
    expect(resolveInRepo('functions/claims/a.ts', '@shared/x', new Set(['shared/x/index.ts']))).toBe(
      'shared/x/index.ts',
    );
  });
});

describe('the repository', () => {
  const { files, graph, problems } = readRepository();

  it('is read whole', () => {
    expect(files).toContain('functions/routes.ts');
    expect(files).toContain('shared/claims/schema.ts');
    expect(files).toContain('web/src/main.tsx');
  });

  it('keeps its layers', () => {
    expect(problems).toEqual([]);
  });

  it('has no import cycle in functions/ or shared/', () => {
    const back = new Map([...graph].filter(([file]) => /^(functions|shared)\//.test(file)));
    expect(findCycles(back).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});
