/**
 * The Admin Panel (platform admins) opens on what needs attention: counts of what waits, each a
 * link to the section where it is dealt with. Every section is a page of its own under
 * /adminPanel/ (shared/platform/app-paths.ts), reached from the menu every page of the panel shows.
 */
import { AdminWorkplace } from '../components/admin-workplace';
import { AttentionOverview } from '../components/attention-overview';

export default function AdminPanelPage() {
  return (
    <AdminWorkplace>
      <AttentionOverview />
    </AdminWorkplace>
  );
}
