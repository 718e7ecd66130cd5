/** The Admin Panel's Failing carrier accounts: the companies to write to, and the e-mail sent. */
import { AdminWorkplace } from '../components/admin-workplace';
import { SendoutsSection } from '../components/sendouts-section';

export default function AdminSendoutsPage() {
  return (
    <AdminWorkplace>
      <SendoutsSection />
    </AdminWorkplace>
  );
}
