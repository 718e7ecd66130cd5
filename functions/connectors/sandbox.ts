/**
 * The sandbox carrier's connector: a real HTTP client for the sandbox carrier service the local
 * runtime starts on loopback (infra/local/sandbox-carrier.ts). It signs in with the portal account,
 * keeps the session token while it lasts, signs in again once when the carrier says the session
 * expired, and turns network failures, timeouts and 5xx answers into ConnectorUnavailableError.
 */
import { sha256Base64url } from '../lib/hash';
import {
  type CarrierClaim,
  type CarrierConnector,
  type CarrierInvoice,
  CarrierRefusedError,
  type ClaimFiling,
  ConnectorRejectedError,
  ConnectorUnavailableError,
  type PortalAccount,
  REJECTION_REASONS,
  type RejectionReason,
  type ShipmentSummary,
  type TrackedShipment,
  type VerifyResult,
} from './connector';

/** The most tracking numbers one sandbox tracking call takes (real carrier APIs cap it too). */
export const SANDBOX_TRACKING_BATCH = 50;

interface Session {
  token: string;
  expiresAt: number;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export function sandboxConnector(baseUrl: string, timeoutMs: number): CarrierConnector {
  const sessions = new Map<string, Session>();
  const sessionKey = (account: PortalAccount) =>
    `${account.carrier}\u0000${account.username}\u0000${sha256Base64url(account.password)}`;

  async function call(
    carrier: string,
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(
        new URL(`v1/${carrier}${path}`, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`),
        {
          method,
          headers: {
            accept: 'application/json',
            ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
            ...options.headers,
          },
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: AbortSignal.timeout(timeoutMs),
        },
      );
    } catch (error) {
      const name = (error as { name?: string }).name;
      throw new ConnectorUnavailableError(
        carrier,
        name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'unreachable',
      );
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new ConnectorUnavailableError(carrier, `HTTP ${response.status}`);
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, body };
  }

  async function signIn(account: PortalAccount): Promise<VerifyResult> {
    const answer = await call(account.carrier, 'POST', '/sessions', {
      body: { username: account.username, password: account.password },
    });
    if (answer.status === 201) {
      const {
        token,
        expiresIn,
        account: details,
      } = answer.body as {
        token: string;
        expiresIn: number;
        account: { number: string; name: string };
      };
      sessions.set(sessionKey(account), { token, expiresAt: Date.now() + (expiresIn - 30) * 1000 });
      return { ok: true, accountNumber: details.number, accountName: details.name };
    }
    const reason = answer.body.error as RejectionReason;
    if ((answer.status === 401 || answer.status === 423) && REJECTION_REASONS.includes(reason)) {
      sessions.delete(sessionKey(account));
      return { ok: false, reason, message: String(answer.body.message ?? reason) };
    }
    throw new ConnectorUnavailableError(account.carrier, `unexpected answer ${answer.status} to sign-in`);
  }

  async function token(account: PortalAccount): Promise<string> {
    const session = sessions.get(sessionKey(account));
    if (session && session.expiresAt > Date.now()) return session.token;
    const result = await signIn(account);
    if (!result.ok) throw new ConnectorRejectedError(account.carrier, result.reason);
    return sessions.get(sessionKey(account))!.token;
  }

  /** A signed-in call; an expired session is renewed once. */
  async function authorised(
    account: PortalAccount,
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    let answer = await call(account.carrier, method, path, { ...options, token: await token(account) });
    if (answer.status === 401) {
      sessions.delete(sessionKey(account));
      answer = await call(account.carrier, method, path, { ...options, token: await token(account) });
    }
    if (answer.status === 401) throw new ConnectorRejectedError(account.carrier, 'invalid_credentials');
    return answer;
  }

  function expect(answer: Answer, carrier: string, ...statuses: number[]): Record<string, unknown> {
    if (statuses.includes(answer.status)) return answer.body;
    if (answer.status >= 400 && answer.status < 500) {
      throw new CarrierRefusedError(
        carrier,
        String(answer.body.error ?? answer.status),
        String(answer.body.message ?? ''),
      );
    }
    throw new ConnectorUnavailableError(carrier, `unexpected answer ${answer.status}`);
  }

  return {
    kind: 'sandbox',
    verify: signIn,

    async listInvoices(account, since) {
      const answer = await authorised(account, 'GET', `/invoices?since=${encodeURIComponent(since)}`);
      return expect(answer, account.carrier, 200).invoices as CarrierInvoice[];
    },

    async listShipments(account, since) {
      const answer = await authorised(account, 'GET', `/shipments?since=${encodeURIComponent(since)}`);
      return expect(answer, account.carrier, 200).shipments as ShipmentSummary[];
    },

    async trackShipments(account, trackingNumbers) {
      const shipments: TrackedShipment[] = [];
      for (let start = 0; start < trackingNumbers.length; start += SANDBOX_TRACKING_BATCH) {
        const batch = trackingNumbers.slice(start, start + SANDBOX_TRACKING_BATCH);
        const answer = await authorised(account, 'POST', '/tracking', { body: { trackingNumbers: batch } });
        shipments.push(...(expect(answer, account.carrier, 200).shipments as TrackedShipment[]));
      }
      return shipments;
    },

    async fileClaim(account, filing: ClaimFiling) {
      const { idempotencyKey, ...claim } = filing;
      const answer = await authorised(account, 'POST', '/claims', {
        body: claim,
        headers: { 'idempotency-key': idempotencyKey },
      });
      return expect(answer, account.carrier, 200, 201).claim as CarrierClaim;
    },

    async sendDocuments(account, carrierClaimId, documents) {
      const answer = await authorised(
        account,
        'POST',
        `/claims/${encodeURIComponent(carrierClaimId)}/documents`,
        {
          body: { documents },
        },
      );
      return expect(answer, account.carrier, 200).claim as CarrierClaim;
    },

    async claimStatus(account, carrierClaimId) {
      const answer = await authorised(account, 'GET', `/claims/${encodeURIComponent(carrierClaimId)}`);
      return expect(answer, account.carrier, 200).claim as CarrierClaim;
    },
  };
}
