/**
 * Test kit: the repository's layers as its imports draw them (read with the web app's own reader,
 * web/src/testing/import-boundaries), for test/architecture/layers.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, normalize, relative } from 'node:path';
import { importSpecifiers } from '../../web/src/testing/import-boundaries';

export const ROOT = join(import.meta.dirname, '../..');
const ALIASES: Record<string, string> = {
  '@shared/': 'shared/',
  '@functions/': 'functions/',
  '@infra/': 'infra/',
  '@web/': 'web/src/',
};
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const LAYERS = ['shared', 'functions', 'infra', 'web', 'test', 'bench'] as const;
type Layer = (typeof LAYERS)[number];

/** What each layer may import besides itself. */
const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  shared: [],
  functions: ['shared'],
  web: ['shared'],
  infra: ['functions', 'shared'],
  test: ['shared', 'functions', 'infra', 'web'],
  bench: ['shared', 'functions', 'infra', 'web', 'test'],
};

const isTestFile = (file: string) => /\.(test|spec)\.tsx?$/.test(file);

/** The files below the folders `tops` whose names match `pattern`, relative to the repository. */
export function repoFiles(tops: readonly string[], pattern: RegExp): string[] {
  return tops.flatMap((top) =>
    readdirSync(join(ROOT, top), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && pattern.test(entry.name))
      .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/')),
  );
}

/** Every TypeScript file of the layers (declaration files aside), relative to the repository. */
const sourceFiles = () =>
  repoFiles(['shared', 'functions', 'infra', 'web/src', 'test', 'bench'], /(?<!\.d)\.tsx?$/);

/** The repository file a specifier names (null: a package), or undefined when it names none. */
export function resolveInRepo(from: string, specifier: string, files: ReadonlySet<string>) {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  let base: string;
  if (alias) base = ALIASES[alias] + specifier.slice(alias.length);
  else if (specifier.startsWith('.'))
    base = normalize(join(from, '..', specifier))
      .split('\\')
      .join('/');
  else return null;
  base = base.replace(/\?.*$/, '');
  // A package's file named by its path (pdfkit's browser build): a package, not a file of ours.
  if (base.startsWith('node_modules/')) return null;
  for (const extension of EXTENSIONS) if (files.has(base + extension)) return base + extension;
  return /\.(?:css|svg|png|json|txt)$/.test(base) ? null : undefined;
}

const layerOf = (file: string): Layer => file.split('/')[0] as Layer;

/** Why an import from `from` of `target` (a file, or a package name) breaks the layering, or null. */
export function layerCrossing(from: string, target: string, isPackage: boolean): string | null {
  if (isPackage) {
    if (!isTestFile(from) && !/^(test|bench)\//.test(from) && /^(vitest|@playwright\/test)\b/.test(target))
      return 'production code imports a test runner';
    return null;
  }
  const source = layerOf(from);
  const layer = layerOf(target);
  // A test anywhere may use the test kits (test/support).
  if (layer === 'test' && isTestFile(from)) return null;
  if (source !== layer && !MAY_IMPORT[source].includes(layer)) return `${source}/ imports ${layer}/`;
  if (
    from.startsWith('shared/sheets/') &&
    target.startsWith('shared/') &&
    !target.startsWith('shared/sheets/')
  )
    return 'the spreadsheet readers depend on no domain';
  if (from.startsWith('shared/audit/') && target.startsWith('shared/bulk/'))
    return 'the audit reads spreadsheets through shared/bulk (use shared/sheets)';
  return null;
}

export function readRepository() {
  const files = sourceFiles();
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  const problems: string[] = [];
  for (const file of files) {
    const targets: string[] = [];
    for (const specifier of importSpecifiers(readFileSync(join(ROOT, file), 'utf8'))) {
      const target = resolveInRepo(file, specifier, known);
      if (target === undefined) {
        problems.push(`${file}: '${specifier}' names no file`);
        continue;
      }
      const why = layerCrossing(file, target ?? specifier, target === null);
      if (why) problems.push(`${file} -> ${target ?? specifier}: ${why}`);
      if (target && !targets.includes(target)) targets.push(target);
    }
    graph.set(file, targets);
  }
  return { files, graph, problems };
}
