/**
 * App-wide providers: the interface language, with its catalog loaded before it shows. Pages load
 * their areas of the catalog as they load (router.tsx); each arrival hands the grown catalog down.
 */
import { type Locale, loadCatalog, loadedCatalog, onCatalogChange, useLocale } from '@web/i18n/locale';
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { IntlProvider } from 'react-intl';

/**
 * A message the loaded areas lack is a bug (a page that does not name an area it shows): said in
 * the console in every build, where the browser tests look for it.
 */
export function reportIntlError(error: { code: string; message: string }) {
  if (error.code === 'MISSING_TRANSLATION') console.error(`[parcel-audit] ${error.message}`);
  else if (import.meta.env.DEV) console.error(error);
}

export function AppProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  // The language on screen: the chosen one once its areas are in, until then the one before.
  const [shown, setShown] = useState<Locale | null>(() => (loadedCatalog(locale) ? locale : null));
  const catalog = useSyncExternalStore(onCatalogChange, () => (shown ? loadedCatalog(shown) : undefined));

  useEffect(() => {
    let current = true;
    void loadCatalog(locale).then(() => {
      if (current) setShown(locale);
    });
    return () => {
      current = false;
    };
  }, [locale]);

  useEffect(() => {
    if (shown) document.documentElement.lang = shown;
  }, [shown]);

  // Until a remembered French catalog arrives (one small request), show nothing rather than English.
  if (!shown || !catalog) return null;
  return (
    <IntlProvider locale={shown} defaultLocale="en" messages={catalog} onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}
