import { PageShell } from '@web/components/page-shell';

export default function BillingPage() {
  return <PageShell title="page.billing" intro="intro.billing" />;
}
