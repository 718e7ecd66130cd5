/** The Admin Panel's Users: every person of every company, found by e-mail. */
import { AdminWorkplace } from '../components/admin-workplace';
import { UsersSection } from '../components/users-section';

export default function AdminUsersPage() {
  return (
    <AdminWorkplace>
      <UsersSection />
    </AdminWorkplace>
  );
}
