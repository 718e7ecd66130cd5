/**
 * The monthly billing run for 1,000 companies (issue's benchmark: "documents for 1,000 companies
 * generated in one schedule run (time, Lambda memory)"; one PDF's time is bench/billing-pdf). The
 * local stack in this process (DynamoDB Local in memory: a fresh table each run); 1,000 merchant
 * companies (French VAT and German reverse charge), each with 3 unbilled success fee lines and, one
 * in four, the growth plan started months ago (its last month's subscription is billed too), written
 * with batch writes. Then `billCompanies` (what the scheduled run does once a month, without
 * starting the PDFs) timed as a whole, with the DynamoDB calls it makes and this process's memory;
 * then 100 more companies billed the same way (four at a time) with each company's
 * `generateDocuments` timed alone; then the checks: the numbers issued have no gap and no
 * duplicate, and a second pass issues nothing. Prints figures; never fails on time.
 */
import { startLocalStack } from '../infra/local/stack';
import { percentile } from './load';

const COMPANIES = Number(process.env.BENCH_BILLING_COMPANIES ?? 1_000);
const SAMPLED = Number(process.env.BENCH_BILLING_SAMPLED ?? 100);
const FEE_LINES = 3;
const CARRIERS = ['ups', 'dhl', 'colissimo', 'chronopost', 'gls'];

