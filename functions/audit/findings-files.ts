/**
 * The findings of an audited invoice as files to download (CSV and XLSX, English and French;
 * formula-safe), one row per finding with its rule in the file's language, its amount, evidence,
 * invoice lines, the investigation it opened, and its confidence (a claim, or what to review). Written when the audit records its findings, so
 * that downloading them is a read (a GET never writes).
 */
import { confidenceLabel, evidenceLabel } from '@shared/audit/evidence';
import { findingHeaders, findingRow, type StoredFinding } from '@shared/audit/invoice-audit';
import { ruleById } from '@shared/audit/rules/index';
import { toCsv } from '@shared/sheets/exports';
import { toXlsxFile, XLSX_MIME } from '@shared/sheets/xlsx-writer';
import { writeObject } from '../lib/aws/s3';

export const FINDINGS_FORMATS = ['csv', 'xlsx'] as const;
export const FINDINGS_LOCALES = ['en', 'fr'] as const;
type Format = (typeof FINDINGS_FORMATS)[number];
type Locale = (typeof FINDINGS_LOCALES)[number];

/** Where the file of the findings in `locale` and `format` is kept, in the audit's folder. */
export const findingsFileKey = (folder: string, locale: Locale, format: Format) =>
  `${folder}/findings-${locale}.${format}`;

/** Writes the four files of `findings` (run again, it writes the same). */
export async function writeFindingsFiles(folder: string, findings: StoredFinding[]): Promise<void> {
  for (const locale of FINDINGS_LOCALES) {
    const name = (ruleId: string) => ruleById(ruleId)?.name[locale] ?? ruleId;
    const rows = findings.map((finding) =>
      findingRow(
        finding,
        name,
        (fact) => evidenceLabel(fact, locale),
        (item) => confidenceLabel(item, locale),
      ),
    );
    const header = findingHeaders(locale);
    await writeObject(findingsFileKey(folder, locale, 'csv'), toCsv(header, rows), 'text/csv; charset=utf-8');
    await writeObject(
      findingsFileKey(folder, locale, 'xlsx'),
      toXlsxFile('Findings', header, rows),
      XLSX_MIME,
    );
  }
}
