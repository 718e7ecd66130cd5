/**
 * The Admin Panel's reads and actions: the directory of client companies (a page at a time), a
 * company's activation, the audit log, and acting for a company (the same switch as the top bar's).
 */
import type { CompaniesQuery } from '@shared/admin/directory';
import type { Reply } from '@shared/platform/replies';
import { api } from '@web/lib/api-client';
import { setToken } from '@web/lib/session';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';

export type CompaniesReply = Reply<'list-companies'>;
export type CompanyRowView = CompaniesReply['companies'][number];
export type AdminLogReply = Reply<'list-admin-log'>;

/** The directory, page after page (`setSize` asks for the next). */
export function useCompanies(query: Pick<CompaniesQuery, 'q' | 'status'>) {
  return useSWRInfinite(
    (index, previous: CompaniesReply | null) => {
      if (index > 0 && !previous?.cursor) return null;
      return ['/api/private/admin/companies', query.q ?? '', query.status, previous?.cursor ?? ''] as const;
    },
    ([path, q, status, cursor]) =>
      api<CompaniesReply>(path, { query: { q: q || undefined, status, cursor: cursor || undefined } }),
  );
}

/** The audit log, newest first, page after page; one company's when an id is given. */
export function useAdminLog(companyId: string) {
  return useSWRInfinite(
    (index, previous: AdminLogReply | null) => {
      if (index > 0 && !previous?.cursor) return null;
      return ['/api/private/admin/log', companyId, previous?.cursor ?? ''] as const;
    },
    ([path, company, cursor]) =>
      api<AdminLogReply>(path, { query: { companyId: company || undefined, cursor: cursor || undefined } }),
  );
}

export const setCompanyActive = (companyId: string, active: boolean, reason: string) =>
  api<Reply<'set-company-status'>>(`/api/private/admin/companies/${encodeURIComponent(companyId)}/status`, {
    method: 'PUT',
    body: { active, reason },
  });

/** Acts for the company (a company switch): everything read so far is dropped. */
export function useActFor() {
  const { mutate } = useSWRConfig();
  return async (account: string) => {
    const { token } = await api<Reply<'switch-company'>>('/api/private/company/switch', {
      method: 'POST',
      body: { account },
    });
    setToken(token);
    await mutate(() => true, undefined, { revalidate: false });
  };
}

export type FailingPageReply = Reply<'list-sendouts'>;
export type FailingCompanyView = FailingPageReply['companies'][number];

/** The companies whose carrier accounts fail, page after page. */
export function useFailingCompanies() {
  return useSWRInfinite(
    (index, previous: FailingPageReply | null) => {
      if (index > 0 && !previous?.cursor) return null;
      return ['/api/private/admin/sendouts', previous?.cursor ?? ''] as const;
    },
    ([path, cursor]) => api<FailingPageReply>(path, { query: { cursor: cursor || undefined } }),
  );
}

export const previewSendout = (companyId: string) =>
  api<Reply<'preview-sendout'>>(`/api/private/admin/sendouts/${encodeURIComponent(companyId)}/preview`);

export const sendSendout = (companyIds: string[], intervalDays: number) =>
  api<Reply<'send-sendout'>>('/api/private/admin/sendouts', {
    method: 'POST',
    body: { companyIds, intervalDays },
  });

export type AdminCredentialsReply = Reply<'list-all-credentials'>;
export type UnpaidReply = Reply<'list-unpaid'>;

/** Carrier accounts across companies by status, page after page. */
export function useAllCredentials(status: 'active' | 'not_working') {
  return useSWRInfinite(
    (index, previous: AdminCredentialsReply | null) => {
      if (index > 0 && !previous?.cursor) return null;
      return ['/api/private/admin/credentials', status, previous?.cursor ?? ''] as const;
    },
    ([path, which, cursor]) =>
      api<AdminCredentialsReply>(path, { query: { status: which, cursor: cursor || undefined } }),
  );
}

export type AdminDocumentsReply = Reply<'list-all-documents'>;

/** The files of a month (every company's, or one's), of one kind or all, page after page. */
export function useAllDocuments(filter: { month: string; kind: string; companyId: string }) {
  return useSWRInfinite(
    (index, previous: AdminDocumentsReply | null) => {
      if (index > 0 && !previous?.cursor) return null;
      return [
        '/api/private/admin/documents',
        filter.month,
        filter.kind,
        filter.companyId,
        previous?.cursor ?? '',
      ] as const;
    },
    ([path, month, kind, companyId, cursor]) =>
      api<AdminDocumentsReply>(path, {
        query: {
          month: month || undefined,
          kind: kind || undefined,
          companyId: companyId || undefined,
          cursor: cursor || undefined,
        },
      }),
  );
}

