/** The Admin Panel's Carrier accounts across companies, working or not. */
import { AdminWorkplace } from '../components/admin-workplace';
import { CredentialsSection } from '../components/credentials-section';

export default function AdminCredentialsPage() {
  return (
    <AdminWorkplace>
      <CredentialsSection />
    </AdminWorkplace>
  );
}
