/** The Admin Panel's Case studies of the public site. */
import { AdminWorkplace } from '../components/admin-workplace';
import { CaseStudiesSection } from '../components/case-studies-section';

export default function AdminCaseStudiesPage() {
  return (
    <AdminWorkplace>
      <CaseStudiesSection />
    </AdminWorkplace>
  );
}
