/** Pages before sign-in and public documents: the brand, the language picker, the legal links. */

import { sitePath } from '@shared/site/pages';
import { LanguageSwitch } from '@web/components/language-switch';
import { Brand } from '@web/components/logo';
import { Notice } from '@web/components/notice';
import { paths } from '@web/config/paths';
import { useLocale } from '@web/i18n/locale';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';

export function PublicLayout() {
  const locale = useLocale();
  return (
    <div className="public-layout">
      <header className="public-header">
        <Brand to={paths.login} />
        <LanguageSwitch />
      </header>
      <main id="main" className="public-main">
        <Notice />
        <Outlet />
      </main>
      <footer className="public-footer">
        <a href={sitePath('home', locale)}>
          <FormattedMessage id="app.siteLink" />
        </a>
        {/* The legal texts are pages of the public site, prerendered: not the app's router. */}
        <a href={sitePath('terms', locale)}>
          <FormattedMessage id="page.terms" />
        </a>
        <a href={sitePath('dataAgreement', locale)}>
          <FormattedMessage id="page.dataAgreement" />
        </a>
      </footer>
    </div>
  );
}
