/** The Admin Panel's sign-in blocks: lifting a person's block after too many failed sign-ins. */
import { AdminWorkplace } from '../components/admin-workplace';
import { UnblockForm } from '../components/unblock-form';

export default function AdminSignInPage() {
  return (
    <AdminWorkplace>
      <section className="panel" id="sign-in">
        <UnblockForm />
      </section>
    </AdminWorkplace>
  );
}
