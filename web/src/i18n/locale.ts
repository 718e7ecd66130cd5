/**
 * The interface language: English by default, French offered, the choice remembered in this
 * browser. Components read it through `useLocale()`; the catalogs are plain objects, loaded by area.
 */

import { chosenLanguage, languageCookie } from '@shared/site/pages';
import { STORAGE_KEYS } from '@web/lib/token';
import { useSyncExternalStore } from 'react';
import { type Area, type AreaMessages, areaLoaders, bundledAreas, ENTRY_AREAS } from './areas';
import type { MessageKey } from './en';

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export type Catalog = Record<MessageKey, string>;

/**
 * The catalog is loaded by area (areas.ts): English `common` and `errors` ship with the app, every
 * other area loads with the first page that shows it. The areas asked for in one language are
 * loaded in the other before the interface switches to it, so a page never loses its words.
 */
const loaded: Record<Locale, Partial<Record<Area, AreaMessages>>> = {
  en: { ...bundledAreas.en },
  fr: { ...bundledAreas.fr },
};
const asked = new Set<Area>(ENTRY_AREAS);
const catalogListeners = new Set<() => void>();
const merged = new Map<Locale, Catalog>();

/** The messages of every area loaded in this language so far, or undefined before its entry areas. */
export function loadedCatalog(locale: Locale): Catalog | undefined {
  if (!ENTRY_AREAS.every((area) => loaded[locale][area])) return undefined;
  let catalog = merged.get(locale);
  if (!catalog) {
    catalog = Object.assign({}, ...Object.values(loaded[locale])) as Catalog;
    merged.set(locale, catalog);
  }
  return catalog;
}

/** Loads the areas (and the entry areas) in this language; resolves when they are all there. */
export async function loadAreas(locale: Locale, areas: readonly Area[] = []): Promise<Catalog> {
  for (const area of areas) asked.add(area);
  const missing = [...new Set<Area>([...ENTRY_AREAS, ...areas])].filter((area) => !loaded[locale][area]);
  if (missing.length) {
    const messages = await Promise.all(missing.map((area) => areaLoaders[locale][area]!()));
    missing.forEach((area, index) => {
      loaded[locale][area] = messages[index];
    });
    merged.delete(locale);
    for (const listener of catalogListeners) listener();
  }
  return loadedCatalog(locale)!;
}

/** Loads, in this language, every area asked for so far in any language (before switching to it). */
export const loadCatalog = (locale: Locale): Promise<Catalog> => loadAreas(locale, [...asked]);

/** Called when an area arrives, so that the provider hands the new messages down. */
export function onCatalogChange(listener: () => void): () => void {
  catalogListeners.add(listener);
  return () => catalogListeners.delete(listener);
}

const STORAGE_KEY = STORAGE_KEYS.locale;
const listeners = new Set<() => void>();

const isLocale = (value: string | null | undefined): value is Locale =>
  (LOCALES as readonly string[]).includes(value ?? '');

/**
 * The language to open in: `?lang=` (a link from the public site in its language), then the
 * choice remembered in this browser, then the site's language cookie, then the browser's own
 * language (French for a French browser), else English.
 */
function read(): Locale {
  try {
    const asked = new URLSearchParams(location.search).get('lang');
    if (isLocale(asked)) {
      localStorage.setItem(STORAGE_KEY, asked);
      return asked;
    }
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLocale(stored)) return stored;
    const cookie = chosenLanguage(document.cookie);
    if (cookie) return cookie;
    return navigator.language.toLowerCase().startsWith('fr') ? 'fr' : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

let current: Locale = typeof localStorage === 'undefined' ? DEFAULT_LOCALE : read();

export function getLocale(): Locale {
  return current;
}

export function setLocale(locale: Locale): void {
  current = locale;
  try {
    localStorage.setItem(STORAGE_KEY, locale);
    // The public site reads the same choice (shared/site/pages.ts).
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
    document.cookie = languageCookie(locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

export function useLocale(): Locale {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getLocale,
    () => DEFAULT_LOCALE,
  );
}
