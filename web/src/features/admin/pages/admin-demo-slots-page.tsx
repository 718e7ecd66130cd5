/** The Admin Panel's Demo slots offered on the public site. */
import { AdminWorkplace } from '../components/admin-workplace';
import { DemoSlotsSection } from '../components/demo-slots-section';

export default function AdminDemoSlotsPage() {
  return (
    <AdminWorkplace>
      <DemoSlotsSection />
    </AdminWorkplace>
  );
}
