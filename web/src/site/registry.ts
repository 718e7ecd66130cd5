/** The public site's pages: one line per page (its definition is in ./pages/). */
import type { SitePageName } from '@shared/site/pages';
import type { SitePageDefinition } from './page';
import { careersPage } from './pages/careers';
import { caseStudiesPage } from './pages/case-studies';
import { faqPage } from './pages/faq';
import { homePage } from './pages/home';
import { pricingPage } from './pages/pricing';

export const SITE_PAGE_DEFINITIONS: Partial<Record<SitePageName, SitePageDefinition>> = {
  home: homePage,
  pricing: pricingPage,
  caseStudies: caseStudiesPage,
  careers: careersPage,
  faq: faqPage,
};
