/** The Admin Panel's The audit log of admin actions. */

import { AdminLogSection } from '../components/admin-log-section';
import { AdminWorkplace } from '../components/admin-workplace';

export default function AdminLogPage() {
  return (
    <AdminWorkplace>
      <AdminLogSection />
    </AdminWorkplace>
  );
}
