/**
 * The interface language: English by default, French offered, the choice remembered in this
 * browser. Components read it through `useLocale()`; the catalogs are plain objects.
 */

import { chosenLanguage, languageCookie } from '@shared/site/pages';
import { STORAGE_KEYS } from '@web/lib/token';
import { useSyncExternalStore } from 'react';
import { en, type MessageKey } from './en';

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export type Catalog = Record<MessageKey, string>;

/** English ships with the app; French loads when chosen, so the first page stays small. */
const loaded: Partial<Record<Locale, Catalog>> = { en };
const loaders: Record<Locale, () => Promise<Catalog>> = {
  en: async () => en,
  fr: () => import('./fr').then((module) => module.fr),
};

export function loadedCatalog(locale: Locale): Catalog | undefined {
  return loaded[locale];
}

export async function loadCatalog(locale: Locale): Promise<Catalog> {
  const catalog = loaded[locale] ?? (await loaders[locale]());
  loaded[locale] = catalog;
  return catalog;
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
