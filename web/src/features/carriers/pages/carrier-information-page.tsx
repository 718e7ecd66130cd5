import { PageShell } from '@web/components/page-shell';

export default function CarrierInformationPage() {
  return <PageShell title="page.carrierInformation" intro="intro.carrierInformation" />;
}
