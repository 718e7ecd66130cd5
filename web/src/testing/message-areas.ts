/**
 * Which areas of the catalog each part of the app can show, read from the source: a module shows
 * the keys it names (a string literal equal to a key) and every key under a prefix it builds
 * (`claims.state.${state}`), and the keys of every module it imports, up to the next lazily loaded
 * route (a route's own areas) and never into the catalogs themselves. Used by
 * web/src/app/message-areas.test.ts; the first tests there show it on made-up sources.
 */
import { dirname, importSpecifiers, joinPath, withExtension } from './import-boundaries';

/** Keys and key prefixes a source names. Comments count too: a false alarm costs an area, not a raw key. */
export function messageUses(
  source: string,
  keys: ReadonlySet<string>,
): { keys: string[]; prefixes: string[] } {
  const named = new Set<string>();
  for (const match of source.matchAll(/(['"])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g))
    if (keys.has(match[2]!)) named.add(match[2]!);
  const prefixes = new Set<string>();
  for (const match of source.matchAll(/`([A-Za-z][\w-]*(?:\.[\w-]+)*\.)\$\{/g)) prefixes.add(match[1]!);
  return { keys: [...named], prefixes: [...prefixes] };
}

/** The runtime imports of a source: type-only imports and re-exports load nothing. */
export function runtimeSpecifiers(source: string): string[] {
  return importSpecifiers(source.replace(/(?:^|\n)\s*(?:import|export)\s+type\s[^;]*;/g, '\n'));
}

/** The repository file (`web/src/...` or `shared/...`) a specifier in `from` names, or null. */
export function resolveModule(from: string, specifier: string, files: ReadonlySet<string>): string | null {
  let base: string;
  if (specifier.startsWith('@web/')) base = `web/src/${specifier.slice('@web/'.length)}`;
  else if (specifier.startsWith('@shared/')) base = `shared/${specifier.slice('@shared/'.length)}`;
  else if (specifier.startsWith('./') || specifier.startsWith('../'))
    base = joinPath(dirname(from), specifier);
  else return null;
  return withExtension(base, files) ?? null;
}

/** The areas the keys and prefixes need (a prefix that starts no key is not a message: skipped). */
export function areasOf(uses: { keys: string[]; prefixes: string[] }, areaOf: ReadonlyMap<string, string>) {
  const areas = new Set<string>();
  for (const key of uses.keys) areas.add(areaOf.get(key)!);
  for (const prefix of uses.prefixes)
    for (const [key, area] of areaOf) if (key.startsWith(prefix)) areas.add(area);
  return areas;
}

/**
 * For a root module: the areas its code can show, with the module that names each first (for the
 * failure message). The walk follows static and dynamic imports, stops at `stops` (other routes'
 * roots, the catalogs) and reads each module once.
 */
export function areasShownFrom(
  root: string,
  sources: ReadonlyMap<string, string>,
  stops: ReadonlySet<string>,
  areaOf: ReadonlyMap<string, string>,
): Map<string, string> {
  const keys = new Set(areaOf.keys());
  const files = new Set(sources.keys());
  const shown = new Map<string, string>();
  const seen = new Set<string>([root]);
  const queue = [root];
  while (queue.length) {
    const file = queue.shift()!;
    const source = sources.get(file) ?? '';
    for (const area of areasOf(messageUses(source, keys), areaOf))
      if (!shown.has(area)) shown.set(area, file);
    for (const specifier of runtimeSpecifiers(source)) {
      const target = resolveModule(file, specifier, files);
      if (target && !seen.has(target) && !stops.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return shown;
}
