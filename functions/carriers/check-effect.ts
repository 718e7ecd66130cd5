/**
 * What a check's outcome does to a credential: a refusal by the carrier makes it 'not working' with
 * the reason; success makes it active again; an unreachable carrier or a carrier without a
 * connector leaves it as it was, because nothing was learnt about the credential.
 */
import type { CheckOutcome, CredentialStatus } from '@shared/carriers/credentials';

export interface CheckedState {
  status: CredentialStatus;
  statusReason: CheckOutcome | null;
  checkedAt: string | null;
}

export function checkEffect(credential: CheckedState, outcome: CheckOutcome, at: string): CheckedState {
  switch (outcome) {
    case 'working':
      return { status: 'active', statusReason: null, checkedAt: at };
    case 'invalid_credentials':
    case 'account_locked':
      return { status: 'not_working', statusReason: outcome, checkedAt: at };
    case 'unreachable':
    case 'no_connector':
      return {
        status: credential.status,
        statusReason: credential.statusReason,
        checkedAt: credential.checkedAt,
      };
  }
}
