/**
 * A second local stack for the browser tests, run as AWS runs the product (`CARRIER_SANDBOX=off`: no
 * sandbox carrier, claims wait on the claims desk, the demo data has claims to file and a year of
 * history, as a first `npm start` writes it), in a child
 * process of its own (test/support/stack-process.ts), from this process's environment as it was
 * before the tests' own stack pointed it at itself.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStackProcess, stopStackProcess } from '../support/stack-process';

export interface ProductionStack {
  url: string;
  stop: () => Promise<void>;
}

export async function startProductionStack(): Promise<ProductionStack> {
  // The environment as it is now, before the tests' own stack points this process at itself.
  const inherited = { ...process.env };
  const dataDir = await mkdtemp(join(tmpdir(), 'parcel-audit-production-'));
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  try {
    // As a newcomer's first `npm start` writes it: the demo's year (test/e2e/demo-year.spec.ts).
    const stack = await startStackProcess(dataDir, { CARRIER_SANDBOX: 'off', DEMO_DATA: 'year' }, inherited);
    if (!/Sandbox carrier: off/.test(stack.output())) {
      await stopStackProcess(stack);
      throw new Error(`it runs with the sandbox carrier:\n${stack.output()}`);
    }
    return {
      url: stack.url,
      stop: async () => {
        await stopStackProcess(stack);
        await removeData();
      },
    };
  } catch (error) {
    await removeData();
    throw new Error(`The production-mode stack (CARRIER_SANDBOX=off): ${(error as Error).message}`);
  }
}
