/**
 * GET /api/private/invoices/{documentId}/findings?format=csv|xlsx&locale=en|fr: a five-minute link
 * to the invoice's findings as a file (formula-safe), one row per finding with its rule in the
 * language asked for, its amount, evidence, invoice lines and the investigation it opened.
 */
import { evidenceLabel } from '@shared/audit/evidence';
import {
  findingHeaders,
  findingRow,
  findingsExportQuerySchema,
  type StoredFinding,
} from '@shared/audit/invoice-audit';
import { ruleById } from '@shared/audit/rules/index';
import { toCsv } from '@shared/sheets/exports';
import { endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { ok } from '../http/responses';
import { downloadLink, readJson, writeObject } from '../lib/aws/s3';
import { toXlsx, XLSX_MIME } from '../lib/xlsx-export';
import { auditFolder } from './audit-store';
import { requireAudit } from './get-invoice';

export const handler = endpoint(findingsExportQuerySchema, async ({ input, actor, request }) => {
  const audit = await requireAudit(actor.companyId, request.params.documentId ?? '');
  if (audit.status !== 'done')
    throw new HttpError('audit.not_done', 'The audit of this invoice is not finished');
  const folder = auditFolder(audit.companyId, audit.documentId);
  const findings = await readJson<StoredFinding[]>(`${folder}/findings.json`);
  const name = (ruleId: string) => ruleById(ruleId)?.name[input.locale] ?? ruleId;
  const rows = findings.map((finding) =>
    findingRow(finding, name, (fact) => evidenceLabel(fact, input.locale)),
  );
  const header = findingHeaders(input.locale);
  const key = `${folder}/findings-${input.locale}.${input.format}`;
  if (input.format === 'csv') await writeObject(key, toCsv(header, rows), 'text/csv; charset=utf-8');
  else await writeObject(key, toXlsx('Findings', header, rows), XLSX_MIME);
  const base = audit.fileName.replace(/\.[^.]*$/, '');
  return ok(await downloadLink(key, `${base}-findings.${input.format}`));
});
