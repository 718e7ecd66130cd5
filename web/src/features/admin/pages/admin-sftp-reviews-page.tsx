/** The Admin Panel's SFTP reviews: the sales-data set-ups waiting for the team's decision. */
import { AdminWorkplace } from '../components/admin-workplace';
import { SftpReviewsSection } from '../components/sftp-reviews-section';

export default function AdminSftpReviewsPage() {
  return (
    <AdminWorkplace>
      <SftpReviewsSection />
    </AdminWorkplace>
  );
}
