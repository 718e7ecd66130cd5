import { PageShell } from '@web/components/page-shell';

export default function TeamPage() {
  return <PageShell title="page.team" intro="intro.team" />;
}
