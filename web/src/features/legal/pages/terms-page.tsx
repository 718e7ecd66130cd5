import { PageShell } from '@web/components/page-shell';

export default function TermsPage() {
  return <PageShell title="page.terms" intro="intro.terms" />;
}
