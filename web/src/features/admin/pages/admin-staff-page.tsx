/** The Admin Panel's Provider staff and the companies assigned to them. */
import { AdminWorkplace } from '../components/admin-workplace';
import { StaffSection } from '../components/staff-section';

export default function AdminStaffPage() {
  return (
    <AdminWorkplace>
      <StaffSection />
    </AdminWorkplace>
  );
}
