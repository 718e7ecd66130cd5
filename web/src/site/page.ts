/**
 * What a page of the public site is: a component rendered to HTML when the web is built (no React
 * in the browser), with its title and description from the site's catalogs. Pages are listed in
 * ./registry.ts; see ./README.md.
 */
import type { SiteLocale, SitePageName } from '@shared/site/pages';
import type { SiteMessageKey } from '@web/i18n/site';
import type { ComponentType } from 'react';

export interface SitePageProps {
  locale: SiteLocale;
}

export interface SitePageDefinition {
  name: SitePageName;
  title: SiteMessageKey;
  description: SiteMessageKey;
  /** Values for the title's and description's placeholders. */
  values?: Record<string, string | number>;
  component: ComponentType<SitePageProps>;
  /** The page has islands (`data-island`): it loads the site's small script. */
  islands?: boolean;
}
