/** App-wide providers: the interface language, with its catalog loaded before it shows. */
import { type Catalog, type Locale, loadCatalog, loadedCatalog, useLocale } from '@web/i18n/locale';
import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';

export function AppProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const [shown, setShown] = useState<{ locale: Locale; catalog: Catalog } | null>(() => {
    const catalog = loadedCatalog(locale);
    return catalog ? { locale, catalog } : null;
  });

  useEffect(() => {
    let current = true;
    void loadCatalog(locale).then((catalog) => {
      if (current) setShown({ locale, catalog });
    });
    return () => {
      current = false;
    };
  }, [locale]);

  useEffect(() => {
    if (shown) document.documentElement.lang = shown.locale;
  }, [shown]);

  // Until a remembered French catalog arrives (one small request), show nothing rather than English.
  if (!shown) return null;
  return (
    <IntlProvider locale={shown.locale} defaultLocale="en" messages={shown.catalog}>
      {children}
    </IntlProvider>
  );
}
