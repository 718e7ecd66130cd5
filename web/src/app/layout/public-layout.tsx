/** Pages before sign-in and public documents: the brand, the language picker, the legal links. */
import { LanguageSwitch } from '@web/components/language-switch';
import { Brand } from '@web/components/logo';
import { Notice } from '@web/components/notice';
import { paths } from '@web/config/paths';
import { FormattedMessage } from 'react-intl';
import { Link, Outlet } from 'react-router-dom';

export function PublicLayout() {
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
        <Link to={paths.terms}>
          <FormattedMessage id="page.terms" />
        </Link>
        <Link to={paths.dataAgreement}>
          <FormattedMessage id="page.dataAgreement" />
        </Link>
      </footer>
    </div>
  );
}
