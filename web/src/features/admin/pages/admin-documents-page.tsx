/** The Admin Panel's Documents: every company's files of a month, found by company name, each downloadable. */
import { AdminWorkplace } from '../components/admin-workplace';
import { DocumentsSection } from '../components/documents-section';

export default function AdminDocumentsPage() {
  return (
    <AdminWorkplace>
      <DocumentsSection />
    </AdminWorkplace>
  );
}
