/** The Admin Panel's Unpaid invoices across companies, overdue first. */
import { AdminWorkplace } from '../components/admin-workplace';
import { UnpaidSection } from '../components/unpaid-section';

export default function AdminUnpaidPage() {
  return (
    <AdminWorkplace>
      <UnpaidSection />
    </AdminWorkplace>
  );
}
