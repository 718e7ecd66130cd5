import { PageShell } from '@web/components/page-shell';

export default function ActionRequiredPage() {
  return <PageShell title="page.actionRequired" intro="intro.actionRequired" />;
}
