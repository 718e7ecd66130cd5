/** Links between the site's pages, in the page's language. */
import { type SiteLocale, type SitePageName, sitePath } from '@shared/site/pages';
import { createContext, type ReactNode, useContext } from 'react';

export const SiteLocaleContext = createContext<SiteLocale>('en');

export const useSiteLocale = () => useContext(SiteLocaleContext);

/** A link to a site page in the current page's language. */
export function SiteLink({
  to,
  className,
  children,
}: {
  to: SitePageName;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={sitePath(to, useSiteLocale())} className={className}>
      {children}
    </a>
  );
}

/** The app's pages (sign-in, sign-up) open in the site's language: `?lang=` is read by the app. */
export const appHref = (path: string, locale: SiteLocale) => `${path}?lang=${locale}`;
