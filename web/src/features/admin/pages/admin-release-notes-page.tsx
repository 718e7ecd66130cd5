/** The Admin Panel's Release notes shown to every signed-in person. */
import { AdminWorkplace } from '../components/admin-workplace';
import { ReleaseNotesSection } from '../components/release-notes-section';

export default function AdminReleaseNotesPage() {
  return (
    <AdminWorkplace>
      <ReleaseNotesSection />
    </AdminWorkplace>
  );
}
