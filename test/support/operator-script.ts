/**
 * Runs one of our command-line scripts (`infra/*.ts`) as an operator's shell would: a child process
 * with PATH and HOME only, plus the environment given, its output (stdout and stderr) kept whole.
 */
import { spawn } from 'node:child_process';

export function runScript(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', args, {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}
