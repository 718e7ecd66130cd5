/**
 * For integration tests that need the back end's own modules (to mint a token through KMS, to read
 * the table): points this worker's environment at the shared local stack before they load.
 */
import { inject } from 'vitest';

export function applyStackEnv(): void {
  Object.assign(process.env, inject('stackEnv'));
}
