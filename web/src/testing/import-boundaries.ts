/**
 * The web app's import rules, checked from the source text: shared code -> features -> app. A
 * feature does not import another feature; nothing but app/ (and main.tsx) imports app/; shared
 * places (components, lib, api, config, i18n, testing) import no feature; and no module imports
 * itself back through a chain of others. Used by web/src/import-boundaries.test.ts.
 */

/** Module specifiers a file names: static imports and re-exports (types too) and dynamic `import()`. */
export function importSpecifiers(source: string): string[] {
  const { skeleton, strings } = skeletonOf(source);
  const patterns = [
    /(?:^|[;}\n])\s*(?:import|export)\b[^;"]*?\bfrom\s*"(\d+)"/g,
    /(?:^|[;}\n])\s*import\s*"(\d+)"/g,
    /\bimport\s*\(\s*"(\d+)"\s*\)/g,
  ];
  const found: { at: number; specifier: string }[] = [];
  for (const pattern of patterns)
    for (const match of skeleton.matchAll(pattern))
      found.push({ at: match.index, specifier: strings[Number(match[1])]! });
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.specifier);
}

const REGEX_AFTER = new Set([
  '',
  '(',
  ',',
  '=',
  ':',
  '[',
  '!',
  '&',
  '|',
  '?',
  '{',
  '}',
  ';',
  '+',
  '-',
  '*',
  '%',
  '>',
  '~',
  '^',
]);

/**
 * The source without comments, with each string literal replaced by `"<n>"` (n indexes `strings`)
 * and each template or regex literal emptied, so that text inside them is never read as an import.
 */
function skeletonOf(source: string): { skeleton: string; strings: string[] } {
  const strings: string[] = [];
  let out = '';
  let last = '';
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    const next = source[i + 1];
    if (char === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? source.length : end + 2;
      out += ' ';
    } else if (char === "'" || char === '"') {
      let value = '';
      i++;
      while (i < source.length && source[i] !== char && source[i] !== '\n') {
        if (source[i] === '\\') i++;
        value += source[i] ?? '';
        i++;
      }
      i++;
      strings.push(value);
      out += `"${strings.length - 1}"`;
      last = '"';
    } else if (char === '`') {
      i = templateEnd(source, i + 1);
      out += '``';
      last = '`';
    } else if (
      char === '/' &&
      (REGEX_AFTER.has(last) || /\b(?:return|typeof|case|do|else|in|of)$/.test(out.trimEnd()))
    ) {
      i = regexEnd(source, i + 1);
      out += '/r/';
      last = '/';
    } else {
      out += char;
      if (!/\s/.test(char)) last = char;
      i++;
    }
  }
  return { skeleton: out, strings };
}

/** Index just past the template literal whose body starts at `start` (nested `${}` skipped). */
function templateEnd(source: string, start: number): number {
  let i = start;
  while (i < source.length) {
    const char = source[i]!;
    if (char === '\\') i += 2;
    else if (char === '`') return i + 1;
    else if (char === '$' && source[i + 1] === '{') {
      let depth = 1;
      i += 2;
      while (i < source.length && depth > 0) {
        if (source[i] === '`') i = templateEnd(source, i + 1) - 1;
        else if (source[i] === '{') depth++;
        else if (source[i] === '}') depth--;
        i++;
      }
    } else i++;
  }
  return i;
}

