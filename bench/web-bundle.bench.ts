/**
 * The JavaScript each first page loads, gzipped (QUALITY.md budgets: a public page 50 KB, the
 * login page 100 KB): for every prerendered site page (the login page is one), its script, the
 * islands its markup names and their static imports, read from Vite's manifest; what the
 * signed-in app loads before its first page (the entry and its imports); and what each signed-in
 * page loads on a first visit (the entry, the app layout's chunk and the page's chunk, with their
 * static imports, and the catalog areas they load; pages and areas from web/src/app/router.tsx).
 */
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST ?? 'web/dist';

interface ManifestEntry {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

const gzipped = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function withStaticImports(manifest: Record<string, ManifestEntry>, keys: string[]): Set<string> {
  const files = new Set<string>();
  const queue = [...keys];
  while (queue.length) {
    const entry = manifest[queue.shift()!];
    if (!entry || files.has(entry.file)) continue;
    files.add(entry.file);
    queue.push(...(entry.imports ?? []));
  }
  return files;
}

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : pages(path);
    return name === 'index.html' && dir !== dist ? [path] : [];
  });
}

/**
 * The signed-in pages of the router's table: name, the manifest key of the module it loads and
 * those of the English catalog areas it loads with it (its own and the app layout's).
 */
function appPages(): { name: string; keys: Record<'en' | 'fr', string[]> }[] {
  const router = readFileSync('web/src/app/router.tsx', 'utf8');
  const names = (list: string) => [...list.matchAll(/'(\w+)'/g)].map(([, area]) => area!);
  const layout = names(/app: \[([^\]]*)\]/.exec(router)?.[1] ?? '');
  // French loads all its areas, the entry's `common` and `errors` too (English ships with the app).
  const areaKeys = (language: 'en' | 'fr', areas: string[]) =>
    [...(language === 'fr' ? ['common', 'errors'] : []), ...layout, ...areas].map(
      (area) => `src/i18n/${language}/${area}.ts`,
    );
  const line = /\{ name: '(\w+)',[^\n]*layout: 'app',[^\n]*areas: \[([^\]]*)\][^\n]*import\('([^']+)'\)/g;
  return [...router.matchAll(line)].map(([, name, areas, module]) => {
    const page = `${module!.replace(/^@web\//, 'src/').replace(/^\.\//, 'src/app/')}.tsx`;
    return {
      name: name!,
      keys: { en: [page, ...areaKeys('en', names(areas!))], fr: [page, ...areaKeys('fr', names(areas!))] },
    };
  });
}

export async function run() {
  execSync('npm run build:web', { stdio: 'ignore' });
  measure();
}

/** Prints the figures for the build in `dist` (`npx tsx -e` can call it on a build made elsewhere). */
export function measure() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  const total = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzipped(file), 0);

  const rows = pages(dist).map((html) => {
    const markup = readFileSync(html, 'utf8');
    const path = `/${relative(dist, html).replace(/\/?index\.html$/, '')}`;
    const islands = [...markup.matchAll(/data-island="([\w-]+)"/g)].map(
      (match) => `src/site/islands/${match[1]}.ts`,
    );
    const keys = markup.includes('<script type="module"') ? ['src/site/client.ts', ...islands] : [];
    return { path, bytes: total(withStaticImports(manifest, keys)) };
  });
  for (const row of rows.sort((a, b) => a.path.localeCompare(b.path)))
    process.stdout.write(`  ${row.path.padEnd(26)} ${kb(row.bytes).padStart(9)} gzipped\n`);
  const publicPages = rows.filter((row) => !/\/login$/.test(row.path));
  const login = rows.filter((row) => /\/login$/.test(row.path));
  process.stdout.write(
    `  largest public page: ${kb(Math.max(...publicPages.map((row) => row.bytes)))} (budget 50 KB); login page: ${kb(Math.max(...login.map((row) => row.bytes)))} (budget 100 KB)\n`,
  );
  const app = withStaticImports(manifest, ['index.html']);
  process.stdout.write(
    `  the signed-in app before its first page: ${kb(total(app))} gzipped in ${app.size} files\n`,
  );
  process.stdout.write(
    '  each signed-in page on a first visit (app, layout, page, catalog areas), gzipped:\n',
  );
  process.stdout.write(`    ${'page'.padEnd(22)} ${'English'.padStart(9)} ${'French'.padStart(9)}\n`);
  for (const page of appPages()) {
    const sizes = (['en', 'fr'] as const).map((language) => {
      for (const key of page.keys[language])
        if (!manifest[key]) throw new Error(`${key} is not in the build's manifest`);
      return total(
        withStaticImports(manifest, ['index.html', 'src/app/layout/app-layout.tsx', ...page.keys[language]]),
      );
    });
    process.stdout.write(
      `    ${page.name.padEnd(22)} ${sizes.map((size) => kb(size).padStart(9)).join(' ')}\n`,
    );
  }
}
