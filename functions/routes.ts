/**
 * The route table: every API route with its method, path, access level, area and handler. The CDK
 * stack reads it to create the HTTP API routes (one Lambda per area) and the local server reads it
 * to dispatch requests, so a route exists once.
 *
 * Paths use API Gateway's syntax: `{name}` is one path segment, `{proxy+}` the rest of the path.
 */
import type { Access } from '@shared/identity/access';
import { pathId, pathRest, pathSlug } from '@shared/platform/path-parameters';
import type { ZodMiniType } from 'zod/mini';

export const AREAS = [
  'platform',
  'auth',
  'companies',
  'team',
  'users',
  'admin',
  'carriers',
  'documents',
  'claims',
  'bulk',
  'audit',
  'dashboards',
  'billing',
  'integrations',
  'site',
  'desk',
  'desk-files',
] as const;
export type Area = (typeof AREAS)[number];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ANY';

export interface RouteDef {
  method: Method;
  path: string;
  access: Access;
  area: Area;
  /** The endpoint's id inside its area's handler map: `functions/<area>/<handler>.ts`. */
  handler: string;
  /**
   * Only where the sandbox payment provider runs (locally and in the tests; never in AWS, where the
   * provider is Stripe or none): the sandbox's own buttons. Not deployed: no API Gateway route.
   */
  sandboxOnly?: true;
}

