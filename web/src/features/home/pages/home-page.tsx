import { PageShell } from '@web/components/page-shell';

export default function HomePage() {
  return <PageShell title="page.home" intro="intro.home" />;
}
