/**
 * Checking a carrier credential: sign in to the carrier's portal through its connector with the
 * stored (sealed) password, and record the check and its effect (check-effect.ts decides it).
 */
import type { CarrierId } from '@shared/carriers/carriers';
import type { CheckOutcome, CheckTrigger, CredentialCheck } from '@shared/carriers/credentials';
import { ConnectorUnavailableError } from '../connectors/connector';
import { connectorFor } from '../connectors/index';
import { log } from '../lib/log';
import { checkEffect } from './check-effect';
import { portalAccount, recordCheck, type StoredCredential } from './credential-store';

export interface CheckResult {
  credential: StoredCredential;
  check: CredentialCheck;
  /** False when the credential changed while it was being checked (the newer state was kept). */
  recorded: boolean;
}

export async function checkCredential(
  credential: StoredCredential,
  trigger: CheckTrigger,
  by: string | null,
  now: () => Date,
): Promise<CheckResult> {
  const connector = connectorFor(credential.carrier as CarrierId);
  let outcome: CheckOutcome = 'no_connector';
  if (connector) {
    try {
      const result = await connector.verify(await portalAccount(credential));
      outcome = result.ok ? 'working' : result.reason;
    } catch (error) {
      if (!(error instanceof ConnectorUnavailableError)) throw error;
      log.warn('carrier unreachable during a credential check', {
        carrier: credential.carrier,
        credentialId: credential.credentialId,
        detail: error.message,
      });
      outcome = 'unreachable';
    }
  }
  const at = now().toISOString();
  const check: CredentialCheck = { outcome, at, trigger, connector: connector?.kind ?? null, by };
  const effect = checkEffect(credential, outcome, at);
  const recorded = await recordCheck(credential, check, effect);
  return { credential: { ...credential, ...effect, lastCheck: check }, check, recorded };
}