// biome-ignore format: one route per line reads as a table.
export const routes = [
  { method: 'GET',   path: '/api/public/health',                access: 'public',         area: 'platform',  handler: 'get-health' },
  { method: 'GET',   path: '/api/public/openapi.json',          access: 'public',         area: 'platform',  handler: 'get-openapi' },
  { method: 'GET',   path: '/api/private/session',              access: 'user',           area: 'platform',  handler: 'get-session' },
  { method: 'POST',  path: '/api/public/client-errors',         access: 'public',         area: 'platform',  handler: 'report-client-error' },
  { method: 'POST',  path: '/api/public/login',                 access: 'public',         area: 'auth',      handler: 'sign-in' },
  { method: 'POST',  path: '/api/public/user/refresh',          access: 'public',         area: 'auth',      handler: 'refresh-token' },
  { method: 'POST',  path: '/api/private/user/sign-out',        access: 'user',           area: 'auth',      handler: 'sign-out' },
  { method: 'POST',  path: '/api/public/user/verify',           access: 'public',         area: 'auth',      handler: 'verify-email' },
  { method: 'POST',  path: '/api/public/user/verified',         access: 'public',         area: 'auth',      handler: 'complete-registration' },
  { method: 'POST',  path: '/api/private/user/onboarded',       access: 'user',           area: 'auth',      handler: 'complete-onboarding' },
  { method: 'GET',   path: '/api/private/company',              access: 'user',           area: 'companies', handler: 'get-company' },
  { method: 'PUT',   path: '/api/private/company',              access: 'client_admin',   area: 'companies', handler: 'update-company' },
  { method: 'PUT',   path: '/api/private/company/bank',         access: 'client_admin',   area: 'companies', handler: 'update-bank' },
  { method: 'GET',   path: '/api/private/company/member',       access: 'user',           area: 'team',      handler: 'list-members' },
  { method: 'POST',  path: '/api/private/company/member/add',   access: 'client_admin',   area: 'team',      handler: 'add-member' },
  { method: 'POST',  path: '/api/private/company/member/delete', access: 'client_admin',  area: 'team',      handler: 'delete-member' },
  { method: 'GET',   path: '/api/public/user/invitation',       access: 'public',         area: 'auth',      handler: 'read-invitation' },
  { method: 'POST',  path: '/api/public/user/invitation/accept', access: 'public',        area: 'auth',      handler: 'accept-invitation' },
  { method: 'POST',  path: '/api/public/user/password/request', access: 'public',       area: 'auth',      handler: 'request-password-reset' },
  { method: 'GET',   path: '/api/public/user/password/requested', access: 'public',     area: 'auth',      handler: 'read-password-reset' },
  { method: 'POST',  path: '/api/public/user/password/reset', access: 'public',         area: 'auth',      handler: 'reset-password' },
  { method: 'GET',   path: '/api/private/user/profile',        access: 'user',           area: 'auth',      handler: 'get-profile' },
  { method: 'PUT',   path: '/api/private/user/profile',        access: 'user',           area: 'auth',      handler: 'update-profile' },
  { method: 'POST',  path: '/api/private/user/password',       access: 'user',           area: 'auth',      handler: 'change-password' },
  { method: 'GET',   path: '/api/private/features',            access: 'user',           area: 'users',     handler: 'list-features' },
  { method: 'POST',  path: '/api/private/features/finished',   access: 'user',           area: 'users',     handler: 'finish-feature' },
  { method: 'GET',   path: '/api/private/tours',               access: 'user',           area: 'users',     handler: 'read-tours' },
  { method: 'GET',   path: '/api/private/user/notify',         access: 'user',           area: 'users',     handler: 'check-notice' },
  { method: 'POST',  path: '/api/private/user/notified',       access: 'user',           area: 'users',     handler: 'mark-notice' },
  { method: 'POST',  path: '/api/private/user/satisfaction',   access: 'user',           area: 'users',     handler: 'record-satisfaction' },
  { method: 'GET',   path: '/api/private/company/hierarchy',   access: 'user',           area: 'companies', handler: 'get-hierarchy' },
  // Any signed-in person reaches it; maySwitch decides (client admins, platform admins, assigned provider staff).
  { method: 'POST',  path: '/api/private/company/switch',      access: 'user',           area: 'companies', handler: 'switch-company' },
  { method: 'POST',  path: '/api/private/admin/user/unblock',  access: 'platform_admin', area: 'admin',     handler: 'unblock-user' },
  { method: 'GET',   path: '/api/public/config',               access: 'public',         area: 'platform',  handler: 'get-config' },
  { method: 'GET',   path: '/api/public/user/google/login',    access: 'public',         area: 'auth',      handler: 'google-sign-in' },
  { method: 'POST',  path: '/api/public/user/google/register', access: 'public',         area: 'auth',      handler: 'google-register' },
  { method: 'GET',   path: '/api/public/recaptcha',            access: 'public',         area: 'auth',      handler: 'check-recaptcha' },
  { method: 'POST',  path: '/api/public/register',             access: 'public',         area: 'auth',      handler: 'register' },
  { method: 'POST',  path: '/api/public/user/email/validation', access: 'public',        area: 'auth',      handler: 'validate-email' },
  { method: 'POST',  path: '/api/public/slack',                access: 'public',         area: 'auth',      handler: 'report-code-not-received' },
  { method: 'GET',   path: '/api/private/carrier/credentials', access: 'user',           area: 'carriers',  handler: 'list-credentials' },
  { method: 'POST',  path: '/api/private/carrier/credentials', access: 'client_admin',   area: 'carriers',  handler: 'add-credential' },
  { method: 'PUT',   path: '/api/private/carrier/credentials/{credentialId}', access: 'client_admin', area: 'carriers', handler: 'update-credential' },
  { method: 'DELETE', path: '/api/private/carrier/credentials/{credentialId}', access: 'client_admin', area: 'carriers', handler: 'delete-credential' },
  { method: 'POST',  path: '/api/private/carrier/credentials/{credentialId}/check', access: 'client_admin', area: 'carriers', handler: 'check-credential' },
  { method: 'GET',   path: '/api/private/carrier/credentials/{credentialId}/checks', access: 'user', area: 'carriers', handler: 'list-credential-checks' },
  { method: 'GET',   path: '/api/private/carrier/credentials/{credentialId}/contract', access: 'user', area: 'carriers', handler: 'get-contract' },
  { method: 'PUT',   path: '/api/private/carrier/credentials/{credentialId}/contract', access: 'client_admin', area: 'carriers', handler: 'put-contract' },
  { method: 'GET',   path: '/api/private/carrier/tracking-keys', access: 'user',         area: 'carriers',  handler: 'list-tracking-keys' },
  { method: 'PUT',   path: '/api/private/carrier/tracking-keys', access: 'client_admin', area: 'carriers',  handler: 'put-tracking-keys' },
  { method: 'DELETE', path: '/api/private/carrier/tracking-keys/{api}', access: 'client_admin', area: 'carriers', handler: 'delete-tracking-keys' },
  { method: 'GET',   path: '/api/private/user/decrypt',        access: 'client_admin',   area: 'carriers',  handler: 'reveal-password' },
  { method: 'POST',  path: '/api/private/uploads',             access: 'user',           area: 'documents', handler: 'request-upload' },
  { method: 'POST',  path: '/api/private/uploads/{uploadId}/confirm', access: 'user',    area: 'documents', handler: 'confirm-upload' },
  { method: 'GET',   path: '/api/private/documents',           access: 'user',           area: 'documents', handler: 'list-documents' },
  { method: 'GET',   path: '/api/private/documents/{documentId}/download', access: 'user', area: 'documents', handler: 'download-document' },
  { method: 'DELETE', path: '/api/private/documents/{documentId}', access: 'client_admin', area: 'documents', handler: 'delete-document' },
  { method: 'GET',   path: '/api/private/documents/{documentId}/claims', access: 'user',  area: 'documents', handler: 'document-claims' },
  { method: 'POST',  path: '/api/private/claims',              access: 'user',           area: 'claims',    handler: 'create-claim' },
  { method: 'GET',   path: '/api/private/claims',              access: 'user',           area: 'claims',    handler: 'list-claims' },
  { method: 'GET',   path: '/api/private/claims/{claimId}',    access: 'user',           area: 'claims',    handler: 'get-claim' },
  { method: 'POST',  path: '/api/private/claims/{claimId}/stop', access: 'user',         area: 'claims',    handler: 'stop-claim' },
  { method: 'PUT',   path: '/api/private/claims/{claimId}/favourite', access: 'user',    area: 'claims',    handler: 'favourite-claim' },
  // The claims desk (issue 38): platform admins, and provider staff for the companies assigned to them.
  { method: 'GET',   path: '/api/private/desk/claims',         access: 'desk',           area: 'desk',      handler: 'list-desk-claims' },
  { method: 'GET',   path: '/api/private/desk/scope',          access: 'desk',           area: 'desk',      handler: 'get-desk-scope' },
  { method: 'GET',   path: '/api/private/desk/claims/{companyId}/{claimId}', access: 'desk', area: 'desk',  handler: 'get-desk-claim' },
  { method: 'POST',  path: '/api/private/desk/claims/{companyId}/{claimId}/moves', access: 'desk', area: 'desk', handler: 'record-desk-move' },
  { method: 'PUT',   path: '/api/private/desk/claims/{companyId}/{claimId}/assignee', access: 'desk', area: 'desk', handler: 'assign-desk-claim' },
  // A claim's filing sheet, its documents as one zip, the merchant's portal login (assigned staff only) and whether it worked.
  { method: 'GET',   path: '/api/private/desk/claims/{companyId}/{claimId}/sheet', access: 'desk', area: 'desk', handler: 'get-filing-sheet' },
  { method: 'POST',  path: '/api/private/desk/claims/{companyId}/{claimId}/documents-zip', access: 'desk', area: 'desk', handler: 'zip-claim-documents' },
  { method: 'POST',  path: '/api/private/desk/claims/{companyId}/{claimId}/login', access: 'desk', area: 'desk', handler: 'reveal-portal-login' },
  { method: 'POST',  path: '/api/private/desk/claims/{companyId}/{claimId}/login-check', access: 'desk', area: 'desk', handler: 'record-login-check' },
  // Carrier e-mail on the desk: a claim's answers, the unmatched tray, decisions, each company's inbound address.
  { method: 'GET',   path: '/api/private/desk/claims/{companyId}/{claimId}/mails', access: 'desk', area: 'desk', handler: 'list-claim-mails' },
  { method: 'GET',   path: '/api/private/desk/mails',          access: 'desk',           area: 'desk',      handler: 'list-desk-mails' },
  { method: 'GET',   path: '/api/private/desk/mails/{companyId}/{mailId}', access: 'desk', area: 'desk',    handler: 'get-desk-mail' },
  { method: 'POST',  path: '/api/private/desk/mails/{companyId}/{mailId}/move', access: 'desk', area: 'desk', handler: 'apply-mail-move' },
  { method: 'POST',  path: '/api/private/desk/mails/{companyId}/{mailId}/dismiss', access: 'desk', area: 'desk', handler: 'dismiss-desk-mail' },
  { method: 'POST',  path: '/api/private/desk/mails/{companyId}/{mailId}/attach', access: 'desk', area: 'desk', handler: 'attach-desk-mail' },
  { method: 'POST',  path: '/api/private/desk/mails/{companyId}/{mailId}/discard', access: 'desk', area: 'desk', handler: 'discard-desk-mail' },
  { method: 'POST',  path: '/api/private/desk/companies/{companyId}/inbound-address', access: 'desk', area: 'desk', handler: 'create-inbound-address' },
  // Many claims at once (issue 38, item 5): a carrier's claims to file as one file, and its answer file imported.
  { method: 'POST',  path: '/api/private/desk/exports',        access: 'desk',           area: 'desk-files', handler: 'export-desk-claims' },
  { method: 'POST',  path: '/api/private/desk/imports/uploads', access: 'desk',          area: 'desk-files', handler: 'request-answer-upload' },
  { method: 'POST',  path: '/api/private/desk/imports',        access: 'desk',           area: 'desk-files', handler: 'start-desk-import' },
  { method: 'GET',   path: '/api/private/desk/imports/{importId}', access: 'desk',       area: 'desk-files', handler: 'get-desk-import' },
  { method: 'POST',  path: '/api/private/desk/imports/{importId}/preview', access: 'desk', area: 'desk-files', handler: 'preview-desk-import' },
  { method: 'POST',  path: '/api/private/desk/imports/{importId}/apply', access: 'desk', area: 'desk-files', handler: 'apply-desk-import' },
  { method: 'POST',  path: '/api/private/bulk-claims',         access: 'user',           area: 'bulk',      handler: 'start-bulk' },
  { method: 'POST',  path: '/api/private/bulk-claims/windows', access: 'user',           area: 'bulk',      handler: 'check-bulk-windows' },
  { method: 'GET',   path: '/api/private/bulk-claims/{bulkId}', access: 'user',          area: 'bulk',      handler: 'get-bulk' },
  { method: 'GET',   path: '/api/private/bulk-claims/{bulkId}/export', access: 'user',   area: 'bulk',      handler: 'download-bulk-export' },
  { method: 'GET',   path: '/api/private/invoices',            access: 'user',           area: 'audit',     handler: 'list-invoices' },
  { method: 'GET',   path: '/api/private/invoices/{documentId}', access: 'user',         area: 'audit',     handler: 'get-invoice' },
  { method: 'GET',   path: '/api/private/invoices/{documentId}/findings', access: 'user', area: 'audit',    handler: 'download-findings' },
  { method: 'POST',  path: '/api/private/invoices/{documentId}/audit', access: 'user', area: 'audit',       handler: 'audit-again' },
  { method: 'GET',   path: '/api/private/invoices/{documentId}/reviews', access: 'user', area: 'audit',     handler: 'list-reviews' },
  { method: 'POST',  path: '/api/private/invoices/{documentId}/reviews/confirm', access: 'user', area: 'audit', handler: 'confirm-review' },
  { method: 'POST',  path: '/api/private/invoices/{documentId}/reviews/dismiss', access: 'user', area: 'audit', handler: 'dismiss-review' },
  { method: 'GET',   path: '/api/private/claims-summary',      access: 'user',           area: 'claims',    handler: 'claim-summary' },
  { method: 'GET',   path: '/api/private/claims-refunds',      access: 'user',           area: 'claims',    handler: 'list-refunds' },
  { method: 'POST',  path: '/api/private/claims/{claimId}/actions', access: 'user',      area: 'claims',    handler: 'answer-action' },
  { method: 'GET',   path: '/api/private/action-required',     access: 'user',           area: 'claims',    handler: 'list-waiting' },
  { method: 'GET',   path: '/api/private/action-required/counts', access: 'user',        area: 'claims',    handler: 'action-counts' },
  { method: 'GET',   path: '/api/private/sales-invoices/tasks', access: 'user',          area: 'claims',    handler: 'sales-invoice-tasks' },
  { method: 'POST',  path: '/api/private/sales-invoices',      access: 'user',           area: 'claims',    handler: 'attach-sales-invoice' },
  { method: 'GET',   path: '/api/private/lost-packages',       access: 'user',           area: 'claims',    handler: 'list-lost-packages' },
  { method: 'POST',  path: '/api/private/lost-packages/scan',  access: 'user',           area: 'claims',    handler: 'scan-lost-packages' },
  { method: 'GET',   path: '/api/private/home',                access: 'user',           area: 'dashboards', handler: 'get-home' },
  { method: 'GET',   path: '/api/private/dashboards/{board}',  access: 'user',           area: 'dashboards', handler: 'get-board' },
  { method: 'GET',   path: '/api/private/dashboard-graphs',    access: 'user',           area: 'dashboards', handler: 'list-graphs' },
  { method: 'POST',  path: '/api/private/dashboard-graphs',    access: 'user',           area: 'dashboards', handler: 'save-graph' },
  { method: 'DELETE', path: '/api/private/dashboard-graphs/{graphId}', access: 'user',   area: 'dashboards', handler: 'delete-graph' },
  { method: 'GET',   path: '/api/private/admin/companies/{companyId}/dashboards', access: 'platform_admin', area: 'admin', handler: 'get-dashboards' },
  { method: 'PUT',   path: '/api/private/admin/companies/{companyId}/dashboards', access: 'platform_admin', area: 'admin', handler: 'set-dashboards' },
  { method: 'GET',   path: '/api/private/billing/subscription', access: 'user',          area: 'billing',   handler: 'get-subscription' },
  { method: 'PUT',   path: '/api/private/admin/companies/{companyId}/subscription', access: 'platform_admin', area: 'admin', handler: 'set-subscription' },
  { method: 'GET',   path: '/api/private/admin/companies',     access: 'platform_admin', area: 'admin',     handler: 'list-companies' },
  { method: 'GET',   path: '/api/private/admin/companies/{companyId}', access: 'platform_admin', area: 'admin', handler: 'get-admin-company' },
  { method: 'PUT',   path: '/api/private/admin/companies/{companyId}/status', access: 'platform_admin', area: 'admin', handler: 'set-company-status' },
  { method: 'GET',   path: '/api/private/admin/log',           access: 'platform_admin', area: 'admin',     handler: 'list-admin-log' },
  { method: 'GET',   path: '/api/private/admin/sendouts',      access: 'platform_admin', area: 'admin',     handler: 'list-sendouts' },
  { method: 'GET',   path: '/api/private/admin/sendouts/{companyId}/preview', access: 'platform_admin', area: 'admin', handler: 'preview-sendout' },
  { method: 'POST',  path: '/api/private/admin/sendouts',      access: 'platform_admin', area: 'admin',     handler: 'send-sendout' },
  { method: 'GET',   path: '/api/private/admin/credentials',   access: 'platform_admin', area: 'admin',     handler: 'list-all-credentials' },
  { method: 'GET',   path: '/api/private/admin/documents',     access: 'platform_admin', area: 'admin',     handler: 'list-all-documents' },
  { method: 'GET',   path: '/api/private/admin/documents/{companyId}/{documentId}/download', access: 'platform_admin', area: 'admin', handler: 'download-admin-document' },
  { method: 'GET',   path: '/api/private/admin/integrations',  access: 'platform_admin', area: 'admin',     handler: 'list-integrations' },
  { method: 'GET',   path: '/api/private/admin/sftp-reviews',  access: 'platform_admin', area: 'admin',     handler: 'list-sftp-reviews' },
  { method: 'PUT',   path: '/api/private/admin/sftp-reviews/{companyId}', access: 'platform_admin', area: 'admin', handler: 'decide-sftp-review' },
  { method: 'GET',   path: '/api/private/admin/invoices',      access: 'platform_admin', area: 'admin',     handler: 'list-unpaid' },
  { method: 'GET',   path: '/api/private/admin/case-studies',  access: 'platform_admin', area: 'admin',     handler: 'list-case-studies' },
  { method: 'PUT',   path: '/api/private/admin/case-studies/{slug}', access: 'platform_admin', area: 'admin', handler: 'save-case-study' },
  { method: 'DELETE', path: '/api/private/admin/case-studies/{slug}', access: 'platform_admin', area: 'admin', handler: 'delete-case-study' },
  { method: 'GET',   path: '/api/private/admin/demo/slots',    access: 'platform_admin', area: 'admin',     handler: 'list-demo-slots' },
  { method: 'POST',  path: '/api/private/admin/demo/slots',    access: 'platform_admin', area: 'admin',     handler: 'add-demo-slot' },
  { method: 'DELETE', path: '/api/private/admin/demo/slots/{slotId}', access: 'platform_admin', area: 'admin', handler: 'remove-demo-slot' },
  { method: 'GET',   path: '/api/private/admin/users',         access: 'platform_admin', area: 'admin',     handler: 'list-users' },
  { method: 'GET',   path: '/api/private/admin/staff',         access: 'platform_admin', area: 'admin',     handler: 'list-staff' },
  { method: 'POST',  path: '/api/private/admin/staff',         access: 'platform_admin', area: 'admin',     handler: 'invite-staff' },
  { method: 'PUT',   path: '/api/private/admin/staff/{userId}/companies/{companyId}', access: 'platform_admin', area: 'admin', handler: 'assign-staff' },
  { method: 'DELETE', path: '/api/private/admin/staff/{userId}/companies/{companyId}', access: 'platform_admin', area: 'admin', handler: 'unassign-staff' },
  { method: 'GET',   path: '/api/private/admin/release-notes', access: 'platform_admin', area: 'admin',     handler: 'list-release-notes' },
  { method: 'PUT',   path: '/api/private/admin/release-notes/{slug}', access: 'platform_admin', area: 'admin', handler: 'save-release-note' },
  { method: 'DELETE', path: '/api/private/admin/release-notes/{slug}', access: 'platform_admin', area: 'admin', handler: 'delete-release-note' },
  { method: 'GET',   path: '/api/private/release-notes',       access: 'user',           area: 'admin',     handler: 'list-published-notes' },
  { method: 'GET',   path: '/api/private/admin/tours',         access: 'platform_admin', area: 'admin',     handler: 'list-tours' },
  { method: 'PUT',   path: '/api/private/admin/tours/{label}', access: 'platform_admin', area: 'admin',     handler: 'save-tour' },
  { method: 'GET',   path: '/api/public/case-studies',         access: 'public',         area: 'admin',     handler: 'list-published-case-studies' },
  // HTML: the site's pages filled with live data (SERVED_PAGES), reached by CloudFront and the local server.
  { method: 'GET',   path: '/api/public/site/page',            access: 'public',         area: 'admin',     handler: 'render-site-page' },
  // Also a native form post (x-www-form-urlencoded) from the page without JavaScript, answered 303.
  { method: 'POST',  path: '/api/public/contact',              access: 'public',         area: 'site',      handler: 'send-contact-message' },
  { method: 'GET',   path: '/api/public/demo/slots',           access: 'public',         area: 'site',      handler: 'list-open-demo-slots' },
  { method: 'POST',  path: '/api/public/demo/bookings',        access: 'public',         area: 'site',      handler: 'book-demo' },
  // The booking's link carries its token: a wrong one answers 404, as an unknown booking does.
  { method: 'GET',   path: '/api/public/demo/bookings/{bookingId}', access: 'public',    area: 'site',      handler: 'get-demo-booking' },
  { method: 'POST',  path: '/api/public/demo/bookings/{bookingId}/cancel', access: 'public', area: 'site',   handler: 'cancel-demo-booking' },
  { method: 'POST',  path: '/api/public/demo/bookings/{bookingId}/move', access: 'public', area: 'site',     handler: 'move-demo-booking' },
  { method: 'GET',   path: '/api/private/billing/documents',    access: 'client_admin',   area: 'billing',   handler: 'list-billing-documents' },
  { method: 'GET',   path: '/api/private/billing/fees',         access: 'client_admin',   area: 'billing',   handler: 'list-fees' },
  { method: 'GET',   path: '/api/private/billing/preview',      access: 'platform_admin', area: 'billing',   handler: 'get-preview' },
  { method: 'POST',  path: '/api/private/billing/documents',    access: 'platform_admin', area: 'billing',   handler: 'generate-documents' },
  { method: 'GET',   path: '/api/private/billing/documents/{number}/pdf', access: 'client_admin', area: 'billing', handler: 'get-document-pdf' },
  { method: 'POST',  path: '/api/private/billing/documents/{number}/pay', access: 'client_admin', area: 'billing', handler: 'pay-document' },
  { method: 'GET',   path: '/api/private/billing/payments/{paymentId}', access: 'client_admin', area: 'billing', handler: 'get-payment' },
  { method: 'POST',  path: '/api/private/billing/payments/{paymentId}/sandbox', access: 'client_admin', area: 'billing', handler: 'drive-sandbox', sandboxOnly: true },
  { method: 'GET',   path: '/api/private/billing/plan-change',  access: 'client_admin',   area: 'billing',   handler: 'get-plan-change' },
  { method: 'POST',  path: '/api/private/billing/plan-change',  access: 'client_admin',   area: 'billing',   handler: 'change-plan' },
  { method: 'GET',   path: '/api/private/billing/plan-changes/{authorizationId}', access: 'client_admin', area: 'billing', handler: 'get-plan-authorization' },
  { method: 'POST',  path: '/api/private/billing/plan-changes/{authorizationId}/sandbox', access: 'client_admin', area: 'billing', handler: 'drive-sandbox-authorization', sandboxOnly: true },
  { method: 'POST',  path: '/api/public/billing/webhooks/{provider}', access: 'public',     area: 'billing',   handler: 'receive-webhook' },
  { method: 'POST',  path: '/api/private/admin/companies/{companyId}/billing/{number}/transfer', access: 'platform_admin', area: 'admin', handler: 'record-transfer' },
  { method: 'GET',   path: '/api/private/integration/keys',    access: 'user',           area: 'integrations', handler: 'list-api-keys' },
  { method: 'POST',  path: '/api/private/integration/keys',    access: 'client_admin',   area: 'integrations', handler: 'create-api-key' },
  { method: 'DELETE', path: '/api/private/integration/keys/{keyId}', access: 'client_admin', area: 'integrations', handler: 'revoke-api-key' },
  { method: 'GET',   path: '/api/private/integration/report',  access: 'user',           area: 'integrations', handler: 'get-sales-data-report' },
  { method: 'GET',   path: '/api/private/integration/sftp',    access: 'user',           area: 'integrations', handler: 'get-sftp' },
  { method: 'PUT',   path: '/api/private/integration/sftp',    access: 'client_admin',   area: 'integrations', handler: 'save-sftp' },
  { method: 'DELETE', path: '/api/private/integration/sftp',   access: 'client_admin',   area: 'integrations', handler: 'disconnect-sftp' },
  { method: 'POST',  path: '/api/private/integration/sftp/check', access: 'client_admin', area: 'integrations', handler: 'check-sftp' },
  { method: 'POST',  path: '/api/private/integration/sftp/fetch', access: 'client_admin', area: 'integrations', handler: 'fetch-sftp' },
  { method: 'GET',   path: '/api/private/integration/sftp/files/{fileId}/problems', access: 'user', area: 'integrations', handler: 'get-sftp-file-problems' },
  { method: 'POST',  path: '/api/integration/v1/uploads',      access: 'integration',    area: 'integrations', handler: 'request-file-upload' },
  { method: 'POST',  path: '/api/integration/v1/uploads/{uploadId}/complete', access: 'integration', area: 'integrations', handler: 'complete-file-upload' },
  { method: 'POST',  path: '/api/integration/v1/orders',       access: 'integration',    area: 'integrations', handler: 'receive-orders' },
  // Any other /api path: a JSON 404 with an error code, instead of API Gateway's bare one.
  { method: 'ANY',   path: '/api/{proxy+}',                     access: 'public',         area: 'platform',  handler: 'not-found' },
] as const satisfies readonly RouteDef[];

