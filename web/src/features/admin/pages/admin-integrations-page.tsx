/** The Admin Panel's Integrations: every company's API keys. */
import { AdminWorkplace } from '../components/admin-workplace';
import { IntegrationsSection } from '../components/integrations-section';

export default function AdminIntegrationsPage() {
  return (
    <AdminWorkplace>
      <IntegrationsSection />
    </AdminWorkplace>
  );
}
