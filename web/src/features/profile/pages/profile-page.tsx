import { PageShell } from '@web/components/page-shell';

export default function ProfilePage() {
  return <PageShell title="page.profile" intro="intro.profile" />;
}
