/**
 * What each API route answers when it succeeds: one strict schema per route, keyed by the route's
 * handler id (functions/routes.ts). The server checks every 2xx body against its route's schema
 * before it leaves (functions/http/replies.ts), so a field that is not named here (a storage key,
 * a hash, another tenant's anything) is never sent; the web reads its answers' types from here
 * (`Reply<'list-claims'>`).
 */
import * as z from 'zod/mini';
import { caseStudySchema, publicCaseStudySchema } from '../admin/case-studies';
import {
  adminCredentialsPageSchema,
  adminLogPageSchema,
  adminUsersPageSchema,
  companiesPageSchema,
  staffAssignmentSchema,
  staffListSchema,
  staffMemberSchema,
  unpaidInvoicesPageSchema,
} from '../admin/directory';
import { adminDocumentsPageSchema } from '../admin/documents';
import { publishedEntrySchema, releaseNoteSchema } from '../admin/release-notes';
import { failingPageSchema, sendoutPreviewSchema, sendoutResultSchema } from '../admin/sendouts';
import { contractViewSchema } from '../audit/contract';
import {
  invoiceAuditViewSchema,
  invoiceDetailSchema,
  reviewFindingSchema,
  reviewListSchema,
} from '../audit/invoice-audit';
import {
  billingDocumentSchema,
  documentsReplySchema,
  feeLineViewSchema,
  paymentViewSchema,
  previewSchema,
} from '../billing/documents';
import { planChangePreviewSchema } from '../billing/plan-change';
import { subscriptionViewSchema } from '../billing/plans';
import { bulkRunViewSchema, bulkWindowsReplySchema } from '../bulk/schema';
import { credentialCheckSchema, credentialViewSchema } from '../carriers/credentials';
import { trackingKeysViewSchema } from '../carriers/tracking-keys';
import {
  actionCountsSchema,
  actionItemSchema,
  salesInvoiceResultSchema,
  salesInvoiceTasksSchema,
} from '../claims/actions';
import {
  inboundAddressReplySchema,
  mailListReplySchema,
  mailSummarySchema,
  mailTrayReplySchema,
  mailViewSchema,
} from '../claims/carrier-mail';
import { deskDetailSchema, deskListReplySchema, deskRowSchema, deskScopeReplySchema } from '../claims/desk';
import {
  deskExportReplySchema,
  deskImportViewSchema,
  getImportReplySchema,
  previewReplySchema,
  startImportReplySchema,
} from '../claims/desk-files-api';
import {
  documentsZipSchema,
  filingSheetSchema,
  loginCheckReplySchema,
  portalLoginSchema,
} from '../claims/desk-sheet';
import { lostPackagesPageSchema } from '../claims/lost';
import { refundsReplySchema } from '../claims/refunds';
import { claimHistoryEntrySchema, claimViewSchema } from '../claims/schema';
import { claimSummarySchema } from '../claims/summary';
import { companyViewSchema } from '../companies/company';
import { companyNodeSchema } from '../companies/company-switch';
import { boardSchema, DASHBOARD_STATES, homeSchema, savedGraphSchema } from '../dashboards/catalog';
import { documentUseSchema, documentViewSchema } from '../documents/upload-requests';
import { ROLES } from '../identity/access';
import { profileViewSchema } from '../identity/profile';
import { adminIntegrationsPageSchema, apiKeyViewSchema } from '../integrations/api-keys';
import { ordersResultSchema, salesDataReportSchema } from '../integrations/orders';
import {
  columnMappingSchema,
  SFTP_PROBLEMS,
  SFTP_STATES,
  sftpFileViewSchema,
  sftpSampleSchema,
  sftpViewSchema,
} from '../integrations/sftp';
import { uploadCompletedSchema, uploadTicketSchema } from '../integrations/uploads';
import { adminDemoSlotSchema, demoBookingViewSchema, publicDemoSlotSchema } from '../site/demo';
import { memberViewSchema } from '../team/team';
import { tourSchema, tourStepSchema, userTourSchema } from '../users/tour-content';
import { TOUR_LABELS } from '../users/tours';

const done = <K extends string>(key: K) =>
  z.strictObject({ [key]: z.literal(true) } as Record<K, z.ZodMiniLiteral<true>>);
