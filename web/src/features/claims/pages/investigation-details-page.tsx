import { PageShell } from '@web/components/page-shell';

export default function InvestigationDetailsPage() {
  return <PageShell title="page.investigationDetails" intro="intro.investigationDetails" />;
}
