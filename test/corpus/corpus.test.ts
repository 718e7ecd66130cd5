/**
 * The audit on real carrier files (test/corpus, sources and licences in its README): every file is
 * recognised and every row read (none skipped), its charges add up to the invoice's own total, the
 * clean real rows open only the investigations listed below (each with the proof that makes it a
 * claim), and anomalies planted into real rows are found as claims, with their amounts. Prints the
 * figures per file and per rule.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { auditGroups, type Finding, ShipmentGroups } from '../../shared/audit/audit';
import type { ChargeLine } from '../../shared/audit/charge-line';
import { UPS_COLUMNS } from '../../shared/audit/layouts/ups';
import { readInvoice } from '../../shared/audit/read-invoice';
import { cells, quote } from './mask';

const UPS = join(__dirname, 'ups');
const FILES = readdirSync(UPS)
  .filter((name) => name.endsWith('.csv'))
  .sort();
const cell = (row: string[], column: number) => row[column - 1] ?? '';

function rowsOf(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(cells);
}

function audit(
  text: string,
  currency?: string,
): {
  lines: ChargeLine[];
  findings: Finding[];
  read: ReturnType<typeof readInvoice>;
} {
  const groups = new ShipmentGroups();
  const lines: ChargeLine[] = [];
  const read = readInvoice(
    new TextEncoder().encode(text),
    'csv',
    (line) => {
      lines.push(line);
      groups.add(line);
    },
    currency ? { currency } : {},
  );
  return { lines, findings: auditGroups(groups), read };
}

/**
 * The figures the issue asks for, per layout and per rule: planted anomalies found as claims,
 * investigations opened on clean real rows (each with its proof), signals listed for review.
 */
const REPORT = new Map<string, { planted?: string; claims?: number; reviews?: number }>();
const report = (
  layout: string,
  rule: string,
  figures: { planted?: string; claims?: number; reviews?: number },
) => REPORT.set(`${layout}|${rule}`, { ...REPORT.get(`${layout}|${rule}`), ...figures });
const reportClean = (layout: string, findings: Finding[]) => {
  for (const [rule, claims] of Object.entries(count(findings, 'claim'))) report(layout, rule, { claims });
  for (const [rule, reviews] of Object.entries(count(findings, 'review'))) report(layout, rule, { reviews });
};
afterAll(() => {
  const rows = [...REPORT].sort(([a], [b]) => a.localeCompare(b));
  process.stdout.write(
    `  per layout and rule: planted found as claims | claims on clean real rows | reviews on clean real rows\n${rows
      .map(([key, figures]) => {
        const [layout, rule] = key.split('|');
        return `    ${layout!.padEnd(24)} ${rule!.padEnd(30)} ${(figures.planted ?? '-').padStart(7)} | ${String(figures.claims ?? 0).padStart(3)} | ${String(figures.reviews ?? 0).padStart(4)}`;
      })
      .join('\n')}\n`,
  );
});

const count = (findings: Finding[], confidence: Finding['confidence']) => {
  const byRule: Record<string, number> = {};
  for (const finding of findings)
    if (finding.confidence === confidence) byRule[finding.ruleId] = (byRule[finding.ruleId] ?? 0) + 1;
  return byRule;
};

