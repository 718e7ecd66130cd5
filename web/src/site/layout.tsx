/**
 * The site's frame: skip link, header with the navigation (a disclosure on a phone, which works
 * without JavaScript), the other language's link, and the footer.
 */
import { type SitePageName, sitePath } from '@shared/site/pages';
import { LogoMark } from '@web/components/logo-mark';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { appHref, SiteLink, useSiteLocale } from './link';

const NAV: { page: SitePageName; label: string }[] = [
  { page: 'home', label: 'site.nav.solution' },
  { page: 'pricing', label: 'site.nav.pricing' },
  { page: 'caseStudies', label: 'site.nav.caseStudies' },
  { page: 'faq', label: 'site.nav.faq' },
  { page: 'contact', label: 'site.nav.contact' },
];

export function SiteLayout({ page, children }: { page: SitePageName; children: ReactNode }) {
  const intl = useIntl();
  const locale = useSiteLocale();
  const other = locale === 'en' ? 'fr' : 'en';
  const navigation = (
    <ul className="site-nav-list">
      {NAV.map((item) => (
        <li key={item.page}>
          <a href={sitePath(item.page, locale)} aria-current={item.page === page ? 'page' : undefined}>
            {intl.formatMessage({ id: item.label })}
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <a className="site-skip" href="#main">
        <FormattedMessage id="site.skip" />
      </a>
      <header className="site-header">
        <div className="site-bar">
          <SiteLink to="home" className="site-brand">
            <LogoMark className="site-mark" />
            <span>Parcel Audit</span>
          </SiteLink>
          <nav className="site-nav site-nav-wide" aria-label={intl.formatMessage({ id: 'site.nav.label' })}>
            {navigation}
          </nav>
          <div className="site-actions">
            <a
              className="site-language"
              href={`${sitePath(page, other)}?lang=${other}`}
              hrefLang={other}
              lang={other}
              aria-label={intl.formatMessage({ id: 'site.language.switchLabel' })}
            >
              {intl.formatMessage({ id: 'site.language.switch' })}
            </a>
            <SiteLink to="login" className="site-login">
              <FormattedMessage id="site.nav.login" />
            </SiteLink>
            <SiteLink to="demo" className="site-button site-button-small">
              <FormattedMessage id="site.nav.demo" />
            </SiteLink>
          </div>
          <details className="site-menu">
            <summary>
              <FormattedMessage id="site.nav.menu" />
            </summary>
            <nav className="site-nav" aria-label={intl.formatMessage({ id: 'site.nav.label' })}>
              {navigation}
            </nav>
          </details>
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

function SiteFooter() {
  const locale = useSiteLocale();
  return (
    <footer className="site-footer">
      <div className="site-footer-columns">
        <section>
          <h2>
            <FormattedMessage id="site.footer.product" />
          </h2>
          <ul>
            <li>
              <SiteLink to="home">
                <FormattedMessage id="site.nav.solution" />
              </SiteLink>
            </li>
            <li>
              <SiteLink to="pricing">
                <FormattedMessage id="site.nav.pricing" />
              </SiteLink>
            </li>
            <li>
              <a href={appHref('/claimCenter/documentation/startAnInvestigation', locale)}>
                <FormattedMessage id="site.footer.docs" />
              </a>
            </li>
            <li>
              <a href={appHref('/claimCenter/documentation/api', locale)}>
                <FormattedMessage id="site.footer.api" />
              </a>
            </li>
          </ul>
        </section>
        <section>
          <h2>
            <FormattedMessage id="site.footer.company" />
          </h2>
          <ul>
            <li>
              <SiteLink to="caseStudies">
                <FormattedMessage id="site.nav.caseStudies" />
              </SiteLink>
            </li>
            <li>
              <SiteLink to="careers">
                <FormattedMessage id="site.footer.careers" />
              </SiteLink>
            </li>
            <li>
              <SiteLink to="faq">
                <FormattedMessage id="site.nav.faq" />
              </SiteLink>
            </li>
            <li>
              <SiteLink to="contact">
                <FormattedMessage id="site.nav.contact" />
              </SiteLink>
            </li>
          </ul>
        </section>
        <section>
          <h2>
            <FormattedMessage id="site.footer.legal" />
          </h2>
          <ul>
            <li>
              <SiteLink to="terms">
                <FormattedMessage id="site.footer.terms" />
              </SiteLink>
            </li>
            <li>
              <SiteLink to="dataAgreement">
                <FormattedMessage id="site.footer.dataAgreement" />
              </SiteLink>
            </li>
          </ul>
        </section>
      </div>
      <p className="site-copyright">
        <FormattedMessage id="site.footer.copyright" values={{ year: new Date().getFullYear() }} />
      </p>
    </footer>
  );
}
