/**
 * Scheduled jobs, defined once: CDK makes each an EventBridge Scheduler schedule invoking its own
 * Lambda; the local runtime runs the same handler on a timer (infra/local/schedules.ts).
 */
import type { Area } from '../../functions/routes';

export interface ScheduleDefinition {
  name: string;
  /** The area whose permissions the job's Lambda gets (table, keys, mail). */
  area: Area;
  /** The handler file, relative to the repository root; it exports `handler`. */
  entry: string;
  description: string;
  everyHours: number;
  /** The Lambda's timeout; the job stops taking new work 30 s before it. */
  timeoutMinutes: number;
}

export const schedules: ScheduleDefinition[] = [
  {
    name: 'CredentialChecks',
    area: 'carriers',
    entry: 'functions/carriers/scheduled-checks.ts',
    description: 'Checks every active carrier credential with its carrier; failures become not working.',
    everyHours: 24,
    timeoutMinutes: 15,
  },
  {
    name: 'ClaimSync',
    area: 'claims',
    entry: 'functions/claims/scheduled-sync.ts',
    description: 'Files new claims with their carrier and reads the status of open ones.',
    everyHours: 1,
    timeoutMinutes: 15,
  },
  {
    name: 'LostPackages',
    area: 'claims',
    entry: 'functions/claims/scheduled-lost.ts',
    description: 'Looks at every working carrier account for parcels the carrier lost track of.',
    everyHours: 24,
    timeoutMinutes: 15,
  },
  {
    name: 'SalesDataFetch',
    area: 'integrations',
    entry: 'functions/integrations/scheduled-fetch.ts',
    description: 'Starts the SFTP sales-data fetch of every company that set one up.',
    everyHours: 1,
    timeoutMinutes: 5,
  },
  {
    name: 'DeadlineDigest',
    area: 'desk',
    entry: 'functions/desk/scheduled-digest.ts',
    description: 'E-mails the desk the claims to file whose carrier window closes within 5 days, or closed.',
    everyHours: 24,
    timeoutMinutes: 5,
  },
  {
    name: 'Billing',
    area: 'billing',
    entry: 'functions/billing/scheduled-billing.ts',
    description: 'Marks invoices overdue, suspends past the grace period, and issues the month’s documents.',
    everyHours: 24,
    timeoutMinutes: 15,
  },
];