export type Route = (typeof routes)[number];

/** The routes API Gateway serves in AWS: every row but the sandbox's own. */
export const deployedRoutes: readonly RouteDef[] = routes.filter((route: RouteDef) => !route.sandboxOnly);

/** The names of the `{name}` (and `{name+}`) parameters of a path. */
type ParamsOf<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `${infer Greedy}+` ? Greedy : Name) | ParamsOf<Rest>
  : never;
export type PathParameter = ParamsOf<Route['path']>;

/**
 * The rule of every path parameter, by name (shared/platform/path-parameters.ts): the router
 * answers 400 (request.invalid, naming the parameter) for a value that does not fit, before any
 * handler or store call; the OpenAPI document declares the same rules. A route with a new parameter name fails typecheck until its
 * rule is here.
 */
export const PATH_PARAMETERS: Record<PathParameter, ZodMiniType<string, string>> = {
  api: pathId,
  authorizationId: pathId,
  board: pathId,
  bookingId: pathId,
  bulkId: pathId,
  claimId: pathId,
  companyId: pathId,
  credentialId: pathId,
  documentId: pathId,
  fileId: pathId,
  graphId: pathId,
  importId: pathId,
  keyId: pathId,
  label: pathId,
  mailId: pathId,
  number: pathId,
  paymentId: pathId,
  provider: pathId,
  slotId: pathId,
  uploadId: pathId,
  userId: pathId,
  slug: pathSlug,
  proxy: pathRest,
};

/** The handler ids of one area, so an area's handler map must cover exactly its routes. */
export type HandlerId<A extends Area> = Extract<Route, { area: A }>['handler'];

export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return route.method === 'ANY' ? `ANY ${route.path}` : `${route.method} ${route.path}`;
}

export const routesByKey: ReadonlyMap<string, RouteDef> = new Map(
  routes.map((route) => [routeKey(route), route]),
);
