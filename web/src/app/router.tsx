/**
 * The page routes of the spec's section 2: each with its access rule, layout and title, every page
 * lazy-loaded. '/' goes to /login and any unknown path to /404.
 */

import { type PageName, paths } from '@web/config/paths';
import type { Area } from '@web/i18n/areas';
import type { MessageKey } from '@web/i18n/en';
import { getLocale, loadAreas } from '@web/i18n/locale';
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { Guard } from './guard';
import { PublicLayout } from './layout/public-layout';
import { HydrateFallback, RootLayout, RouteError } from './layout/root-layout';
import { lazyPage } from './lazy-page';
import type { PageAccess } from './page-access';
import type { RouteHandle } from './route-handle';

export interface PageRoute {
  name: PageName;
  access: PageAccess;
  layout: 'public' | 'app';
  title: MessageKey;
  /** The catalog's areas the page shows beyond the entry's and its layout's (a test reads the code to check). */
  areas: readonly Area[];
  load: () => Promise<{ default: ComponentType }>;
}

/** The areas each layout shows beyond the entry's: the public layout ships with the entry. */
export const LAYOUT_AREAS: Record<PageRoute['layout'], readonly Area[]> = {
  public: [],
  app: ['guidance'],
};

/** A route's code and its areas of the catalog, in the chosen language, before it renders. */
const withAreas =
  (load: () => Promise<{ default: ComponentType }>, areas: readonly Area[]) =>
  async (): Promise<{ default: ComponentType }> =>
    (await Promise.all([load(), loadAreas(getLocale(), areas)]))[0];

