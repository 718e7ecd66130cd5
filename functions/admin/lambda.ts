/** The admin area's Lambda: platform administration. */
import { areaLambda } from '../http/lambda';
import {
  remove as deleteCaseStudy,
  list as listCaseStudies,
  published,
  save as saveCaseStudy,
} from './case-study-endpoints';
import { add as addDemoSlot, list as listDemoSlots, remove as removeDemoSlot } from './demo-slot-endpoints';
import { handler as downloadDocument } from './download-document';
import { handler as getCompany } from './get-company';
import { handler as getDashboards } from './get-dashboards';
import { handler as listAdminLog } from './list-admin-log';
import { handler as listCompanies } from './list-companies';
import { handler as listCredentials } from './list-credentials';
import { handler as listDocuments } from './list-documents';
import { handler as listIntegrations } from './list-integrations';
import { handler as listSendouts } from './list-sendouts';
import { handler as listUnpaid } from './list-unpaid';
import { handler as listUsers } from './list-users';
import { handler as previewSendout } from './preview-sendout';
import { handler as recordTransfer } from './record-transfer';
import {
  remove as deleteReleaseNote,
  list as listReleaseNotes,
  published as publishedNotes,
  save as saveReleaseNote,
} from './release-notes';
import { handler as renderSitePage } from './render-site-page';
import { handler as sendSendout } from './send-sendout';
import { handler as setCompanyStatus } from './set-company-status';
import { handler as setDashboards } from './set-dashboards';
import { handler as setSubscription } from './set-subscription';
import { decide as decideSftpReview, list as listSftpReviews } from './sftp-reviews';
import {
  assign as assignStaff,
  invite as inviteStaff,
  list as listStaff,
  unassign as unassignStaff,
} from './staff';
import { list as listTours, save as saveTour } from './tours';
import { handler as unblockUser } from './unblock-user';

export const handler = areaLambda('admin', {
  'unblock-user': unblockUser,
  'get-dashboards': getDashboards,
  'set-dashboards': setDashboards,
  'set-subscription': setSubscription,
  'record-transfer': recordTransfer,
  'list-companies': listCompanies,
  'get-admin-company': getCompany,
  'set-company-status': setCompanyStatus,
  'list-admin-log': listAdminLog,
  'list-sendouts': listSendouts,
  'preview-sendout': previewSendout,
  'send-sendout': sendSendout,
  'list-all-credentials': listCredentials,
  'list-all-documents': listDocuments,
  'download-admin-document': downloadDocument,
  'list-integrations': listIntegrations,
  'list-sftp-reviews': listSftpReviews,
  'decide-sftp-review': decideSftpReview,
  'list-unpaid': listUnpaid,
  'list-case-studies': listCaseStudies,
  'save-case-study': saveCaseStudy,
  'delete-case-study': deleteCaseStudy,
  'list-published-case-studies': published,
  'render-site-page': renderSitePage,
  'list-demo-slots': listDemoSlots,
  'add-demo-slot': addDemoSlot,
  'remove-demo-slot': removeDemoSlot,
  'list-staff': listStaff,
  'list-users': listUsers,
  'invite-staff': inviteStaff,
  'assign-staff': assignStaff,
  'unassign-staff': unassignStaff,
  'list-release-notes': listReleaseNotes,
  'save-release-note': saveReleaseNote,
  'delete-release-note': deleteReleaseNote,
  'list-published-notes': publishedNotes,
  'list-tours': listTours,
  'save-tour': saveTour,
});
