import { PageShell } from '@web/components/page-shell';

export default function AdminPanelPage() {
  return <PageShell title="page.adminPanel" intro="intro.adminPanel" />;
}
