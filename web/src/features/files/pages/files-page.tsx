import { PageShell } from '@web/components/page-shell';

export default function FilesPage() {
  return <PageShell title="page.files" intro="intro.files" />;
}
