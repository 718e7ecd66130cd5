import { PageShell } from '@web/components/page-shell';

export default function CarrierInvoicesPage() {
  return <PageShell title="page.carrierInvoices" intro="intro.carrierInvoices" />;
}
