import { PageShell } from '@web/components/page-shell';

export default function StartInvestigationPage() {
  return <PageShell title="page.startInvestigation" intro="intro.startInvestigation" />;
}
