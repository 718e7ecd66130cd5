/**
 * Sign-up rules, pure: the verification code's life, its attempts and the resend cool-down, and
 * the records a sign-up creates.
 */
import { randomInt } from 'node:crypto';
import { type AcceptedLegalVersions, outdatedLegalDocuments } from '@shared/legal/documents';
import type { Company } from '../companies/company-store';
import { HttpError } from '../http/errors';
import { randomId } from '../lib/ids';
import type { User } from './user-store';

export const CODE = {
  lifetimeSeconds: 10 * 60,
  maxAttempts: 5,
  resendCooldownSeconds: 60,
} as const;

/** Six random digits, leading zeros kept. */
export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export interface PendingRegistration {
  codeHash: string;
  sentAt: number;
  expiresAt: number;
  attempts: number;
}

export type CodeCheck = 'ok' | 'expired' | 'too_many_attempts';

export function codeUsable(pending: PendingRegistration | null, now: number): CodeCheck {
  if (!pending || now >= pending.expiresAt) return 'expired';
  if (pending.attempts >= CODE.maxAttempts) return 'too_many_attempts';
  return 'ok';
}

/** Seconds to wait before another code may be sent, 0 when one may be sent now. */
export function resendWait(pending: PendingRegistration | null, now: number): number {
  if (!pending) return 0;
  return Math.max(0, pending.sentAt + CODE.resendCooldownSeconds - now);
}

/**
 * Refuses a sign-up whose person accepted another version of the Terms or of the Data Processing
 * Agreement than the one in force (their page was older than the text): checked before anything
 * is written, so a refused sign-up leaves no trace.
 */
export function requireCurrentLegalVersions(accepted: AcceptedLegalVersions): void {
  const outdated = outdatedLegalDocuments(accepted);
  if (outdated.length)
    throw new HttpError(
      'legal.version_outdated',
      `The accepted version of ${outdated.join(' and ')} is not the one in force: read and accept the current one`,
    );
}

/** A company name as compared for 'this company already has an admin' (shared/companies/company.ts). */
export { companyNameKey } from '@shared/companies/company';

/** A new company and its first person, its client admin, as both sign-up paths create them. */
export function newAccount(
  person: {
    companyName: string;
    email: string;
    first_name: string;
    last_name: string;
    job_title: string;
    phone_number?: string;
    locale?: 'en' | 'fr';
    passwordHash?: string;
    /** What the person accepted (checked current by requireCurrentLegalVersions). */
    legal: AcceptedLegalVersions;
  },
  now: Date,
): { company: Company; admin: User } {
  const createdAt = now.toISOString();
  const company: Company = {
    companyId: randomId(12),
    name: person.companyName,
    kind: 'merchant',
    active: true,
    createdAt,
  };
  const admin: User = {
    userId: randomId(12),
    companyId: company.companyId,
    email_address: person.email,
    first_name: person.first_name,
    last_name: person.last_name,
    job_title: person.job_title,
    phone_number: person.phone_number || undefined,
    locale: person.locale,
    role: 'client_admin',
    active: true,
    verified: true,
    access: true,
    dashboard: true,
    firstTime: true,
    passwordHash: person.passwordHash,
    createdAt,
    termsVersion: person.legal.terms_version,
    dataAgreementVersion: person.legal.data_agreement_version,
    termsAcceptedAt: createdAt,
  };
  return { company, admin };
}
