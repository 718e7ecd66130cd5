import { PageShell } from '@web/components/page-shell';

export default function OnboardingPage() {
  return <PageShell title="page.onBoarding" intro="intro.onBoarding" />;
}
