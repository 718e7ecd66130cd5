/** My Invoices: the company's carrier invoices and what the audit found in them (`?invoice=<id>`: one audit). */
import { PageShell } from '@web/components/page-shell';
import { useSearchParams } from 'react-router-dom';
import { InvoiceAudit } from '../components/invoice-audit';
import { InvoiceList } from '../components/invoice-list';

export default function MyInvoicesPage() {
  const [searchParams] = useSearchParams();
  const documentId = searchParams.get('invoice');
  return (
    <PageShell title="page.myInvoices" intro="intro.myInvoices">
      <section className="panel" data-tour="invoices-list">
        {documentId ? <InvoiceAudit key={documentId} documentId={documentId} /> : <InvoiceList />}
      </section>
    </PageShell>
  );
}
