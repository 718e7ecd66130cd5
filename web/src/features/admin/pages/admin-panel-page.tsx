import { PageShell } from '@web/components/page-shell';
import { DashboardsForm } from '../components/dashboards-form';
import { SubscriptionForm } from '../components/subscription-form';
import { UnblockForm } from '../components/unblock-form';

export default function AdminPanelPage() {
  return (
    <PageShell title="page.adminPanel" intro="intro.adminPanel">
      <section className="panel">
        <UnblockForm />
      </section>
      <section className="panel">
        <DashboardsForm />
      </section>
      <section className="panel">
        <SubscriptionForm />
      </section>
    </PageShell>
  );
}
