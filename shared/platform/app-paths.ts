/**
 * The web app's page paths (the spec's section 2 routes), written once: the web's router and links
 * take them (web/src/config/paths.ts), and the servers of the web build (the local server, the
 * CloudFront Function) answer 404 to any other page path, with the app's not-found page.
 */
export const APP_PATHS = {
  login: '/login',
  register: '/register',
  onBoarding: '/onBoarding',
  forgotPasswordRequest: '/forgotPassword/request',
  forgotPasswordReset: '/forgotPassword/reset',
  /** Where an invitation e-mail leads: not in the spec's table, needed by its team invitations. */
  invitation: '/invitation',
  home: '/home',
  /** Not in the spec's table: its dashboards (spend, savings, shipments, scorecards, custom graphs). */
  dashboards: '/dashboards',
  investigationDetails: '/claimCenter/investigationDetails',
  actionRequired: '/claimCenter/actionRequired',
  startInvestigation: '/claimCenter/startAnInvestigation',
  /**
   * Not in the spec's table: the signed-in page behind its 'Investigations Support Documents' entry,
   * the documents the investigations use and the ones they wait for (the guide stays public).
   */
  supportDocuments: '/claimCenter/supportDocuments',
  docActionRequired: '/claimCenter/documentation/actionRequired',
  docStartInvestigation: '/claimCenter/documentation/startAnInvestigation',
  /** Not in the spec's table: the public API's reference (issue 21). */
  docApi: '/claimCenter/documentation/api',
  profile: '/profile',
  team: '/team',
  carrierInformation: '/carrier/information',
  carrierInvoices: '/carrier/invoices',
  myInvoices: '/invoiceControl/myInvoices',
  files: '/myFiles',
  /** Not in the spec's table: its choice between manual upload and the sales-data integration. */
  salesData: '/salesData',
  billing: '/billing',
  /** Not in the spec's table: the sandbox payment provider's checkout (no real provider configured). */
  billingCheckout: '/billing/checkout/:paymentId',
  /** Not in the spec's table: the sandbox provider's card authentication for a plan change. */
  billingAuthorize: '/billing/authorize/:authorizationId',
  /** The Admin Panel opens on what needs attention; each of its sections has an address of its own. */
  adminPanel: '/adminPanel',
  adminCompanies: '/adminPanel/companies',
  /** Not in the spec's table: one company's page (its plan, its dashboards) without acting for it. */
  adminCompany: '/adminPanel/companies/:companyId',
  adminUsers: '/adminPanel/users',
  adminSendouts: '/adminPanel/sendouts',
  adminCredentials: '/adminPanel/credentials',
  adminDocuments: '/adminPanel/documents',
  adminIntegrations: '/adminPanel/integrations',
  adminSftpReviews: '/adminPanel/sftp-reviews',
  adminUnpaid: '/adminPanel/unpaid',
  adminCaseStudies: '/adminPanel/case-studies',
  adminDemoSlots: '/adminPanel/demo-slots',
  adminReleaseNotes: '/adminPanel/release-notes',
  adminTours: '/adminPanel/tours',
  adminStaff: '/adminPanel/staff',
  adminLog: '/adminPanel/log',
  adminSignIn: '/adminPanel/sign-in',
  /** Not in the spec's table: the claims desk (issue 38), for platform admins and provider staff. */
  desk: '/adminPanel/desk',
  dataAgreement: '/data-agreement',
  terms: '/terms-conditions',
  unauthorized: '/401',
  notFound: '/404',
} as const;

/** A path pattern's segments: a `:name` segment stands for any one segment. */
const patterns = Object.values(APP_PATHS).map((path) => path.toLowerCase().split('/').slice(1));

/**
 * Whether a page path is one of the app's: '/' (it leads to sign-in) or a path of APP_PATHS, its
 * case and a trailing slash aside, as the app's router matches them.
 */
export function isAppPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return true;
  const segments = path.toLowerCase().split('/').slice(1);
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) =>
        part.startsWith(':') ? segments[index] !== '' : part === segments[index],
      ),
  );
}

/** The app's paths as the CloudFront Function matches them: lower case, `:name` for any one segment. */
export const appPathPatterns = (): string[] => Object.values(APP_PATHS).map((path) => path.toLowerCase());
