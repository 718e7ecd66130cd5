/**
 * The public site's catalogs (issue 23): the app's messages plus the site's own area, used only
 * when the site is rendered at build time. The app's catalogs (en.ts, fr.ts) stay without the site.
 */
import { en } from './en';
import { site as siteEn } from './en/site';
import { fr } from './fr';
import { site as siteFr } from './fr/site';

/** The site's own parts, by area: fr has the same parts with the same keys (typed, and tested). */
export const siteEnAreas = { site: siteEn };
export const siteFrAreas = { site: siteFr };

export type SiteMessageKey = keyof typeof en | keyof typeof siteEn;

export const siteCatalogs: Record<'en' | 'fr', Record<SiteMessageKey, string>> = {
  en: { ...en, ...siteEn },
  fr: { ...fr, ...siteFr },
};
