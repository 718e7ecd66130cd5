/**
 * Sign-up rules, pure: the verification code's life, its attempts and the resend cool-down.
 */
import { randomInt } from 'node:crypto';

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

/** A company name as compared for 'this company already has an admin'. */
export function companyNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
