import { PageShell } from '@web/components/page-shell';

export default function ForgotPasswordResetPage() {
  return <PageShell title="page.forgotPasswordReset" intro="intro.forgotPasswordReset" />;
}
