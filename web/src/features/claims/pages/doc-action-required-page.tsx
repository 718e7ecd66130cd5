import { PageShell } from '@web/components/page-shell';

export default function DocActionRequiredPage() {
  return <PageShell title="page.docActionRequired" intro="intro.docActionRequired" />;
}