/** A small deterministic generator: the same data every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const print = (line: string) => process.stdout.write(`  ${line}\n`);

export async function run() {
  const stack = await startLocalStack({ dataDir: null, port: 0, seed: false, logLevel: 'error' });
  try {
    const { dynamo } = await import('../functions/lib/aws/dynamo');
    const { table } = await import('../functions/lib/table/table');
    const { keys, partitions } = await import('../functions/lib/table/keys');
    const { INDEX } = await import('../functions/lib/table/schema');
    const { companyItem } = await import('../functions/companies/company-store');
    const { putSubscription } = await import('../functions/billing/subscription-store');
    const { feeLineItem } = await import('../functions/billing/fee-lines');
    const { generateDocuments } = await import('../functions/billing/issue-documents');
    const { issueStatement } = await import('../functions/billing/statements');
    const { billCompanies } = await import('../functions/billing/scheduled-billing');
    const { forEachLimit } = await import('../functions/lib/concurrency');
    const { successFeeCents, documentNumber } = await import('../shared/billing/documents');
    const { subscriptionOf, addMonths } = await import('../shared/billing/plans');
    const { ISSUER_ID, ISSUER_TIME_ZONE } = await import('../shared/billing/issuer');
    const { localDay, monthOf } = await import('../shared/dashboards/calendar');

    // Every DynamoDB call, by command; transactions by outcome (a lost counter race, a conflict).
    const calls = {
      byCommand: {} as Record<string, number>,
      transactions: 0,
      transactItems: 0,
      counterLost: 0,
      conflicts: 0,
      otherFailures: 0,
    };
    const resetCalls = () =>
      Object.assign(calls, {
        byCommand: {},
        transactions: 0,
        transactItems: 0,
        counterLost: 0,
        conflicts: 0,
        otherFailures: 0,
      });
    dynamo.middlewareStack.add(
      (next, context) => async (args) => {
        const name = String(context.commandName ?? '').replace('Command', '');
        calls.byCommand[name] = (calls.byCommand[name] ?? 0) + 1;
        try {
          const out = await next(args);
          if (name === 'TransactWriteItems') {
            calls.transactions++;
            calls.transactItems += (args.input as { TransactItems?: unknown[] }).TransactItems?.length ?? 0;
          }
          return out;
        } catch (error) {
          const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
          if (reasons?.[0]?.Code === 'ConditionalCheckFailed') calls.counterLost++;
          else if (reasons?.some((reason) => reason.Code === 'TransactionConflict')) calls.conflicts++;
          else calls.otherFailures++;
          throw error;
        }
      },
      { step: 'initialize', name: 'benchCallCounter' },
    );

    const now = new Date();
    const today = localDay(now, ISSUER_TIME_ZONE);
    const year = Number(today.slice(0, 4));
    const planStart = `${monthOf(addMonths(`${monthOf(today)}-01`, -4))}-01`;

    /** Puts items with 8 batch writes (25 items each) at a time. */
    async function writeAll(items: Record<string, unknown>[]) {
      const batches = Array.from({ length: Math.ceil(items.length / 25) }, (_, index) =>
        items.slice(index * 25, (index + 1) * 25),
      );
      await forEachLimit(batches, 8, (puts) => table.batchWrite({ puts }));
    }

    /** `count` merchant companies from `first`, each with its fee lines, one in four on a plan. */
    async function seed(prefix: string, first: number, count: number): Promise<string[]> {
      const next = random(first + 1);
      const ids: string[] = [];
      const items: Record<string, unknown>[] = [];
      const plans: string[] = [];
      for (let n = first; n < first + count; n++) {
        const companyId = `${prefix}-${String(n).padStart(5, '0')}`;
        ids.push(companyId);
        const french = n % 2 === 0;
        const onPlan = n % 4 === 3;
        if (onPlan) plans.push(companyId);
        items.push(
          companyItem({
            companyId,
            name: `Merchant ${n}`,
            kind: 'merchant',
            active: true,
            invoice_company_name: `Merchant ${n} ${french ? 'SAS' : 'GmbH'}`,
            country: french ? 'FR' : 'DE',
            vat_number: french
              ? `FR${String(10_000_000_000 + n).slice(-11)}`
              : `DE${String(100_000_000 + n).slice(-9)}`,
            street_name: french ? '12 rue de la Paix' : 'Friedrichstraße 10',
            zip_code: french ? '75002' : '10117',
            city_name: french ? 'Paris' : 'Berlin',
            invoicing_emails: [`billing@merchant-${n}.example`],
            createdAt: new Date(Date.parse(planStart) - 30 * 86_400_000).toISOString(),
          }),
        );
        // The fee share the plan bills (the free audit's 30 %, the growth plan's 25 %).
        const feePercent = subscriptionOf(onPlan ? 'growth' : 'free_audit', planStart).plan.feePercent;
        for (let line = 0; line < FEE_LINES; line++) {
          const creditedCents = 800 + Math.floor(next() * 24_000);
          const claimId = `claim-${n}-${line}`;
          items.push(
            feeLineItem({
              companyId,
              claimId,
              claimVersion: 3,
              kind: 'success_fee',
              trackingNumber: `1ZBILL${String(n).padStart(6, '0')}${line}`,
              carrier: CARRIERS[Math.floor(next() * CARRIERS.length)]!,
              claimNumber: `CLM-${n}-${line}`,
              currency: 'EUR',
              creditedCents,
              feePercent,
              feeCents: successFeeCents(creditedCents, feePercent),
              at: new Date(now.getTime() - Math.floor(next() * 25 * 86_400_000)).toISOString(),
              carrierMessage: 'Refund credited on the next invoice',
              creditLine: null,
              reverses: null,
            }),
          );
        }
      }
      await writeAll(items);
      await forEachLimit(plans, 8, (companyId) =>
        putSubscription(companyId, {
          segments: [{ planId: 'growth', from: planStart, to: null }],
          updatedAt: now.toISOString(),
          updatedBy: 'bench',
        }),
      );
      return ids;
    }

    const counters = async () => {
      const [invoices, statements] = await Promise.all(
        (['F', 'S'] as const).map(async (series) =>
          Number(
            (await table.get(keys.billingNumber(ISSUER_ID, series, year), { consistent: true }))?.last ?? 0,
          ),
        ),
      );
      return { F: invoices!, S: statements! };
    };

    // Seed.
    const prefix = `bench-bill-${now.getTime().toString(36)}`;
    let started = performance.now();
    const companies = await seed(prefix, 0, COMPANIES);
    const sampled = await seed(prefix, COMPANIES, SAMPLED);
    print(
      `seeded ${(COMPANIES + SAMPLED).toLocaleString('en')} merchant companies (${COMPANIES.toLocaleString('en')} + ${SAMPLED} sampled), ${FEE_LINES} unbilled success fee lines each, one in four on the growth plan since ${planStart}, in ${seconds(performance.now() - started)} s`,
    );

    // The run: billCompanies over the 1,000 companies, as the scheduled run calls it.
    const before = await counters();
    const memoryBefore = process.memoryUsage();
    const peak = { rss: memoryBefore.rss, heapUsed: memoryBefore.heapUsed };
    const sampler = setInterval(() => {
      const { rss, heapUsed } = process.memoryUsage();
      peak.rss = Math.max(peak.rss, rss);
      peak.heapUsed = Math.max(peak.heapUsed, heapUsed);
    }, 50);
    resetCalls();
    started = performance.now();
    const summary = await billCompanies(companies, now, () => Number.POSITIVE_INFINITY);
    const runMs = performance.now() - started;
    clearInterval(sampler);
    const memoryAfter = process.memoryUsage();
    const runCalls = structuredClone(calls);
    const after = await counters();

    const documents = summary.issued;
    const lines = documents.reduce((sum, document) => sum + document.lines.length, 0);
    const byTreatment: Record<string, number> = {};
    for (const document of documents)
      byTreatment[document.vatTreatment] = (byTreatment[document.vatTreatment] ?? 0) + 1;
    print(
      `billCompanies (4 companies at a time): ${summary.companies.toLocaleString('en')} companies, ${summary.documents.toLocaleString('en')} documents issued (${lines.toLocaleString('en')} lines; ${Object.entries(
        byTreatment,
      )
        .map(([treatment, count]) => `${count} ${treatment}`)
        .join(
          ', ',
        )}), ${summary.statements} statements, ${summary.deferred} deferred, in ${seconds(runMs)} s: ${(runMs / Math.max(1, summary.companies)).toFixed(1)} ms per company, ${(runMs / Math.max(1, documents.length)).toFixed(1)} ms per document, ${(documents.length / (runMs / 1000)).toFixed(1)} documents/s (Lambda timeout 15 min, the run stops taking companies 30 s before it)`,
    );
    const commands = Object.entries(runCalls.byCommand)
      .sort((a, b) => b[1] - a[1])
      .map(([name, count]) => `${count.toLocaleString('en')} ${name}`)
      .join(', ');
    const perDocument = (count: number) => (count / Math.max(1, documents.length)).toFixed(2);
    print(
      `DynamoDB calls: ${commands}; per document ${perDocument(runCalls.transactions)} transactions that succeeded (${(runCalls.transactItems / Math.max(1, runCalls.transactions)).toFixed(1)} writes each: counter, document, its fee lines, its BILLED# markers), ${perDocument(runCalls.counterLost)} lost the counter race, ${perDocument(runCalls.conflicts)} transaction conflicts, ${runCalls.otherFailures} other failures; ${perDocument(Object.values(runCalls.byCommand).reduce((sum, count) => sum + count, 0))} calls per document in all`,
    );
    print(
      `memory of this Node process (a stand-in for the Lambda's: the API server and the local S3/SES/KMS/Step Functions stand-ins live here too, DynamoDB Local is a separate Java process; the Lambda has 1024 MB): rss ${mb(memoryBefore.rss)} MB -> ${mb(memoryAfter.rss)} MB (peak ${mb(peak.rss)} MB), heapUsed ${mb(memoryBefore.heapUsed)} MB -> ${mb(memoryAfter.heapUsed)} MB (peak ${mb(peak.heapUsed)} MB)`,
    );

    // The numbers issued: the counter moved by the documents issued, and they are the very numbers.
    const issuedNumbers = new Set(documents.map((document) => document.number));
    const expected = Array.from({ length: after.F - before.F }, (_, index) =>
      documentNumber('F', year, before.F + index + 1),
    );
    const gapless =
      after.F - before.F === documents.filter((document) => document.type !== 'statement').length &&
      after.S - before.S === summary.statements &&
      issuedNumbers.size === documents.length &&
      expected.every((number) => issuedNumbers.has(number));
    print(
      `numbering: series F counter ${before.F} -> ${after.F} (+${after.F - before.F}), series S ${before.S} -> ${after.S}; ${documents.length} documents, ${issuedNumbers.size} distinct numbers: ${gapless ? 'gapless, no duplicate' : 'GAP OR DUPLICATE'}`,
    );

    // A distribution: 100 more companies, four at a time as billCompanies takes them, each timed.
    const lastMonth = monthOf(addMonths(`${monthOf(today)}-01`, -1));
    const timings: number[] = [];
    let sampledDocuments = 0;
    started = performance.now();
    await forEachLimit(sampled, 4, async (companyId) => {
      const t = performance.now();
      const issued = await generateDocuments(companyId, now);
      timings.push(performance.now() - t);
      sampledDocuments += issued.length;
      await issueStatement(companyId, lastMonth, now);
    });
    const sampledMs = performance.now() - started;
    timings.sort((a, b) => a - b);
    const mean = timings.reduce((sum, ms) => sum + ms, 0) / Math.max(1, timings.length);
    print(
      `generateDocuments per company (${timings.length} more companies, 4 at a time, ${sampledDocuments} documents, ${seconds(sampledMs)} s): mean ${mean.toFixed(1)} ms, p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms, max ${(timings.at(-1) ?? 0).toFixed(1)} ms`,
    );

    // Nothing billed twice: a second pass over every company issues nothing; no line is left unbilled.
    const all = [...companies, ...sampled];
    resetCalls();
    started = performance.now();
    const again = await billCompanies(all, now, () => Number.POSITIVE_INFINITY);
    const againMs = performance.now() - started;
    const unbilled = await table.queryIndex(INDEX.attention, partitions.unbilledFees, {
      sort: 'begins_with(#sk, :company)',
      ExpressionAttributeValues: { ':company': `${prefix}-` },
    });
    const final = await counters();
    print(
      `second pass over the ${all.length.toLocaleString('en')} companies: ${again.documents} documents, ${again.statements} statements issued in ${seconds(againMs)} s (${Object.values(
        calls.byCommand,
      )
        .reduce((sum, count) => sum + count, 0)
        .toLocaleString(
          'en',
        )} DynamoDB calls); counter F ${final.F} (= ${after.F} + ${sampledDocuments}: ${final.F === after.F + sampledDocuments ? 'yes' : 'NO'}); unbilled fee lines left: ${unbilled.items.length}${unbilled.cursor ? '+' : ''}: ${again.documents === 0 && again.statements === 0 && unbilled.items.length === 0 ? 'no company billed twice' : 'BILLED TWICE OR LEFT UNBILLED'}`,
    );
  } finally {
    await stack.stop();
  }
}
