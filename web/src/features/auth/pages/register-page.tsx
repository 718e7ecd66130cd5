import { PageShell } from '@web/components/page-shell';

export default function RegisterPage() {
  return <PageShell title="page.register" intro="intro.register" />;
}
