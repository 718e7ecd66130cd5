/** The public site's pages: one line per page (its definition is in ./pages/). */
import type { SitePageName } from '@shared/site/pages';
import type { SitePageDefinition } from './page';
import { careersPage } from './pages/careers';
import { caseStudiesPage } from './pages/case-studies';
import { contactPage } from './pages/contact';
import { contactSentPage } from './pages/contact-sent';
import { dataAgreementPage } from './pages/data-agreement';
import { demoPage } from './pages/demo';
import { demoBookingPage } from './pages/demo-booking';
import { faqPage } from './pages/faq';
import { homePage } from './pages/home';
import { loginPage } from './pages/login';
import { pricingPage } from './pages/pricing';
import { termsPage } from './pages/terms';

export const SITE_PAGE_DEFINITIONS: Partial<Record<SitePageName, SitePageDefinition>> = {
  home: homePage,
  pricing: pricingPage,
  caseStudies: caseStudiesPage,
  careers: careersPage,
  faq: faqPage,
  login: loginPage,
  contact: contactPage,
  contactSent: contactSentPage,
  demo: demoPage,
  demoBooking: demoBookingPage,
  terms: termsPage,
  dataAgreement: dataAgreementPage,
};
