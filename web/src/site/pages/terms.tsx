/** Terms and Conditions (/terms-conditions): the text in force, from ../legal/terms.<locale>.ts. */
import { LegalPage } from '../legal/legal-page';
import { termsEn } from '../legal/terms.en';
import { termsFr } from '../legal/terms.fr';
import type { SitePageDefinition, SitePageProps } from '../page';

function TermsPage({ locale }: SitePageProps) {
  return (
    <LegalPage
      document={locale === 'fr' ? termsFr : termsEn}
      related={{ page: 'dataAgreement', message: 'site.legal.see.dataAgreement' }}
    />
  );
}

export const termsPage: SitePageDefinition = {
  name: 'terms',
  title: 'site.legal.terms.title',
  description: 'site.legal.terms.description',
  component: TermsPage,
};