// biome-ignore format: one page per line reads as a table.
export const pageRoutes: PageRoute[] = [
  { name: 'login',                 access: 'public',       layout: 'public', title: 'page.login',                    areas: ['auth'], load: () => import('./routes/login-redirect') },
  { name: 'register',              access: 'public',       layout: 'public', title: 'page.register',                 areas: ['auth'], load: () => import('@web/features/auth/pages/register-page') },
  { name: 'onBoarding',            access: 'public',       layout: 'public', title: 'page.onBoarding',               areas: ['auth', 'profile', 'team'], load: () => import('./routes/onboarding') },
  { name: 'forgotPasswordRequest', access: 'public',       layout: 'public', title: 'page.forgotPasswordRequest',    areas: ['auth'], load: () => import('@web/features/auth/pages/forgot-password-request-page') },
  { name: 'invitation',            access: 'public',       layout: 'public', title: 'page.invitation',               areas: ['auth'], load: () => import('@web/features/auth/pages/invitation-page') },
  { name: 'forgotPasswordReset',   access: 'resetRequest', layout: 'public', title: 'page.forgotPasswordReset',      areas: ['auth'], load: () => import('@web/features/auth/pages/forgot-password-reset-page') },
  { name: 'home',                  access: 'dashboard',    layout: 'app',    title: 'page.home',                     areas: ['dashboards', 'integrations', 'billing'], load: () => import('@web/features/home/pages/home-page') },
  { name: 'dashboards',            access: 'dashboard',    layout: 'app',    title: 'page.dashboards',               areas: ['dashboards'], load: () => import('@web/features/dashboards/pages/dashboards-page') },
  { name: 'investigationDetails',  access: 'auth',         layout: 'app',    title: 'page.investigationDetails',     areas: ['claims', 'documents'], load: () => import('@web/features/claims/pages/investigation-details-page') },
  { name: 'actionRequired',        access: 'auth',         layout: 'app',    title: 'page.actionRequired',           areas: ['claims', 'documents'], load: () => import('@web/features/claims/pages/action-required-page') },
  { name: 'startInvestigation',    access: 'auth',         layout: 'app',    title: 'page.startInvestigation',       areas: ['claims', 'bulk'], load: () => import('./routes/start-investigation') },
  // Not in the spec's table: the signed-in Investigations Support Documents page (paths.ts says why).
  { name: 'supportDocuments',      access: 'auth',         layout: 'app',    title: 'page.supportDocuments',         areas: ['claims', 'documents'], load: () => import('@web/features/claims/pages/support-documents-page') },
  { name: 'docActionRequired',     access: 'public',       layout: 'public', title: 'page.docActionRequired',        areas: ['guides', 'claims'], load: () => import('@web/features/claims/pages/doc-action-required-page') },
  { name: 'docStartInvestigation', access: 'public',       layout: 'public', title: 'page.docStartInvestigation',    areas: ['guides', 'bulk', 'claims'], load: () => import('@web/features/claims/pages/doc-start-investigation-page') },
  { name: 'docApi',                access: 'public',       layout: 'public', title: 'page.apiReference',             areas: ['integrations'], load: () => import('@web/features/integrations/pages/api-reference-page') },
  { name: 'profile',               access: 'auth',         layout: 'app',    title: 'page.profile',                  areas: ['profile', 'auth'], load: () => import('./routes/profile') },
  { name: 'team',                  access: 'auth',         layout: 'app',    title: 'page.team',                     areas: ['team'], load: () => import('@web/features/team/pages/team-page') },
  { name: 'carrierInformation',    access: 'verified',     layout: 'app',    title: 'page.carrierInformation',       areas: ['carriers'], load: () => import('@web/features/carriers/pages/carrier-information-page') },
  { name: 'carrierInvoices',       access: 'auth',         layout: 'app',    title: 'page.carrierInvoices',          areas: ['documents', 'carriers', 'invoices'], load: () => import('@web/features/documents/pages/carrier-invoices-page') },
  { name: 'myInvoices',            access: 'auth',         layout: 'app',    title: 'page.myInvoices',               areas: ['invoices'], load: () => import('@web/features/invoices/pages/my-invoices-page') },
  { name: 'files',                 access: 'auth',         layout: 'app',    title: 'page.files',                    areas: ['documents'], load: () => import('@web/features/documents/pages/files-page') },
  { name: 'salesData',             access: 'auth',         layout: 'app',    title: 'page.salesData',                areas: ['integrations', 'dashboards'], load: () => import('@web/features/integrations/pages/sales-data-page') },
  { name: 'billing',               access: 'auth',         layout: 'app',    title: 'page.billing',                  areas: ['billing'], load: () => import('@web/features/billing/pages/billing-page') },
  { name: 'billingCheckout',       access: 'auth',         layout: 'app',    title: 'page.billingCheckout',          areas: ['billing'], load: () => import('@web/features/billing/pages/checkout-page') },
  { name: 'billingAuthorize',      access: 'auth',         layout: 'app',    title: 'page.billingAuthorize',         areas: ['billing'], load: () => import('@web/features/billing/pages/authorize-page') },
  // The Admin Panel: its overview of what needs attention, then one page per section.
  { name: 'adminPanel',            access: 'admin',        layout: 'app',    title: 'page.adminPanel',              areas: ['team'], load: () => import('@web/features/admin/pages/admin-panel-page') },
  { name: 'adminCompanies',        access: 'admin',        layout: 'app',    title: 'page.adminCompanies',          areas: ['team'], load: () => import('@web/features/admin/pages/admin-companies-page') },
  { name: 'adminCompany',          access: 'admin',        layout: 'app',    title: 'page.adminCompany',            areas: ['team', 'billing', 'dashboards'], load: () => import('@web/features/admin/pages/admin-company-page') },
  { name: 'adminUsers',            access: 'admin',        layout: 'app',    title: 'page.adminUsers',              areas: ['team'], load: () => import('@web/features/admin/pages/admin-users-page') },
  { name: 'adminSendouts',         access: 'admin',        layout: 'app',    title: 'page.adminSendouts',           areas: ['team'], load: () => import('@web/features/admin/pages/admin-sendouts-page') },
  { name: 'adminCredentials',      access: 'admin',        layout: 'app',    title: 'page.adminCredentials',        areas: ['team'], load: () => import('@web/features/admin/pages/admin-credentials-page') },
  { name: 'adminDocuments',        access: 'admin',        layout: 'app',    title: 'page.adminDocuments',          areas: ['team', 'documents', 'invoices'], load: () => import('@web/features/admin/pages/admin-documents-page') },
  { name: 'adminIntegrations',     access: 'admin',        layout: 'app',    title: 'page.adminIntegrations',       areas: ['team', 'integrations'], load: () => import('@web/features/admin/pages/admin-integrations-page') },
  { name: 'adminSftpReviews',      access: 'admin',        layout: 'app',    title: 'page.adminSftpReviews',        areas: ['team', 'integrations'], load: () => import('@web/features/admin/pages/admin-sftp-reviews-page') },
  { name: 'adminUnpaid',           access: 'admin',        layout: 'app',    title: 'page.adminUnpaid',             areas: ['team', 'billing'], load: () => import('@web/features/admin/pages/admin-unpaid-page') },
  { name: 'adminCaseStudies',      access: 'admin',        layout: 'app',    title: 'page.adminCaseStudies',        areas: ['team'], load: () => import('@web/features/admin/pages/admin-case-studies-page') },
  { name: 'adminDemoSlots',        access: 'admin',        layout: 'app',    title: 'page.adminDemoSlots',          areas: ['team'], load: () => import('@web/features/admin/pages/admin-demo-slots-page') },
  { name: 'adminReleaseNotes',     access: 'admin',        layout: 'app',    title: 'page.adminReleaseNotes',       areas: ['team'], load: () => import('@web/features/admin/pages/admin-release-notes-page') },
  { name: 'adminTours',            access: 'admin',        layout: 'app',    title: 'page.adminTours',              areas: ['team'], load: () => import('@web/features/admin/pages/admin-tours-page') },
  { name: 'adminStaff',            access: 'admin',        layout: 'app',    title: 'page.adminStaff',              areas: ['team'], load: () => import('@web/features/admin/pages/admin-staff-page') },
  { name: 'adminLog',              access: 'admin',        layout: 'app',    title: 'page.adminLog',                areas: ['team'], load: () => import('@web/features/admin/pages/admin-log-page') },
  { name: 'adminSignIn',           access: 'admin',        layout: 'app',    title: 'page.adminSignIn',             areas: ['team'], load: () => import('@web/features/admin/pages/admin-sign-in-page') },
  // Not in the spec's table: the claims desk (issue 38), platform admins and provider staff.
  { name: 'desk',                  access: 'desk',         layout: 'app',    title: 'page.desk',                     areas: ['desk', 'inbound', 'claims', 'documents'], load: () => import('@web/features/desk/pages/desk-page') },
  { name: 'unauthorized',          access: 'public',       layout: 'public', title: 'page.unauthorized',             areas: [], load: () => import('@web/features/errors/pages/unauthorized-page') },
  { name: 'notFound',              access: 'public',       layout: 'public', title: 'page.notFound',                 areas: [], load: () => import('@web/features/errors/pages/not-found-page') },
];