describe('real UPS Billing Data files', () => {
  const results = FILES.map((name) => {
    const text = readFileSync(join(UPS, name), 'utf8');
    return { name, text, rows: rowsOf(text), ...audit(text) };
  });

  it('are all in the corpus (ten files from two accounts’ exports)', () => {
    expect(FILES.length).toBe(10);
  });

  for (const { name, rows, lines, read } of [...FILES.keys()].map((index) => results[index]!)) {
    it(`${name}: recognised, every row read, charges adding up to the invoice total`, () => {
      expect(read.layout).toBe('ups_billing_data');
      expect(read).toMatchObject({ lines: rows.length, skipped: 0 });
      // Column 11 is the invoice's amount, on every row; the net amounts of its rows add up to it.
      const totals = new Map<string, number>();
      for (const row of rows) totals.set(cell(row, UPS_COLUMNS.invoiceNumber), Number(cell(row, 11)));
      for (const [invoice, total] of totals) {
        const net = lines
          .filter((line) => line.invoiceNumber === invoice)
          .reduce((sum, line) => sum + line.net, 0);
        expect(Math.round(net * 100) / 100, invoice).toBe(total);
      }
    });
  }

  it('open investigations on clean real rows only with a proof a carrier accepts, and list the rest for review', () => {
    const findings = results.flatMap((result) => result.findings);
    reportClean('ups_billing_data', findings);
    const claims = count(findings, 'claim');
    const reviews = count(findings, 'review');
    process.stdout.write(
      `  corpus: ${results.length} files, ${results.reduce((sum, r) => sum + r.rows.length, 0)} rows, ${results.reduce((sum, r) => sum + new Set(r.lines.map((line) => line.trackingNumber)).size, 0)} parcels\n` +
        `  claims on clean real rows by rule: ${JSON.stringify(claims)}\n` +
        `  reviews on clean real rows by rule: ${JSON.stringify(reviews)}\n`,
    );
    // The only claims: residential surcharges on deliveries to consignees named with a legal form
    // (an LLC): the merchant's own data says a business, which the issue's rule makes a claim.
    expect(claims).toEqual({ residential_on_business: 8 });
    for (const finding of findings.filter((item) => item.confidence === 'claim'))
      expect(finding.evidence).toHaveProperty('business_proof');
    expect(Object.keys(reviews).sort()).toEqual([
      'additional_handling_not_met',
      'dimensional_weight_overbilled',
      'residential_on_business',
      'weight_rebilled',
    ]);
  });
});

describe('a real FedEx Billing Online export', () => {
  const name = 'FedEx_invoice_2025-08-31_16_59.csv';
  const text = readFileSync(join(__dirname, 'fedex', name), 'utf8');
  const [header, ...rows] = rowsOf(text);
  const column = (title: string) => header!.indexOf(title);
  const { lines, findings, read } = audit(text);

  it('is recognised, every row read, every invoice’s charges adding up to its amount due', () => {
    expect(read).toMatchObject({ layout: 'fedex_csv_edi', skipped: 0 });
    // One row per parcel, read into one line per charge: every row gives at least one.
    expect(new Set(lines.map((line) => line.sourceLine)).size).toBe(rows.length);
    const due = new Map<string, number>();
    for (const row of rows)
      due.set(row[column('Invoice Number')]!, Number(row[column('Original Amount Due')]));
    expect(due.size).toBe(10);
    for (const [invoice, amount] of due) {
      const net = lines
        .filter((line) => line.invoiceNumber === invoice)
        .reduce((sum, line) => sum + line.net, 0);
      expect(Math.round(net * 100) / 100, invoice).toBe(amount);
    }
  });

  it('finds a charge billed twice planted into real rows, as claims for its amount', () => {
    const first = column('Tracking ID Charge Description');
    const fuelAt = (row: string[]) => {
      for (let index = first; index + 1 < row.length - 1; index += 2)
        if (row[index] === 'Fuel Surcharge') return index;
      return -1;
    };
    const freeAt = (row: string[]) => {
      for (let index = first; index + 1 < row.length - 1; index += 2) if (row[index] === '') return index;
      return -1;
    };
    const chosen = rows.filter((row) => fuelAt(row) >= 0 && freeAt(row) >= 0).slice(0, 20);
    const planted = new Map<string, number>();
    const changed = rows.map((row) => {
      if (!chosen.includes(row)) return row;
      const copy = [...row];
      const fuel = fuelAt(row);
      const free = freeAt(row);
      copy[free] = row[fuel]!;
      copy[free + 1] = row[fuel + 1]!;
      const net = Number(row[column('Net Charge Amount')]) + Number(row[fuel + 1]);
      copy[column('Net Charge Amount')] = net.toFixed(2);
      planted.set(row[column('Express or Ground Tracking ID')]!, Number(row[fuel + 1]));
      return copy;
    });
    const after = audit([header!, ...changed].map((row) => row.map(quote).join(',')).join('\n')).findings;
    const found = after.filter((finding) => finding.ruleId === 'duplicate_charge');

    report('fedex_csv_edi', 'duplicate_charge', {
      planted: `${found.filter((finding) => finding.confidence === 'claim').length}/${planted.size}`,
    });
    expect(planted.size).toBe(20);
    expect(
      found.map((finding) => [finding.trackingNumber, finding.amount, finding.confidence]).sort(),
    ).toEqual([...planted].map(([tracking, amount]) => [tracking, amount, 'claim']).sort());
    expect(count(after, 'claim')).toEqual({ ...count(findings, 'claim'), duplicate_charge: 20 });
  });

  it('opens investigations on its clean rows only with a proof a carrier accepts', () => {
    reportClean('fedex_csv_edi', findings);
    const claims = count(findings, 'claim');
    process.stdout.write(
      `  fedex: ${rows.length} rows, ${lines.length} charge lines; claims ${JSON.stringify(claims)}, reviews ${JSON.stringify(count(findings, 'review'))}\n`,
    );
    expect(claims).toEqual({ residential_on_business: 6 });
    for (const finding of findings.filter((item) => item.confidence === 'claim'))
      expect(finding.evidence).toHaveProperty('business_proof');
  });
});

