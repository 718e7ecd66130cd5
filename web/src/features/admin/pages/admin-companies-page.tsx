/** The Admin Panel's Companies: the directory of client companies, each leading to its own page. */
import { AdminWorkplace } from '../components/admin-workplace';
import { CompaniesSection } from '../components/companies-section';

export default function AdminCompaniesPage() {
  return (
    <AdminWorkplace>
      <CompaniesSection />
    </AdminWorkplace>
  );
}
