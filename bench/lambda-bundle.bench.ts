/**
 * Each area Lambda, each scheduled job's and each workflow task's Lambda, bundled as CDK bundles it (esbuild, ESM, minified, Node 22): its size and the
 * time a fresh Node process takes to import it (QUALITY.md: <= 1 MB, import <= 250 ms).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { areaEntryFile } from '../functions/lambdas';
import { AREAS } from '../functions/routes';
import { INBOUND_MAIL_STAND_INS } from '../infra/constructs/inbound-mail';
import { schedules } from '../infra/schedules';
import { workflows } from '../infra/workflows';
import { bundleLambda } from './bundle-lambda';

export async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'lambda-bench-'));
  try {
    const entries: [string, string, Record<string, string>?][] = [
      ...AREAS.map((area): [string, string] => [area, areaEntryFile(area)]),
      ...schedules.map((schedule): [string, string] => [`schedule ${schedule.name}`, schedule.entry]),
      ...[
        ...new Set(workflows.flatMap((workflow) => Object.values(workflow.tasks).map((task) => task.entry))),
      ].map((entry): [string, string] => [`task ${entry.replace(/^.*\//, '').replace(/\.ts$/, '')}`, entry]),
      // The carrier e-mail function (SES receiving's): mailparser and sanitize-html.
      ['inbound mail', 'functions/desk/inbound-mail.ts', INBOUND_MAIL_STAND_INS],
    ];
    for (const [area, entry, standIns] of entries) {
      const outfile = join(dir, `${area.replace(/\W+/g, '-')}.mjs`);
      await bundleLambda(entry, outfile, standIns);
      const probe = join(dir, `${area.replace(/\W+/g, '-')}-probe.mjs`);
      writeFileSync(
        probe,
        `const t = performance.now(); await import(${JSON.stringify(outfile)}); console.log((performance.now() - t).toFixed(1));`,
      );
      const env = {
        ...process.env,
        TABLE_NAME: 't',
        UPLOADS_BUCKET: 'b',
        MAIL_FROM: 'a@b.co',
        TOKEN_KEY_ID: 'k',
        SECRETS_KEY_ID: 's',
        TOKEN_ISSUER: 'i',
        TOKEN_AUDIENCE: 'a',
        APP_URL: 'https://example.com',
        AWS_REGION: 'eu-west-3',
      };
      const times = Array.from({ length: 5 }, () =>
        Number(execFileSync(process.execPath, [probe], { env }).toString().trim()),
      );
      times.sort((a, b) => a - b);
      process.stdout.write(
        `  ${area}: ${(statSync(outfile).size / 1024).toFixed(0)} KB minified, import median ${times[2]?.toFixed(0)} ms (budget 1 MB, 250 ms)\n`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
