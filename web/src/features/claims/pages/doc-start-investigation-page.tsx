import { PageShell } from '@web/components/page-shell';

export default function DocStartInvestigationPage() {
  return <PageShell title="page.docStartInvestigation" intro="intro.docStartInvestigation" />;
}
