/**
 * What the invoice audit's steps share: their input, where a run keeps its objects, the audit
 * they run for, amounts added up by currency. Apart from the steps themselves, so that the read
 * step (./read-step, with the spreadsheet readers) and the others (./run-steps, with the rules,
 * tracking and claims) each bundle only what they call.
 */
import { round2 } from '@shared/audit/charge-line';
import { auditFolder, getAudit, type StoredAudit } from './audit-store';

export interface AuditInput {
  companyId: string;
  documentId: string;
}

export const objectKey = (input: AuditInput, name: string) =>
  `${auditFolder(input.companyId, input.documentId)}/${name}`;

export async function requireAudit(input: AuditInput): Promise<StoredAudit> {
  const audit = await getAudit(input.companyId, input.documentId);
  if (!audit) throw new Error(`No audit of ${input.documentId}`);
  return audit;
}

export const addAmount = (totals: Record<string, number>, currency: string, amount: number) => {
  totals[currency] = round2((totals[currency] ?? 0) + amount);
};
