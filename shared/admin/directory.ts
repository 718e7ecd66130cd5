/**
 * The Admin Panel's views (issue 22): the directory of client companies with what the platform
 * team watches (status, plan, carrier accounts working or not, last audit, open claims, amount
 * recovered, billing), activation and deactivation, and the audit log of every admin action. One
 * set of schemas, read by the server (input and reply checks) and the panel (forms and tables).
 */
import * as z from 'zod/mini';

export const COMPANY_STATUSES = ['all', 'active', 'inactive', 'suspended'] as const;
export type CompanyStatusFilter = (typeof COMPANY_STATUSES)[number];

/** Companies a page of the directory holds. */
export const DIRECTORY_PAGE_SIZE = 20;

export const companiesQuerySchema = z.strictObject({
  /** The start of the company's name (any case, accents ignored). */
  q: z.optional(z.string().check(z.trim(), z.maxLength(80, { error: 'form.tooLong' }))),
  status: z._default(z.enum(COMPANY_STATUSES, { error: 'form.invalid' }), 'all'),
  cursor: z.optional(z.string().check(z.maxLength(2048))),
});
export type CompaniesQuery = z.infer<typeof companiesQuerySchema>;

export const companyRowSchema = z.strictObject({
  companyId: z.string(),
  name: z.string(),
  country: z.string(),
  createdAt: z.string(),
  active: z.boolean(),
  /** Suspended for an invoice overdue past the grace period; invoices past their due date. */
  suspended: z.boolean(),
  overdueInvoices: z.number(),
  planId: z.string(),
  /** Its carriers, and its carrier accounts that work and that do not. */
  carriers: z.array(z.string()),
  credentialsWorking: z.number(),
  credentialsNotWorking: z.number(),
  /** When its last carrier invoice audit was started (null: none yet). */
  lastAuditAt: z.nullable(z.string()),
  claimsOpen: z.number(),
  /** Refunds the carriers credited, per currency, in units (not cents). */
  recovered: z.record(z.string(), z.number()),
});
export type CompanyRow = z.infer<typeof companyRowSchema>;

export const companiesPageSchema = z.strictObject({
  companies: z.array(companyRowSchema),
  cursor: z.nullable(z.string()),
});
export type CompaniesPage = z.infer<typeof companiesPageSchema>;

/** Activating or deactivating a client company, with why (kept in the audit log). */
export const companyStatusInputSchema = z.strictObject({
  active: z.boolean({ error: 'form.required' }),
  reason: z
    .string()
    .check(z.trim(), z.minLength(3, { error: 'form.required' }), z.maxLength(300, { error: 'form.tooLong' })),
});

/** What the audit log records: every admin action, by name. */
export const ADMIN_ACTIONS = [
  'company_activated',
  'company_deactivated',
  'company_switched',
  'credential_revealed',
  'signin_unblocked',
  'dashboards_set',
  'subscription_set',
  'billing_generated',
  'billing_transfer_recorded',
  'sendout_sent',
  'case_study_saved',
  'case_study_deleted',
  'sftp_mapping_saved',
  'staff_invited',
  'staff_assigned',
  'staff_unassigned',
  'release_note_saved',
  'release_note_deleted',
  'tour_saved',
  'demo_slot_added',
  'demo_slot_removed',
  'document_downloaded',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const adminLogEntrySchema = z.strictObject({
  entryId: z.string(),
  at: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  /** Who: their id, e-mail and role. */
  userId: z.string(),
  email: z.string(),
  role: z.string(),
  /** The company acted on (null: none, e.g. a sign-in block of an address). */
  companyId: z.nullable(z.string()),
  /** What was done, in a few words the action gives (plan, state, document numbers...). */
  details: z.record(z.string(), z.string()),
  /** Where from: the request's source address. */
  sourceIp: z.string(),
});
export type AdminLogEntry = z.infer<typeof adminLogEntrySchema>;

export const adminLogQuerySchema = z.strictObject({
  companyId: z.optional(z.string().check(z.trim(), z.maxLength(120))),
  cursor: z.optional(z.string().check(z.maxLength(2048))),
});

/** An entry as the panel lists it: with the company's name, so a person reads who, not an id. */
export const adminLogViewSchema = z.extend(adminLogEntrySchema, {
  /** Null when there is no company, or it is gone. */
  companyName: z.nullable(z.string()),
});

export const adminLogPageSchema = z.strictObject({
  entries: z.array(adminLogViewSchema),
  cursor: z.nullable(z.string()),
});

/** Provider staff and the companies they act for (Admin Panel). */
export const staffMemberSchema = z.strictObject({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  active: z.boolean(),
  companies: z.array(z.strictObject({ companyId: z.string(), name: z.string() })),
});

export const staffListSchema = z.strictObject({ staff: z.array(staffMemberSchema) });

export const staffAssignmentSchema = z.strictObject({
  userId: z.string(),
  companyId: z.string(),
  assigned: z.boolean(),
});

/** How long the audit log keeps an entry: at least two years (DynamoDB TTL deletes it after). */
export const ADMIN_LOG_DAYS = 2 * 366 + 1;

/** Carrier accounts across companies, by status (never a password). */
export const credentialsQuerySchema = z.strictObject({
  status: z._default(z.enum(['active', 'not_working'], { error: 'form.invalid' }), 'not_working'),
  cursor: z.optional(z.string().check(z.maxLength(2048))),
});

export const adminCredentialSchema = z.strictObject({
  companyId: z.string(),
  companyName: z.string(),
  credentialId: z.string(),
  carrier: z.string(),
  username: z.string(),
  status: z.enum(['active', 'not_working']),
  reason: z.nullable(z.string()),
  checkedAt: z.nullable(z.string()),
});

export const adminCredentialsPageSchema = z.strictObject({
  credentials: z.array(adminCredentialSchema),
  cursor: z.nullable(z.string()),
});

/** Invoices still to be paid across companies, by due date (the billing view of the panel). */
export const unpaidInvoiceSchema = z.strictObject({
  companyId: z.string(),
  companyName: z.string(),
  number: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  currency: z.string(),
  totalCents: z.number(),
  dueCents: z.number(),
  status: z.enum(['due', 'overdue']),
  paymentPending: z.boolean(),
});

export const unpaidInvoicesPageSchema = z.strictObject({
  invoices: z.array(unpaidInvoiceSchema),
  cursor: z.nullable(z.string()),
});

export const pageQuerySchema = z.strictObject({
  cursor: z.optional(z.string().check(z.maxLength(2048))),
});

/** Every person of every company (Admin Panel), searched by the start of their e-mail address. */
export const usersQuerySchema = z.strictObject({
  q: z.optional(z.string().check(z.trim(), z.maxLength(120, { error: 'form.tooLong' }))),
  cursor: z.optional(z.string().check(z.maxLength(2048))),
});

export const adminUserSchema = z.strictObject({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  role: z.string(),
  active: z.boolean(),
  verified: z.boolean(),
  createdAt: z.string(),
});

export const adminUsersPageSchema = z.strictObject({
  users: z.array(adminUserSchema),
  cursor: z.nullable(z.string()),
});
