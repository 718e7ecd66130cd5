/**
 * Fault injection on the claims desk (issue 38, item 5; ../shared/QUALITY.md 11 and 18): the whole
 * local stack, run as AWS runs it (`CARRIER_SANDBOX=off`: claims wait on the desk), killed with
 * SIGKILL while it applies a carrier's answer file of a thousand rows, then started again on the
 * same data folder. The import finishes by itself, every row is applied exactly once (one history
 * entry per claim), and the desk's lane counters equal what the lanes list. Prints the figures.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DeskImportView } from '@shared/claims/desk-files-api';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../infra/local/ports';
import { DEMO_COMPANY_ID } from '../../infra/local/seed';
import {
  type Client,
  killStacks,
  postFile,
  signIn,
  startStackProcess,
  stopStackProcess,
  until,
} from '../support/stack-process';

const ROWS = Number(process.env.DESK_CRASH_ROWS ?? 400);
const say = (text: string) =>
  process.env.DESK_CRASH_TRACE && process.stdout.write(`  [${new Date().toISOString()}] ${text}\n`);
const PRODUCTION = { CARRIER_SANDBOX: 'off' };

/**
 * Writes ROWS claims to file for the demo merchant into the data folder: the stack started in this
 * process once, the claims opened through the claims core, the stack stopped cleanly.
 */
async function seedClaimsToFile(dataDir: string): Promise<string[]> {
  const environment = { ...process.env };
  const { startLocalStack } = await import('../../infra/local/stack');
  const stack = await startLocalStack({ dataDir, port: await freePort(), carrierSandbox: false });
  try {
    const { newStoredClaim } = await import('../../functions/claims/stored-claim');
    const { openClaims } = await import('../../functions/claims/open-claim');
    const now = new Date().toISOString();
    const ids = Array.from({ length: ROWS }, (_, n) => `crash-desk-${String(n).padStart(5, '0')}`);
    const claims = ids.map((claimId, n) =>
      newStoredClaim({
        claimId,
        companyId: DEMO_COMPANY_ID,
        tracking_number: `1ZCRASH${String(n).padStart(11, '0')}`,
        carrier: 'ups',
        reason_refund: 'lost',
        reference: `CRASH-${n}`,
        currency: 'EUR',
        requestedCents: 5_000,
        lines: [],
        documents: [],
        actions: [],
        ownerId: 'client_admin-demo',
        owner: 'admin@demo-merchant.example',
        credentialId: 'demo-ups',
        createdAt: now,
      }),
    );
    // As a bulk run opens them: 25 to a transaction, counted in it.
    const outcomes = await openClaims(claims, 'admin@demo-merchant.example', { count: true });
    expect([...outcomes.values()].filter((outcome) => outcome === 'created')).toHaveLength(ROWS);
    return ids;
  } finally {
    await stack.stop();
    // The child stacks get the environment this process had, not the one the stack gave it.
    for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
    Object.assign(process.env, environment);
  }
}

/** Every row of a lane of the demo merchant, page after page. */
async function laneOf(call: Client, lane: string) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let counts: Record<string, number> = {};
  do {
    const page: { claims: { claimId: string }[]; cursor: string | null; counts: Record<string, number> } =
      await call(
        `/api/private/desk/claims?lane=${lane}&companyId=${DEMO_COMPANY_ID}${cursor ? `&cursor=${cursor}` : ''}`,
      );
    ids.push(...page.claims.map((claim) => claim.claimId));
    counts = page.counts;
    cursor = page.cursor;
  } while (cursor);
  return { ids, counts };
}

afterAll(killStacks);

