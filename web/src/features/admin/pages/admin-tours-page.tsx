/** The Admin Panel's The guided tours' words. */
import { AdminWorkplace } from '../components/admin-workplace';
import { ToursSection } from '../components/tours-section';

export default function AdminToursPage() {
  return (
    <AdminWorkplace>
      <ToursSection />
    </AdminWorkplace>
  );
}
