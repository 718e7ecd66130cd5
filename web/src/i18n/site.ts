/**
 * The public site's catalogs (issue 23): the app's messages plus the site's own area, used only
 * when the site is rendered at build time. The app's catalogs (en.ts, fr.ts) stay without the site.
 */
import { en } from './en';
import { site as siteEn } from './en/site';
import { siteContact as siteContactEn } from './en/site-contact';
import { siteDemo as siteDemoEn } from './en/site-demo';
import { siteLegal as siteLegalEn } from './en/site-legal';
import { fr } from './fr';
import { site as siteFr } from './fr/site';
import { siteContact as siteContactFr } from './fr/site-contact';
import { siteDemo as siteDemoFr } from './fr/site-demo';
import { siteLegal as siteLegalFr } from './fr/site-legal';

/** The site's own parts, by area: fr has the same parts with the same keys (typed, and tested). */
export const siteEnAreas = {
  site: siteEn,
  siteContact: siteContactEn,
  siteDemo: siteDemoEn,
  siteLegal: siteLegalEn,
};
export const siteFrAreas = {
  site: siteFr,
  siteContact: siteContactFr,
  siteDemo: siteDemoFr,
  siteLegal: siteLegalFr,
};

export type SiteMessageKey =
  | keyof typeof en
  | keyof typeof siteEn
  | keyof typeof siteContactEn
  | keyof typeof siteDemoEn
  | keyof typeof siteLegalEn;

export const siteCatalogs: Record<'en' | 'fr', Record<SiteMessageKey, string>> = {
  en: { ...en, ...siteEn, ...siteContactEn, ...siteDemoEn, ...siteLegalEn },
  fr: { ...fr, ...siteFr, ...siteContactFr, ...siteDemoFr, ...siteLegalFr },
};