/** Invoices still to be paid across companies, page after page. */
export function useUnpaidInvoices() {
  return useSWRInfinite(
    (index, previous: UnpaidReply | null) => {
      if (index > 0 && !previous?.cursor) return null;
      return ['/api/private/admin/invoices', previous?.cursor ?? ''] as const;
    },
    ([path, cursor]) => api<UnpaidReply>(path, { query: { cursor: cursor || undefined } }),
  );
}

export type CaseStudyView = Reply<'list-case-studies'>['studies'][number];

export const CASE_STUDIES_KEY = '/api/private/admin/case-studies';

export const saveCaseStudy = (slug: string, body: unknown) =>
  api<Reply<'save-case-study'>>(`${CASE_STUDIES_KEY}/${encodeURIComponent(slug)}`, { method: 'PUT', body });

export const deleteCaseStudy = (slug: string) =>
  api<Reply<'delete-case-study'>>(`${CASE_STUDIES_KEY}/${encodeURIComponent(slug)}`, { method: 'DELETE' });

export type DemoSlotView = Reply<'list-demo-slots'>['slots'][number];

export const DEMO_SLOTS_KEY = '/api/private/admin/demo/slots';

export const addDemoSlot = (body: unknown) =>
  api<Reply<'add-demo-slot'>>(DEMO_SLOTS_KEY, { method: 'POST', body });

export const removeDemoSlot = (slotId: string) =>
  api<Reply<'remove-demo-slot'>>(`${DEMO_SLOTS_KEY}/${encodeURIComponent(slotId)}`, { method: 'DELETE' });

export type StaffReply = Reply<'list-staff'>;

export const STAFF_KEY = '/api/private/admin/staff';

export const inviteStaff = (body: unknown) => api<Reply<'invite-staff'>>(STAFF_KEY, { method: 'POST', body });

export const setStaffAssignment = (userId: string, companyId: string, assigned: boolean) =>
  api<Reply<'assign-staff'>>(
    `${STAFF_KEY}/${encodeURIComponent(userId)}/companies/${encodeURIComponent(companyId)}`,
    {
      method: assigned ? 'PUT' : 'DELETE',
    },
  );

export type UsersReply = Reply<'list-users'>;

/** Every person of every company by e-mail, page after page. */
export function useAllUsers(q: string) {
  return useSWRInfinite(
    (index, previous: UsersReply | null) => {
      if (index > 0 && !previous?.cursor) return null;
      return ['/api/private/admin/users', q, previous?.cursor ?? ''] as const;
    },
    ([path, search, cursor]) =>
      api<UsersReply>(path, { query: { q: search || undefined, cursor: cursor || undefined } }),
  );
}

export type ReleaseNoteView = Reply<'list-release-notes'>['notes'][number];

export const RELEASE_NOTES_KEY = '/api/private/admin/release-notes';

export const saveReleaseNote = (slug: string, body: unknown) =>
  api<Reply<'save-release-note'>>(`${RELEASE_NOTES_KEY}/${encodeURIComponent(slug)}`, {
    method: 'PUT',
    body,
  });

export const deleteReleaseNote = (slug: string) =>
  api<Reply<'delete-release-note'>>(`${RELEASE_NOTES_KEY}/${encodeURIComponent(slug)}`, { method: 'DELETE' });

export type TourView = Reply<'list-tours'>['tours'][number];

export const TOURS_KEY = '/api/private/admin/tours';

export const saveTour = (label: string, body: unknown) =>
  api<Reply<'save-tour'>>(`${TOURS_KEY}/${encodeURIComponent(label)}`, { method: 'PUT', body });

export type IntegrationsReply = Reply<'list-integrations'>;

/** Every company's API keys, newest first, page after page. */
export function useAllIntegrations() {
  return useSWRInfinite(
    (index, previous: IntegrationsReply | null) => {
      if (index > 0 && !previous?.cursor) return null;
      return ['/api/private/admin/integrations', previous?.cursor ?? ''] as const;
    },
    ([path, cursor]) => api<IntegrationsReply>(path, { query: { cursor: cursor || undefined } }),
  );
}

export type AdminCompanyView = Reply<'get-admin-company'>;

/** One company as its page in the panel shows it (read without acting for it). */
export const adminCompanyKey = (companyId: string) =>
  `/api/private/admin/companies/${encodeURIComponent(companyId)}`;

export const useAdminCompany = (companyId: string) =>
  useSWR(companyId ? adminCompanyKey(companyId) : null, (path: string) => api<AdminCompanyView>(path));

/** A five-minute link to any company's file (platform admins; kept in the audit log). */
export const adminDocumentLink = (companyId: string, documentId: string) =>
  api<Reply<'download-admin-document'>>(
    `/api/private/admin/documents/${encodeURIComponent(companyId)}/${encodeURIComponent(documentId)}/download`,
  );