describe('real DHL Express line reports (an Australian account, billed in AUD)', () => {
  const DHL = join(__dirname, 'dhl');
  const names = readdirSync(DHL)
    .filter((name) => name.endsWith('.csv'))
    .sort();
  const files = names.map((name) => {
    const text = readFileSync(join(DHL, name), 'utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = rowsOf(text);
    return { name, text, header: header!, rows, ...audit(text, 'AUD') };
  });
  const column = (header: string[], title: string) => header.indexOf(title);

  for (const { name, header, rows, lines, read } of files)
    it(`${name}: recognised, every row read or skipped as a repeated invoice line, amounts and tax adding up`, () => {
      const at = (title: string) => column(header, title);
      // The report repeats some invoice lines (same invoice, same line number): billed once.
      const seen = new Set<string>();
      const unique = rows.filter((row) => {
        const key = `${row[at('Invoice No')]}|${row[at('Line Number')]}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      expect(read).toMatchObject({
        layout: 'dhl_express_line_report',
        lines: unique.length,
        skipped: rows.length - unique.length,
      });
      const sum = (values: number[]) =>
        Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;
      expect(sum(lines.map((line) => line.net))).toBe(sum(unique.map((row) => Number(row[at('Amount')]))));
      expect(sum(lines.map((line) => line.vat))).toBe(
        sum(unique.map((row) => Number(row[at('Tax Amount')]))),
      );
      // Dates day first ('6/05/2025') or as Excel wrote them ('45744'): every one read.
      for (const line of lines) {
        expect(line.invoiceDate, `line ${line.sourceLine}`).toMatch(/^2025-\d\d-\d\d$/);
        expect(line.shipDate, `line ${line.sourceLine}`).toMatch(/^202[45]-\d\d-\d\d$/);
        expect(line.currency).toBe('AUD');
      }
      // The product row carries the billed weight and is the transport charge.
      const products = lines.filter((line) => line.billedWeightKg);
      expect(products.length).toBeGreaterThan(0);
      for (const line of products) expect(line.category).toBe('transportation');
    });

  it('open no investigation on their clean rows, and list the one fee on a duties bill and a transport bill for review', () => {
    const findings = files.flatMap((file) => file.findings);
    reportClean('dhl_express_line_report', findings);
    process.stdout.write(
      `  dhl: ${files.length} files, ${files.reduce((sum, file) => sum + file.rows.length, 0)} rows, ${files.reduce((sum, file) => sum + file.read.skipped, 0)} repeated lines skipped; claims ${JSON.stringify(count(findings, 'claim'))}, reviews ${JSON.stringify(count(findings, 'review'))}\n`,
    );
    expect(count(findings, 'claim')).toEqual({});
    // CHANGE OF BILLING on the parcel's duties invoice and again on its transport invoice.
    expect(findings.map((finding) => [finding.ruleId, finding.review, finding.evidence.charge])).toEqual(
      files.map(() => ['billed_on_two_invoices', 'separate_bills', 'CHANGE OF BILLING']),
    );
  });

  it('finds a fuel surcharge billed twice, and a product billed again on a later invoice, planted into real rows', () => {
    const { header, rows, findings } = files.find((file) => file.name === 'DHL_EXPRESS_INVOICES.csv')!;
    const at = (title: string) => column(header, title);
    const fuel = rows.filter((row) => row[at('DHL Product Description')] === 'FUEL SURCHARGE');
    const twiceFuel = [...new Map(fuel.map((row) => [row[at('AWB Number')], row])).values()].slice(0, 20);
    const products = rows.filter((row) => Number(row[at('Weight')]) > 0);
    const again = [...new Map(products.map((row) => [row[at('AWB Number')], row])).values()].slice(0, 20);
    const planted = [
      // The same fuel surcharge as a further line of the same invoice (a line number of its own).
      ...twiceFuel.map((row, n) =>
        row.map((value, index) => (index === at('Line Number') ? String(100 + n) : value)),
      ),
      // The parcel's transport billed again on a later invoice.
      ...again.map((row, n) =>
        row.map((value, index) =>
          index === at('Invoice No')
            ? 'MELIR09999999'
            : index === at('Invoice Date')
              ? '30/06/2025'
              : index === at('Line Number')
                ? String(100 + n)
                : value,
        ),
      ),
    ];
    const after = audit(
      [header, ...rows, ...planted].map((row) => row.map(quote).join(',')).join('\n'),
      'AUD',
    );
    const added = (rule: string) =>
      after.findings
        .filter((finding) => finding.ruleId === rule && finding.confidence === 'claim')
        .map((finding) => [finding.trackingNumber, finding.amount])
        .sort();
    const expected = (chosen: string[][]) =>
      chosen.map((row) => [row[at('AWB Number')], Number(row[at('Amount')])]).sort();

    report('dhl_express_line_report', 'duplicate_charge', {
      planted: `${added('duplicate_charge').length}/${twiceFuel.length}`,
    });
    report('dhl_express_line_report', 'billed_on_two_invoices', {
      planted: `${added('billed_on_two_invoices').length}/${again.length}`,
    });
    expect(twiceFuel.length).toBe(20);
    expect(again.length).toBe(20);
    expect(added('duplicate_charge')).toEqual(expected(twiceFuel));
    expect(added('billed_on_two_invoices')).toEqual(expected(again));
    expect(after.findings.length).toBe(findings.length + 40);
  });
});

/**
 * Anomalies planted into real rows: a real parcel's row copied and changed as a carrier's error
 * would change it, the file read and audited again. Each must be found as a claim, for its amount,
 * and nothing else may change.
 */
describe('anomalies planted into real UPS rows', () => {
  const name = '345_Invoice_000000XJ3936345_082325.csv';
  const text = readFileSync(join(UPS, name), 'utf8');
  const rows = rowsOf(text);
  const before = audit(text).findings;
  const key = (finding: Finding) =>
    `${finding.ruleId}|${finding.trackingNumber}|${finding.amount}|${finding.confidence}`;
  const added = (after: Finding[]) => {
    const seen = new Map<string, number>();
    for (const finding of before) seen.set(key(finding), (seen.get(key(finding)) ?? 0) + 1);
    return after.filter((finding) => {
      const left = seen.get(key(finding)) ?? 0;
      seen.set(key(finding), left - 1);
      return left <= 0;
    });
  };
  const withRows = (extra: string[][]) =>
    audit([...rows, ...extra].map((row) => row.map(quote).join(',')).join('\n')).findings;
  /** A real parcel billed transportation and fuel, measured on its informational row, small and light. */
  const parcelRows = (test: (rows: string[][]) => boolean) => {
    const byParcel = new Map<string, string[][]>();
    for (const row of rows) {
      const tracking = cell(row, UPS_COLUMNS.trackingNumber);
      if (tracking) byParcel.set(tracking, [...(byParcel.get(tracking) ?? []), row]);
    }
    return [...byParcel.values()].filter(test);
  };
  const code = (row: string[]) => cell(row, UPS_COLUMNS.chargeDescriptionCode);
  const classification = (row: string[]) => cell(row, UPS_COLUMNS.chargeClassificationCode);

  /** The file audited again with the rows of `parcels` changed by `change`. */
  const withChanged = (parcels: Set<string>, change: (row: string[]) => string[]) =>
    audit(
      rows
        .map((row) => (parcels.has(cell(row, UPS_COLUMNS.trackingNumber)) ? change([...row]) : row))
        .map((row) => row.map(quote).join(','))
        .join('\n'),
    ).findings;
  const corrected = (parcel: string[][]) =>
    parcel.some((row) => /correct|adjust/i.test(cell(row, UPS_COLUMNS.chargeDescription)));

  it('a residential surcharge on a delivery to a consignee named with its legal form', () => {
    const homes = parcelRows(
      (parcel) =>
        parcel.some((row) => code(row) === 'RES' && classification(row) === 'ACC') &&
        parcel.every(
          (row) =>
            !cell(row, UPS_COLUMNS.receiverCompany) ||
            cell(row, UPS_COLUMNS.receiverCompany) === cell(row, UPS_COLUMNS.receiverName),
        ) &&
        !corrected(parcel),
    ).slice(0, 20);
    const chosen = new Set(homes.map((parcel) => cell(parcel[0]!, UPS_COLUMNS.trackingNumber)));

    const found = added(
      withChanged(chosen, (row) => {
        row[UPS_COLUMNS.receiverCompany - 1] = 'Northwind Supplies LLC';
        return row;
      }),
    );

    const surcharges = homes.flatMap((parcel) =>
      parcel.filter((row) => code(row) === 'RES' && classification(row) === 'ACC'),
    );
    report('ups_billing_data', 'residential_on_business', {
      planted: `${found.filter((finding) => finding.confidence === 'claim').length}/${surcharges.length}`,
    });
    expect(chosen.size).toBe(20);
    expect(
      found.map((finding) => [finding.ruleId, finding.confidence, finding.evidence.business_proof]),
    ).toEqual(surcharges.map(() => ['residential_on_business', 'claim', 'LLC']));
    expect(found.map((finding) => finding.amount).sort()).toEqual(
      surcharges.map((row) => Number(cell(row, UPS_COLUMNS.netAmount))).sort(),
    );
  });

  it('a weight billed above what the parcel weighs and measures, said to be its actual weight', () => {
    const light = parcelRows(
      (parcel) =>
        parcel.some(
          (row) => classification(row) === 'FRT' && Number(cell(row, UPS_COLUMNS.enteredWeight)) >= 1,
        ) &&
        parcel.some((row) => classification(row) === 'INF' && /^\s*(1\d|\d)\.\dx/.test(cell(row, 226))) &&
        !parcel.some((row) => /^AH/.test(code(row))) &&
        !corrected(parcel),
    ).slice(0, 20);
    const chosen = new Set(light.map((parcel) => cell(parcel[0]!, UPS_COLUMNS.trackingNumber)));

    // The transport row billed 30 lb over the weight entered, as the actual weight ('01').
    const found = added(
      withChanged(chosen, (row) => {
        if (classification(row) !== 'FRT') return row;
        row[UPS_COLUMNS.billedWeight - 1] = (Number(cell(row, UPS_COLUMNS.enteredWeight)) + 30).toFixed(1);
        row[UPS_COLUMNS.billedWeightUnit - 1] = 'L';
        row[UPS_COLUMNS.billedWeightType - 1] = '01';
        return row;
      }),
    );

    report('ups_billing_data', 'weight_rebilled+dimensional', {
      planted: `${found.filter((finding) => finding.confidence === 'claim').length}/${chosen.size}`,
    });
    expect(chosen.size).toBe(20);
    // Found by the weight rule the parcel's type calls for: its informational row often says it was
    // weighed dimensional ('09'), and then the overbilling is the dimensional weight's.
    expect(found.map((finding) => finding.confidence)).toEqual([...chosen].map(() => 'claim'));
    for (const finding of found)
      expect(['weight_rebilled', 'dimensional_weight_overbilled']).toContain(finding.ruleId);
    process.stdout.write(
      `  planted weights: ${found.length}/${chosen.size} found as claims (${found.filter((finding) => finding.ruleId === 'weight_rebilled').length} weight_rebilled, ${found.filter((finding) => finding.ruleId !== 'weight_rebilled').length} dimensional_weight_overbilled)\n`,
    );
    expect(new Set(found.map((finding) => finding.trackingNumber))).toEqual(chosen);
    for (const finding of found) expect(finding.amount).toBeGreaterThan(0);
  });

  it('a surcharge billed twice on a real parcel', () => {
    const parcels = parcelRows((parcel) =>
      parcel.some((row) => code(row) === 'RES' && classification(row) === 'ACC'),
    );
    const planted = parcels.slice(0, 20).map((parcel) => parcel.find((row) => code(row) === 'RES')!);

    const found = added(withRows(planted.map((row) => [...row])));

    report('ups_billing_data', 'duplicate_charge', {
      planted: `${found.filter((finding) => finding.confidence === 'claim').length}/${planted.length}`,
    });
    expect(found.map((finding) => [finding.ruleId, finding.confidence])).toEqual(
      planted.map(() => ['duplicate_charge', 'claim']),
    );
    expect(found.map((finding) => finding.amount)).toEqual(planted.map((row) => Number(cell(row, 53))));
  });

  it('additional handling for its longest side on a real parcel whose informational row measures it small', () => {
    const small = parcelRows(
      (parcel) =>
        parcel.some((row) => classification(row) === 'INF' && /^\s*(1\d|\d)\.\dx/.test(cell(row, 226))) &&
        !parcel.some((row) => /^AH/.test(code(row)) || /correct|adjust/i.test(cell(row, 46))),
    );
    const planted = small.slice(0, 20).map((parcel) => {
      const fuel = parcel.find((row) => classification(row) === 'FSC')!;
      const row = [...fuel];
      row[UPS_COLUMNS.chargeClassificationCode - 1] = 'ACC';
      row[UPS_COLUMNS.chargeDescriptionCode - 1] = 'AHL';
      row[UPS_COLUMNS.chargeDescription - 1] = 'Addl. Handling longest side';
      row[UPS_COLUMNS.incentiveAmount - 1] = '15.20';
      row[UPS_COLUMNS.netAmount - 1] = '22.80';
      return row;
    });

    const found = added(withRows(planted));

    report('ups_billing_data', 'additional_handling_not_met', {
      planted: `${found.filter((finding) => finding.confidence === 'claim').length}/${planted.length}`,
    });
    expect(planted.length).toBe(20);
    expect(found.map((finding) => [finding.ruleId, finding.confidence, finding.amount])).toEqual(
      planted.map(() => ['additional_handling_not_met', 'claim', 22.8]),
    );
  });
});

/**
 * Issue 41, item 7: an address correction billed again. Every real address correction of the UPS
 * files (a freight row, 'ADJ' / 'ADC') copied onto a later invoice of the file at another amount is
 * found as a claim for the smaller charge; credited and then billed again, it is left alone.
 */
describe('an address correction billed again, planted into real UPS rows', () => {
  // The fee's row, not its fuel's (which has the same detail code).
  const files = FILES.map((name) => ({ name, rows: rowsOf(readFileSync(join(UPS, name), 'utf8')) }))
    .map((file) => ({
      ...file,
      corrections: file.rows.filter(
        (row) =>
          cell(row, UPS_COLUMNS.chargeCategoryDetailCode) === 'ADC' &&
          cell(row, UPS_COLUMNS.chargeClassificationCode) === 'FRT' &&
          Number(cell(row, 53)) > 0,
      ),
    }))
    .filter((file) => file.corrections.length > 0);
  /** The row on a later invoice of the file, for `net`. */
  const later = (row: string[], net: number) => {
    const copy = [...row];
    copy[UPS_COLUMNS.invoiceNumber - 1] = '000000LATER001';
    copy[UPS_COLUMNS.invoiceDate - 1] = '2025-09-30';
    copy[UPS_COLUMNS.netAmount - 1] = net.toFixed(2);
    return copy;
  };
  const text = (rows: string[][]) => rows.map((row) => row.map(quote).join(',')).join('\n');
  const key = (finding: Finding) => `${finding.ruleId}|${finding.trackingNumber}|${finding.amount}`;
  const added = (rows: string[][], extra: string[][]) => {
    const before = new Set(audit(text(rows)).findings.map(key));
    return audit(text([...rows, ...extra])).findings.filter((finding) => !before.has(key(finding)));
  };

  it('finds each as a claim for the smaller of the two charges', () => {
    // Half billed again for 2.35 less, half for 2.35 more.
    const againFor = (row: string[], n: number) => Number(cell(row, 53)) + (n % 2 ? 2.35 : -2.35);
    const planted = files.flatMap(({ rows, corrections }) =>
      added(
        rows,
        corrections.map((row, n) => later(row, againFor(row, n))),
      ).map((finding) => [finding.trackingNumber, finding.ruleId, finding.confidence, finding.amount]),
    );
    const expected = files.flatMap(({ corrections }) =>
      corrections.map((row, n) => [
        cell(row, UPS_COLUMNS.trackingNumber),
        'accessorial_billed_twice',
        'claim',
        Math.round(Math.min(Number(cell(row, 53)), againFor(row, n)) * 100) / 100,
      ]),
    );
    report('ups_billing_data', 'accessorial_billed_twice', {
      planted: `${planted.length}/${expected.length}`,
    });
    expect(expected.length).toBe(10);
    expect(planted.sort()).toEqual(expected.sort());
  });

  it('leaves one credited on the later invoice and billed again there', () => {
    for (const { rows, corrections } of files) {
      const again = corrections.flatMap((row) => [
        later(row, -Number(cell(row, 53))),
        later(row, Number(cell(row, 53)) - 2.35),
      ]);
      expect(added(rows, again)).toEqual([]);
    }
  });
});
