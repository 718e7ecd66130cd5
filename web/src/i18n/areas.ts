/**
 * The catalog's areas as the app loads them: English `common` and `errors` ship with the app (the
 * shell, the guard and every error banner speak them); every other area, and all of French, loads
 * with the pages that show it (router.tsx names each page's areas, and a test reads the code to
 * check that every message a page can show is in an area it loads).
 */
import type { enAreas } from './en';
import { common } from './en/common';
import { errors } from './en/errors';

export type Area = keyof typeof enAreas;
export type AreaMessages = Readonly<Record<string, string>>;

/** The areas the app cannot start without: loaded before anything shows. */
export const ENTRY_AREAS = ['common', 'errors'] as const satisfies readonly Area[];

type Loader = () => Promise<AreaMessages>;

/** `./en/claims.ts` exports `claims`: the area's loader, keyed by the area's name. */
function byArea(modules: Record<string, () => Promise<unknown>>): Partial<Record<Area, Loader>> {
  return Object.fromEntries(
    Object.entries(modules).map(([path, load]) => {
      const area = path.replace(/^.*\/([\w-]+)\.ts$/, '$1') as Area;
      return [area, () => load().then((module) => (module as Record<string, AreaMessages>)[area]!)];
    }),
  );
}

// Each area its own chunk. The public site's areas (site*.ts) are the site's, never the app's.
const englishLater = byArea(
  import.meta.glob(['./en/*.ts', '!./en/common.ts', '!./en/errors.ts', '!./en/site*.ts']),
);
const french = byArea(import.meta.glob(['./fr/*.ts', '!./fr/site*.ts']));

/** The areas that load on demand (English's entry areas are bundled instead). */
export const areaLoaders: Record<'en' | 'fr', Partial<Record<Area, Loader>>> = {
  en: englishLater,
  fr: french,
};

/** What ships with the app: no request needed. */
export const bundledAreas: Record<'en' | 'fr', Partial<Record<Area, AreaMessages>>> = {
  en: { common, errors },
  fr: {},
};
