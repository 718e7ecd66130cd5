/** Typed page paths: the spec's section 2 routes, written once. */
export const paths = {
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
  adminPanel: '/adminPanel',
  /** Not in the spec's table: the claims desk (issue 38), for platform admins and provider staff. */
  desk: '/adminPanel/desk',
  dataAgreement: '/data-agreement',
  terms: '/terms-conditions',
  unauthorized: '/401',
  notFound: '/404',
} as const;

export type PageName = keyof typeof paths;

/** My Invoices opened on one invoice's audit (claims and carrier invoices link to it too). */
export const invoiceLink = (documentId: string) =>
  `${paths.myInvoices}?${new URLSearchParams({ invoice: documentId })}`;

/** The Claim Center opened on one investigation (`?claim=`). */
export const claimLink = (claimId: string) =>
  `${paths.investigationDetails}?${new URLSearchParams({ claim: claimId })}`;
