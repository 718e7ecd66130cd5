import { PageShell } from '@web/components/page-shell';

export default function ForgotPasswordRequestPage() {
  return <PageShell title="page.forgotPasswordRequest" intro="intro.forgotPasswordRequest" />;
}