function toRoute(page: PageRoute): RouteObject {
  return {
    path: paths[page.name],
    lazy: lazyPage(withAreas(page.load, page.areas)),
    handle: { title: page.title } satisfies RouteHandle,
  };
}

/** Claim pages need a carrier account first. */
const NEEDS_CARRIER: PageName[] = ['investigationDetails', 'actionRequired', 'startInvestigation'];

function group(layout: PageRoute['layout']): RouteObject[] {
  const accesses = [
    ...new Set(pageRoutes.filter((page) => page.layout === layout).map((page) => page.access)),
  ];
  return accesses.map((access) => {
    const pages = pageRoutes.filter((page) => page.layout === layout && page.access === access);
    const claimPages = pages.filter((page) => NEEDS_CARRIER.includes(page.name));
    const others = pages.filter((page) => !NEEDS_CARRIER.includes(page.name));
    return {
      element: <Guard access={access} />,
      children: [
        ...others.map(toRoute),
        ...(claimPages.length
          ? [{ lazy: lazyPage(() => import('./routes/require-carrier')), children: claimPages.map(toRoute) }]
          : []),
      ],
    };
  });
}

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown until the first page's lazy code has loaded (without it the router warns on each load).
    HydrateFallback,
    children: [
      { index: true, element: <Navigate to={paths.login} replace /> },
      { element: <PublicLayout />, children: group('public') },
      // The signed-in layout loads with the first signed-in page, not with the login page.
      {
        lazy: lazyPage(withAreas(() => import('./layout/app-layout'), LAYOUT_AREAS.app)),
        children: group('app'),
      },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routeObjects);
