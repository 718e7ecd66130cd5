import { PageShell } from '@web/components/page-shell';

export default function MyInvoicesPage() {
  return <PageShell title="page.myInvoices" intro="intro.myInvoices" />;
}