/** Index just past the regex literal whose body starts at `start` (a `/` in a class does not end it). */
function regexEnd(source: string, start: number): number {
  let i = start;
  let inClass = false;
  while (i < source.length && source[i] !== '\n') {
    const char = source[i]!;
    if (char === '\\') i++;
    else if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    else if (char === '/' && !inClass) {
      i++;
      while (i < source.length && /[a-z]/i.test(source[i]!)) i++;
      return i;
    }
    i++;
  }
  return i;
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file among `files` that a module path without its extension names (`a/b` is `a/b.ts`...). */
export function withExtension(base: string, files: ReadonlySet<string>): string | undefined {
  for (const extension of EXTENSIONS) if (files.has(base + extension)) return base + extension;
  return undefined;
}

/**
 * The file (a path relative to web/src, like `features/claims/api/claims.ts`) that a specifier in
 * `from` names, among `files`; null for a package or @shared, undefined when it names a web file
 * that does not exist.
 */
export function resolveSpecifier(
  from: string,
  specifier: string,
  files: ReadonlySet<string>,
): string | null | undefined {
  const bare = specifier.replace(/\?.*$/, '');
  let base: string;
  if (bare.startsWith('@web/')) base = bare.slice('@web/'.length);
  else if (bare.startsWith('./') || bare.startsWith('../')) base = joinPath(dirname(from), bare);
  else return null;
  const found = withExtension(base, files);
  if (found) return found;
  // Styles, images and other assets are not modules of the graph.
  return /\.(?:css|svg|png|jpe?g|webp|json|txt|woff2?)$/.test(base) ? null : undefined;
}

export const dirname = (path: string) => path.split('/').slice(0, -1).join('/');

export function joinPath(directory: string, relative: string): string {
  const parts = directory ? directory.split('/') : [];
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** Where a file sits: `app`, `feature:<name>`, a shared place (`components`, `lib`...) or `root`. */
export function placeOf(file: string): string {
  const [top, second] = file.split('/');
  if (top === 'features' && second) return `feature:${second}`;
  return file.includes('/') ? top! : 'root';
}

const SHARED = new Set(['components', 'lib', 'api', 'config', 'i18n', 'testing']);

/** Why an import from `from` to `to` breaks the layering, or null when it is allowed. */
export function crossing(from: string, to: string): string | null {
  const source = placeOf(from);
  const target = placeOf(to);
  if (target === 'app' && source !== 'app' && source !== 'root') return 'imports app/';
  if (source.startsWith('feature:') && target.startsWith('feature:') && source !== target)
    return 'imports another feature';
  if (SHARED.has(source) && target.startsWith('feature:')) return `${source}/ imports a feature`;
  return null;
}

export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** The graph of web files: each file (relative to web/src) and the web files it imports. */
export function importGraph(sources: ReadonlyMap<string, string>): {
  graph: ImportGraph;
  unresolved: string[];
} {
  const files = new Set(sources.keys());
  const graph = new Map<string, string[]>();
  const unresolved: string[] = [];
  for (const [file, source] of sources) {
    const targets: string[] = [];
    for (const specifier of importSpecifiers(source)) {
      const target = resolveSpecifier(file, specifier, files);
      if (target === undefined) unresolved.push(`${file}: '${specifier}' names no file`);
      else if (target !== null && !targets.includes(target)) targets.push(target);
    }
    graph.set(file, targets);
  }
  return { graph, unresolved };
}

/** Each cycle once, as the chain of files that leads back to its first one (a DFS's back edges). */
export function findCycles(graph: ImportGraph): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles = new Map<string, string[]>();
  function visit(file: string) {
    state.set(file, 'open');
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === 'open') {
        const cycle = stack.slice(stack.indexOf(target));
        cycles.set([...cycle].sort().join(' '), [...cycle, target]);
      } else if (!state.has(target) && graph.has(target)) visit(target);
    }
    stack.pop();
    state.set(file, 'done');
  }
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return [...cycles.values()];
}

/** Every broken rule in the graph, one line each: crossings first, then cycles. */
export function boundaryProblems(graph: ImportGraph): string[] {
  const problems: string[] = [];
  for (const [file, targets] of graph)
    for (const target of targets) {
      const why = crossing(file, target);
      if (why) problems.push(`${file} -> ${target}: ${why}`);
    }
  for (const cycle of findCycles(graph)) problems.push(`cycle: ${cycle.join(' -> ')}`);
  return problems.sort();
}
