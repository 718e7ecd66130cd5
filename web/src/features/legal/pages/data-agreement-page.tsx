import { PageShell } from '@web/components/page-shell';

export default function DataAgreementPage() {
  return <PageShell title="page.dataAgreement" intro="intro.dataAgreement" />;
}