describe('a crash in the middle of an answer file’s import', () => {
  it('finishes after a restart on the same data, each row applied once, lane counters equal to the lanes', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'parcel-audit-desk-crash-'));
    try {
      say('seeding');
      const claimIds = await seedClaimsToFile(dataDir);
      say('seeded');
      let stack = await startStackProcess(dataDir, PRODUCTION);
      let call = await signIn(stack.url, 'platform_admin');
      say('started');

      // The carrier's acknowledgement of every claim, as Excel saves a CSV: a BOM, `;`, CRLF.
      const fileName = `ups-registered-${randomUUID()}.csv`;
      const rows = claimIds.map((claimId, n) => `${DEMO_COMPANY_ID}/${claimId};CRASH-${n};Registered`);
      const file = new TextEncoder().encode(
        `\ufeffOur claim id;Claim Number;Status\r\n${rows.join('\r\n')}\r\n`,
      );
      const ticket = await call<{ uploadId: string; url: string; fields: Record<string, string> }>(
        '/api/private/desk/imports/uploads',
        { fileName, size: file.length },
      );
      await postFile(ticket, fileName, file);
      const made = await call<{ import: DeskImportView }>('/api/private/desk/imports', {
        uploadId: ticket.uploadId,
      });
      const importId = made.import.importId;
      // The workflow reads the file first: its sheet, and the mapping its headers suggest.
      const started = await until(
        () =>
          call<{ import: DeskImportView; sheet: { suggested: Record<string, number> } | null }>(
            `/api/private/desk/imports/${importId}`,
          ),
        (latest) => latest.import.status !== 'reading',
        200,
      );
      const preview = await call<{ import: DeskImportView; errors: unknown[] }>(
        `/api/private/desk/imports/${importId}/preview`,
        { carrier: 'ups', mapping: started.sheet!.suggested },
      );
      say('previewed');
      expect(preview.errors).toEqual([]);
      expect(preview.import.valid).toBe(ROWS);
      await call(`/api/private/desk/imports/${importId}/apply`, { previewId: preview.import.previewId });

      // Wait for the import to be well into its rows, then kill everything at once.
      const readImport = async () =>
        (await call<{ import: DeskImportView }>(`/api/private/desk/imports/${importId}`)).import;
      const begun = performance.now();
      const atCrash = await until(
        readImport,
        (latest) => {
          expect(latest.status, 'the import ended before the crash could be injected').toBe('applying');
          return latest.processed >= ROWS / 4;
        },
        50,
      );
      const killedAt = performance.now();
      say(`killing at ${atCrash.processed}`);
      await stopStackProcess(stack, 'SIGKILL');
      stack = await startStackProcess(dataDir, PRODUCTION);
      expect(stack.output()).toMatch(/Resumed 1 workflow run/);
      call = await signIn(stack.url, 'platform_admin');
      const done = await until(readImport, (latest) => latest.status !== 'applying', 200);
      const finished = performance.now();
      say('finished');

      // Every row once: the import's figures, and one 'filed' entry in each claim's history.
      expect(done).toMatchObject({ status: 'done', processed: ROWS, applied: ROWS, skipped: 0 });
      const filedEntries: number[] = [];
      for (let start = 0; start < claimIds.length; start += 40) {
        const answers = await Promise.all(
          claimIds
            .slice(start, start + 40)
            .map((claimId) =>
              call<{ claim: { state: string; claim_number: string }; history: { event: string }[] }>(
                `/api/private/desk/claims/${DEMO_COMPANY_ID}/${claimId}`,
              ),
            ),
        );
        for (const answer of answers) {
          expect(answer.claim.state).toBe('requested');
          filedEntries.push(answer.history.filter((entry) => entry.event === 'filed').length);
        }
      }
      expect(filedEntries.filter((count) => count === 1)).toHaveLength(ROWS);
      // The counters equal the lanes: the claims left the lane of claims to file for the carrier's.
      const toFile = await laneOf(call, 'to_file');
      const waiting = await laneOf(call, 'waiting_carrier');
      expect(waiting.counts.waiting_carrier).toBe(waiting.ids.length);
      expect(toFile.counts.to_file).toBe(toFile.ids.length);
      expect(new Set(waiting.ids).size).toBe(waiting.ids.length);
      expect(claimIds.every((claimId) => waiting.ids.includes(claimId))).toBe(true);
      expect(claimIds.some((claimId) => toFile.ids.includes(claimId))).toBe(false);

      process.stdout.write(
        `  crash suite: answer file of ${ROWS} rows; killed (SIGKILL, whole process group) at ${atCrash.processed} ` +
          `processed (${atCrash.applied} recorded applied), ${((killedAt - begun) / 1000).toFixed(1)} s after apply; ` +
          `restarted and finished in ${((finished - killedAt) / 1000).toFixed(1)} s: ${done.applied} applied, ` +
          `${filedEntries.filter((count) => count === 1).length} claims with one 'filed' entry; lanes: ` +
          `waiting_carrier ${waiting.counts.waiting_carrier} = ${waiting.ids.length} listed, ` +
          `to_file ${toFile.counts.to_file} = ${toFile.ids.length} listed\n`,
      );
      await stopStackProcess(stack, 'SIGKILL');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // Two stacks started, one seeded, on a machine other suites share: ten minutes at most.
  }, 600_000);
});
