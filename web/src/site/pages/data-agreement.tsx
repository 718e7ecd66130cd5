/** Data Processing Agreement (/data-agreement): the text in force, from ../legal/data-agreement.<locale>.ts. */
import { dataAgreementEn } from '../legal/data-agreement.en';
import { dataAgreementFr } from '../legal/data-agreement.fr';
import { LegalPage } from '../legal/legal-page';
import type { SitePageDefinition, SitePageProps } from '../page';

function DataAgreementPage({ locale }: SitePageProps) {
  return (
    <LegalPage
      document={locale === 'fr' ? dataAgreementFr : dataAgreementEn}
      related={{ page: 'terms', message: 'site.legal.see.terms' }}
    />
  );
}

export const dataAgreementPage: SitePageDefinition = {
  name: 'dataAgreement',
  title: 'site.legal.dataAgreement.title',
  description: 'site.legal.dataAgreement.description',
  component: DataAgreementPage,
};