const token = z.strictObject({ token: z.string() });
/** A short-lived link to one stored file (S3 presigned GET). */
const download = z.strictObject({ url: z.string(), expiresInSeconds: z.number() });
/** A page of a list: its items under `key`, and the cursor of the next page (null on the last). */
const page = <K extends string, S extends z.ZodMiniType>(key: K, item: S) =>
  z.strictObject({ [key]: z.array(item), cursor: z.nullable(z.string()) } as {
    [P in K]: z.ZodMiniArray<S>;
  } & { cursor: z.ZodMiniNullable<z.ZodMiniString> });
const claim = z.strictObject({ claim: claimViewSchema });
const credential = z.strictObject({ credential: credentialViewSchema });
const bulkRun = z.strictObject({ run: bulkRunViewSchema });
const invoice = z.strictObject({ invoice: invoiceDetailSchema });
/** A decision on a carrier mail: the mail as it now is, its claim as the desk shows it. */
const mailDecisionReply = z.strictObject({
  mail: mailSummarySchema,
  claim: claimViewSchema,
  desk: deskDetailSchema,
  row: z.nullable(deskRowSchema),
});

export const replies = {
  /** The public API's OpenAPI 3.1 document (its inside is checked by an OpenAPI validator in the tests). */
  'get-openapi': z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) }),
  // platform
  'get-health': z.strictObject({ status: z.literal('ok'), version: z.string() }),
  'get-session': z.strictObject({
    userId: z.string(),
    companyId: z.string(),
    role: z.enum(ROLES),
    email: z.string(),
  }),
  'report-client-error': done('received'),
  'get-config': z.strictObject({
    googleClientId: z.nullable(z.string()),
    recaptchaSiteKey: z.nullable(z.string()),
  }),
  // Any other /api path answers 404: it has no successful answer.
  'not-found': z.never(),

  // auth
  'sign-in': token,
  'refresh-token': token,
  'sign-out': done('signedOut'),
  'verify-email': z.strictObject({
    sent: z.literal(true),
    expiresInSeconds: z.number(),
    resendAfterSeconds: z.number(),
  }),
  'complete-registration': token,
  'complete-onboarding': token,
  'read-invitation': z.strictObject({
    email_address: z.string(),
    first_name: z.string(),
    companyName: z.string(),
  }),
  'accept-invitation': token,
  'request-password-reset': done('requested'),
  'read-password-reset': z.strictObject({ email: z.string() }),
  'reset-password': z.strictObject({
    user: z.strictObject({ email_address: z.string(), first_name: z.string(), last_name: z.string() }),
  }),
  'get-profile': profileViewSchema,
  'update-profile': z.strictObject({ profile: profileViewSchema, token: z.string() }),
  'change-password': z.strictObject({ changed: z.literal(true), token: z.string() }),
  'google-sign-in': token,
  'google-register': token,
  'check-recaptcha': z.strictObject({ passed: z.literal(true), enabled: z.boolean() }),
  // The register page signs the new admin in; the other sign-up path only records them.
  register: z.union([token, done('registered')]),
  'validate-email': z.strictObject({ available: z.boolean() }),
  'report-code-not-received': done('received'),

  // companies and team
  'get-company': companyViewSchema,
  'update-company': companyViewSchema,
  'update-bank': companyViewSchema,
  'get-hierarchy': z.strictObject({ companies: z.array(companyNodeSchema) }),
  'switch-company': z.strictObject({
    token: z.string(),
    company: z.strictObject({ companyId: z.string(), name: z.string() }),
  }),
  'list-members': z.strictObject({ members: z.array(memberViewSchema) }),
  'add-member': z.strictObject({ member: memberViewSchema }),
  'delete-member': done('deleted'),

  // users
  'list-features': z.strictObject({
    features: z.array(
      z.strictObject({
        label: z.enum(TOUR_LABELS),
        route: z.string(),
        steps: z.number(),
        content: z.array(tourStepSchema),
      }),
    ),
  }),
  'finish-feature': done('finished'),
  'read-tours': z.strictObject({ tours: z.array(userTourSchema) }),
  'check-notice': z.strictObject({ needsNotifying: z.boolean() }),
  'mark-notice': done('notified'),
  'record-satisfaction': done('recorded'),

  // admin
  'unblock-user': done('unblocked'),

  // carriers
  'list-credentials': z.strictObject({ credentials: z.array(credentialViewSchema) }),
  'add-credential': credential,
  'update-credential': credential,
  'delete-credential': done('deleted'),
  'check-credential': z.strictObject({ credential: credentialViewSchema, check: credentialCheckSchema }),
  'list-credential-checks': z.strictObject({ checks: z.array(credentialCheckSchema) }),
  'get-contract': z.strictObject({ contract: z.nullable(contractViewSchema) }),
  'put-contract': z.strictObject({ contract: contractViewSchema }),
  'list-tracking-keys': z.strictObject({ apis: z.array(trackingKeysViewSchema) }),
  'put-tracking-keys': z.strictObject({ keys: trackingKeysViewSchema }),
  'delete-tracking-keys': done('deleted'),
  'reveal-password': z.strictObject({ decryptedPassword: z.string() }),

  // documents
  'request-upload': z.strictObject({
    uploadId: z.string(),
    url: z.string(),
    fields: z.record(z.string(), z.string()),
    maxBytes: z.number(),
    allowedExtensions: z.array(z.string()),
  }),
  // `reused`: the same file was here already (a claim's document): this is the one kept.
  'confirm-upload': z.strictObject({ document: documentViewSchema, reused: z.optional(z.literal(true)) }),
  'list-documents': page('documents', documentViewSchema),
  'download-document': download,
  'delete-document': done('deleted'),
  'document-claims': z.strictObject({ claims: z.array(documentUseSchema) }),

  // claims
  'create-claim': z.strictObject({ claim: claimViewSchema, overwritten: z.optional(z.literal(true)) }),
  'list-claims': page('claims', claimViewSchema),
  'get-claim': z.strictObject({ claim: claimViewSchema, history: z.array(claimHistoryEntrySchema) }),
  'stop-claim': claim,
  'favourite-claim': claim,
  'answer-action': claim,
  'claim-summary': claimSummarySchema,
  'list-refunds': refundsReplySchema,
  'list-waiting': page('claims', actionItemSchema),
  'action-counts': actionCountsSchema,
  'sales-invoice-tasks': salesInvoiceTasksSchema,
  'attach-sales-invoice': salesInvoiceResultSchema,
  'list-lost-packages': lostPackagesPageSchema,
  'scan-lost-packages': lostPackagesPageSchema,

  // the claims desk
  'list-desk-claims': deskListReplySchema,
  'get-desk-claim': z.strictObject({
    claim: claimViewSchema,
    desk: deskDetailSchema,
    history: z.array(claimHistoryEntrySchema),
  }),
  'record-desk-move': z.strictObject({
    claim: claimViewSchema,
    desk: deskDetailSchema,
    row: z.nullable(deskRowSchema),
  }),
  'assign-desk-claim': z.strictObject({
    claim: claimViewSchema,
    desk: deskDetailSchema,
    row: z.nullable(deskRowSchema),
  }),
  'get-desk-scope': deskScopeReplySchema,
  // the desk's filing sheet, the claim's documents as one zip, the merchant's portal login
  'get-filing-sheet': filingSheetSchema,
  'zip-claim-documents': documentsZipSchema,
  'reveal-portal-login': portalLoginSchema,
  'record-login-check': loginCheckReplySchema,
  // carrier e-mail on the desk
  'list-claim-mails': mailListReplySchema,
  'list-desk-mails': mailTrayReplySchema,
  'get-desk-mail': z.strictObject({ mail: mailViewSchema, address: z.nullable(z.string()) }),
  'apply-mail-move': mailDecisionReply,
  'dismiss-desk-mail': mailDecisionReply,
  'attach-desk-mail': mailDecisionReply,
  'discard-desk-mail': z.strictObject({ mail: mailSummarySchema }),
  'create-inbound-address': inboundAddressReplySchema,
  // the desk's files: a carrier's claims out, its answer file in
  'export-desk-claims': deskExportReplySchema,
  'request-answer-upload': z.strictObject({
    uploadId: z.string(),
    url: z.string(),
    fields: z.record(z.string(), z.string()),
    maxBytes: z.number(),
    allowedExtensions: z.array(z.string()),
  }),
  'start-desk-import': startImportReplySchema,
  'get-desk-import': getImportReplySchema,
  'preview-desk-import': previewReplySchema,
  'apply-desk-import': z.strictObject({ import: deskImportViewSchema }),

  // bulk claims
  'start-bulk': bulkRun,
  'check-bulk-windows': bulkWindowsReplySchema,
  'get-bulk': bulkRun,
  'download-bulk-export': download,

  // invoice audit
  'list-invoices': page('invoices', invoiceAuditViewSchema),
  'get-invoice': invoice,
  'download-findings': download,
  'audit-again': invoice,
  'list-reviews': reviewListSchema,
  'confirm-review': z.strictObject({ review: reviewFindingSchema }),
  'dismiss-review': z.strictObject({ review: reviewFindingSchema }),

  // home and dashboards
  'get-home': homeSchema,
  'get-board': boardSchema,
  'list-graphs': z.strictObject({ graphs: z.array(savedGraphSchema) }),
  'save-graph': z.strictObject({ graph: savedGraphSchema }),
  'delete-graph': done('deleted'),
  'get-dashboards': z.strictObject({ companyId: z.string(), state: z.enum(DASHBOARD_STATES) }),
  'set-dashboards': z.strictObject({ companyId: z.string(), state: z.enum(DASHBOARD_STATES) }),
  'set-subscription': z.strictObject({
    companyId: z.string(),
    planId: z.string(),
    startDate: z.string(),
    endDate: z.nullable(z.string()),
  }),

  // billing
  'get-subscription': subscriptionViewSchema,
  'list-billing-documents': documentsReplySchema,
  'list-fees': z.strictObject({ lines: z.array(feeLineViewSchema) }),
  'get-preview': previewSchema,
  'generate-documents': z.strictObject({ documents: z.array(billingDocumentSchema) }),
  'get-document-pdf': download,
  'pay-document': z.strictObject({ paymentId: z.string(), redirectUrl: z.string() }),
  'get-payment': paymentViewSchema,
  'drive-sandbox': z.strictObject({ outcome: z.array(z.enum(['applied', 'duplicate', 'unknown'])) }),
  'get-plan-change': planChangePreviewSchema,
  'change-plan': z.union([
    z.strictObject({ status: z.literal('applied'), preview: planChangePreviewSchema }),
    z.strictObject({
      status: z.literal('authenticate'),
      preview: planChangePreviewSchema,
      authorizationId: z.string(),
      redirectUrl: z.string(),
    }),
  ]),
  'get-plan-authorization': z.strictObject({
    authorizationId: z.string(),
    status: z.enum(['authenticating', 'applied', 'declined', 'stale']),
    preview: planChangePreviewSchema,
  }),
  'drive-sandbox-authorization': z.strictObject({
    outcome: z.array(z.enum(['applied', 'duplicate', 'unknown'])),
  }),
  'receive-webhook': z.strictObject({
    received: z.literal(true),
    outcomes: z.array(z.enum(['applied', 'duplicate', 'unknown'])),
  }),
  'record-transfer': z.strictObject({ document: billingDocumentSchema }),

  // the admin panel
  'list-companies': companiesPageSchema,
  'get-admin-company': z.strictObject({
    companyId: z.string(),
    name: z.string(),
    country: z.nullable(z.string()),
    createdAt: z.string(),
    active: z.boolean(),
    suspended: z.boolean(),
    overdueInvoices: z.number(),
    planId: z.string(),
    startDate: z.string(),
    endDate: z.nullable(z.string()),
  }),
  'set-company-status': z.strictObject({ companyId: z.string(), active: z.boolean() }),
  'list-admin-log': adminLogPageSchema,
  'list-sendouts': failingPageSchema,
  'preview-sendout': sendoutPreviewSchema,
  'send-sendout': sendoutResultSchema,
  'list-all-credentials': adminCredentialsPageSchema,
  'list-all-documents': adminDocumentsPageSchema,
  'download-admin-document': download,
  'list-integrations': adminIntegrationsPageSchema,
  'list-sftp-reviews': z.strictObject({
    reviews: z.array(
      z.strictObject({
        companyId: z.string(),
        companyName: z.string(),
        host: z.string(),
        directory: z.string(),
        since: z.string(),
        sample: sftpSampleSchema,
        suggested: columnMappingSchema,
      }),
    ),
  }),
  'decide-sftp-review': done('saved'),

  // integrations
  'list-api-keys': z.strictObject({ keys: z.array(apiKeyViewSchema) }),
  'create-api-key': z.strictObject({ key: apiKeyViewSchema, apiKey: z.string() }),
  'revoke-api-key': done('revoked'),
  'receive-orders': ordersResultSchema,
  'request-file-upload': uploadTicketSchema,
  'complete-file-upload': uploadCompletedSchema,
  'get-sales-data-report': z.strictObject({
    report: salesDataReportSchema,
    sftp: z.nullable(
      z.strictObject({
        state: z.enum(SFTP_STATES),
        lastFetchAt: z.nullable(z.string()),
        problem: z.nullable(z.enum(SFTP_PROBLEMS)),
      }),
    ),
    lastFile: z.nullable(sftpFileViewSchema),
  }),
  'get-sftp': z.strictObject({ sftp: z.nullable(sftpViewSchema), files: z.array(sftpFileViewSchema) }),
  'check-sftp': z.strictObject({ hostKeyFingerprint: z.string(), matchingFiles: z.number() }),
  'save-sftp': z.strictObject({ sftp: sftpViewSchema }),
  'disconnect-sftp': z.strictObject({ sftp: sftpViewSchema }),
  'fetch-sftp': done('started'),
  'get-sftp-file-problems': z.strictObject({
    name: z.string(),
    headers: z.array(z.string()),
    problems: z.array(z.strictObject({ row: z.number(), column: z.string(), message: z.string() })),
  }),
  'list-release-notes': z.strictObject({ notes: z.array(releaseNoteSchema) }),
  'save-release-note': z.strictObject({ note: releaseNoteSchema }),
  'delete-release-note': done('deleted'),
  /** `notified`: the notice ids among `entries` the caller has already been shown. */
  'list-published-notes': z.strictObject({
    entries: z.array(publishedEntrySchema),
    notified: z.array(z.string()),
  }),
  'list-tours': z.strictObject({ tours: z.array(tourSchema) }),
  'save-tour': z.strictObject({ tour: tourSchema }),
  'list-unpaid': unpaidInvoicesPageSchema,
  'list-case-studies': z.strictObject({ studies: z.array(caseStudySchema) }),
  'save-case-study': z.strictObject({ study: caseStudySchema }),
  'delete-case-study': done('deleted'),
  'list-published-case-studies': z.strictObject({ studies: z.array(publicCaseStudySchema) }),
  /** An HTML document (functions/http/responses.ts htmlPage), checked as `{ html }`. */
  'render-site-page': z.strictObject({ html: z.string() }),
  'list-demo-slots': z.strictObject({ slots: z.array(adminDemoSlotSchema) }),
  'add-demo-slot': z.strictObject({ slot: adminDemoSlotSchema }),
  'remove-demo-slot': done('deleted'),
  'list-staff': staffListSchema,
  'invite-staff': z.strictObject({ staff: staffMemberSchema }),
  'list-users': adminUsersPageSchema,
  'assign-staff': staffAssignmentSchema,
  'unassign-staff': staffAssignmentSchema,

  // site (a native form post is answered 303 See Other, without a body)
  'send-contact-message': done('received'),
  'list-open-demo-slots': z.strictObject({ slots: z.array(publicDemoSlotSchema) }),
  'book-demo': z.strictObject({ booking: demoBookingViewSchema }),
  'get-demo-booking': z.strictObject({ booking: demoBookingViewSchema }),
  'cancel-demo-booking': z.strictObject({ booking: demoBookingViewSchema }),
  'move-demo-booking': z.strictObject({ booking: demoBookingViewSchema }),
} as const;

export type ReplyOf = keyof typeof replies;

/** What a route answers when it succeeds, by its handler id. */
export type Reply<H extends ReplyOf> = z.infer<(typeof replies)[H]>;
