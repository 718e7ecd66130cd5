/**
 * The sandbox carrier: a small carrier service on loopback that speaks every catalog carrier's
 * part of the connector protocol over HTTP (functions/connectors/sandbox.ts is its client).
 *
 *   POST /v1/{carrier}/sessions        {username, password} -> 201 {token, expiresIn, account}
 *                                      401 invalid_credentials, 423 account_locked
 *   GET  /v1/{carrier}/invoices?since=YYYY-MM-DD            (Bearer token)
 *   POST /v1/{carrier}/tracking        {trackingNumbers: string[<=50]}
 *   POST /v1/{carrier}/claims          Idempotency-Key header; 422 unknown_shipment
 *   GET  /v1/{carrier}/claims/{id}
 *
 * and a control surface for people and tests, as a carrier's own portal would let a merchant do:
 *   GET  /_sandbox                      the accounts, their shipments and claims (JSON)
 *   POST /_sandbox/accounts             {carrier, username, password, locked?} create or replace
 *   POST /_sandbox/clock                {advanceHours} moves the sandbox's time forward; with
 *                                       {carrier, username} only that account's time
 *   POST /_sandbox/outage               {carrier, down} the carrier answers 503 while down
 *
 * Accounts, claims and the clock offset persist under the data folder; shipments, events and
 * invoices are derived from the account (world.ts), so they need no storage.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import {
  CARRIER_IDS,
  type CarrierId,
  CLAIM_TYPES,
  type ClaimType,
  carrierById,
  normaliseTracking,
} from '@shared/carriers/carriers';
import {
  accountInvoices,
  accountShipments,
  claimView,
  type FiledSandboxClaim,
  type SandboxShipment,
  trackingView,
} from './world';

const SESSION_SECONDS = 3600;
const MAX_BODY = 64 * 1024;
const MAX_TRACKING_BATCH = 50;

export interface SandboxAccount {
  carrier: CarrierId;
  username: string;
  password: string;
  locked: boolean;
  accountNumber: string;
  accountName: string;
  /** The date the account's sample shipments are laid out around (epoch ms). */
  anchor: number;
  /** How far this account's time runs ahead of the sandbox's (a test moving one account only). */
  clockOffsetMs?: number;
}

interface State {
  clockOffsetMs: number;
  accounts: SandboxAccount[];
  claims: FiledSandboxClaim[];
  idempotency: Record<string, string>;
}

/** Sample accounts every sandbox has: the seeded demo credentials, and one working and one locked per carrier. */
export const SANDBOX_PASSWORD = 'Sandbox-2026';
export function defaultAccounts(now: number): SandboxAccount[] {
  const accounts: SandboxAccount[] = [
    account('colissimo', 'demo-merchant', 'colissimo-demo', false, now, 'Demo Merchant SAS'),
    account('ups', 'DEMO-UPS-1', 'ups-demo', false, now, 'Demo Merchant SAS'),
    // The accounts of the demo's year of invoices (infra/local/demo/history.ts).
    account('fedex', 'DEMO-FDX-7', 'fedex-demo', false, now, 'Demo Merchant SAS'),
    account('dhl_express', 'DEMO-DHL-3', 'dhl_express-demo', false, now, 'Demo Merchant SAS'),
    account('chronopost', 'demo-merchant', 'chronopost-demo', false, now, 'Demo Merchant SAS'),
  ];
  for (const carrier of CARRIER_IDS) {
    accounts.push(account(carrier, `merchant-${carrier}`, SANDBOX_PASSWORD, false, now, 'Sandbox Merchant'));
    accounts.push(account(carrier, `locked-${carrier}`, SANDBOX_PASSWORD, true, now, 'Locked Merchant'));
  }
  return accounts;
}

function account(
  carrier: CarrierId,
  username: string,
  password: string,
  locked: boolean,
  anchor: number,
  accountName: string,
): SandboxAccount {
  let hash = 7;
  for (const char of `${carrier}/${username}`) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000;
  return {
    carrier,
    username,
    password,
    locked,
    accountName,
    anchor,
    accountNumber: String(hash).padStart(6, '0'),
  };
}

class Reply extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.error));
  }
}
const refuse = (status: number, error: string, message: string) => new Reply(status, { error, message });

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw refuse(413, 'too_large', 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return {};
  try {
    const value = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {}
  throw refuse(400, 'bad_request', 'The body must be a JSON object');
}

export interface SandboxCarrier {
  url: string;
  now: () => number;
  close: () => Promise<void>;
}

export async function startSandboxCarrier(dataDir: string | null): Promise<SandboxCarrier> {
  const file = dataDir ? join(dataDir, 'sandbox-carrier.json') : null;
  let state: State | null = null;
  if (file) {
    state = (await readFile(file, 'utf8').then(JSON.parse, () => null)) as State | null;
  }
  state ??= { clockOffsetMs: 0, accounts: defaultAccounts(Date.now()), claims: [], idempotency: {} };
  const data = state;
  let saving = Promise.resolve();
  const save = () => {
    if (!file) return Promise.resolve();
    const text = JSON.stringify(data);
    saving = saving.then(async () => {
      await writeFile(`${file}.tmp`, text);
      await rename(`${file}.tmp`, file);
    });
    return saving;
  };
  await save();

  const now = () => Date.now() + data.clockOffsetMs;
  const sessions = new Map<string, { carrier: CarrierId; username: string; expiresAt: number }>();
  const down = new Set<CarrierId>();
  const shipmentCache = new Map<string, SandboxShipment[]>();
  const shipmentsOf = (account: SandboxAccount) => {
    const key = `${account.carrier}/${account.username}/${account.anchor}`;
    let shipments = shipmentCache.get(key);
    if (!shipments) {
      shipments = accountShipments(account.carrier, account.username, account.anchor);
      shipmentCache.set(key, shipments);
    }
    return shipments;
  };
  const findAccount = (carrier: CarrierId, username: string) =>
    data.accounts.find((entry) => entry.carrier === carrier && entry.username === username);

  function signedIn(req: IncomingMessage, carrier: CarrierId): SandboxAccount {
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const session = sessions.get(token);
    if (!session || session.carrier !== carrier || session.expiresAt <= now()) {
      throw refuse(401, 'session_expired', 'Sign in again');
    }
    const found = findAccount(carrier, session.username);
    if (!found || found.locked) throw refuse(401, 'session_expired', 'Sign in again');
    return found;
  }

  async function carrierApi(
    req: IncomingMessage,
    carrier: CarrierId,
    rest: string,
  ): Promise<[number, object]> {
    if (down.has(carrier)) throw refuse(503, 'unavailable', 'Service temporarily unavailable');
    const url = new URL(req.url ?? '/', 'http://sandbox');
    if (req.method === 'POST' && rest === '/sessions') {
      const body = await readJson(req);
      const found = findAccount(carrier, String(body.username ?? ''));
      if (!found || found.password !== String(body.password ?? '')) {
        throw refuse(401, 'invalid_credentials', 'The user ID or password is incorrect.');
      }
      if (found.locked) {
        throw refuse(423, 'account_locked', 'This account is locked. Contact your account manager.');
      }
      const token = randomBytes(24).toString('base64url');
      sessions.set(token, { carrier, username: found.username, expiresAt: now() + SESSION_SECONDS * 1000 });
      return [
        201,
        {
          token,
          expiresIn: SESSION_SECONDS,
          account: { number: found.accountNumber, name: found.accountName },
        },
      ];
    }
    const account = signedIn(req, carrier);
    // The account's own time: the sandbox's clock plus what a test moved this account by.
    const at = () => now() + (account.clockOffsetMs ?? 0);
    if (req.method === 'GET' && rest === '/invoices') {
      const since = url.searchParams.get('since') ?? '';
      const invoices = accountInvoices(carrier, account.accountNumber, shipmentsOf(account), at()).filter(
        (invoice) => invoice.invoiceDate >= since,
      );
      return [200, { invoices }];
    }
    if (req.method === 'GET' && rest === '/shipments') {
      const since = url.searchParams.get('since') ?? '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(since)) throw refuse(400, 'bad_request', 'since: YYYY-MM-DD');
      const from = Date.parse(`${since}T00:00:00Z`);
      // The labels created so far, newest first, like the portal's shipment list.
      const shipments = shipmentsOf(account)
        .filter((shipment) => shipment.events[0]!.at <= at() && shipment.events[0]!.at >= from)
        .sort((a, b) => b.events[0]!.at - a.events[0]!.at)
        .map((shipment) => ({
          trackingNumber: shipment.trackingNumber,
          createdAt: new Date(shipment.events[0]!.at).toISOString(),
        }));
      return [200, { shipments }];
    }
    if (req.method === 'POST' && rest === '/tracking') {
      const body = await readJson(req);
      const numbers = body.trackingNumbers;
      if (
        !Array.isArray(numbers) ||
        numbers.length > MAX_TRACKING_BATCH ||
        numbers.some((n) => typeof n !== 'string')
      ) {
        throw refuse(400, 'bad_request', `trackingNumbers: up to ${MAX_TRACKING_BATCH} strings`);
      }
      const shipments = shipmentsOf(account);
      return [
        200,
        {
          shipments: (numbers as string[]).map((number) => {
            const shipment = shipments.find((entry) => entry.trackingNumber === normaliseTracking(number));
            return shipment && shipment.events[0]!.at <= at()
              ? trackingView(shipment, at())
              : { trackingNumber: number, found: false };
          }),
        },
      ];
    }
    if (req.method === 'POST' && rest === '/claims') {
      const key = String(req.headers['idempotency-key'] ?? '');
      if (key.length < 8 || key.length > 200)
        throw refuse(400, 'bad_request', 'An Idempotency-Key header is required');
      const scoped = `${carrier}/${account.username}/${key}`;
      const existing = data.claims.find((claim) => claim.claimId === data.idempotency[scoped]);
      if (existing) {
        return [200, { claim: claimView(existing, shipmentOf(account, existing.trackingNumber)!, at()) }];
      }
      const body = await readJson(req);
      const type = body.type as ClaimType;
      const amount = Number(body.amount);
      if (!CLAIM_TYPES.includes(type) || !(amount > 0) || typeof body.currency !== 'string') {
        throw refuse(400, 'bad_request', 'type, amount and currency are required');
      }
      const shipment = shipmentOf(account, String(body.trackingNumber ?? ''));
      if (!shipment || shipment.events[0]!.at > at()) {
        throw refuse(422, 'unknown_shipment', 'No shipment with this tracking number on this account.');
      }
      const claim: FiledSandboxClaim = {
        claimId: `${carrier.slice(0, 3).toUpperCase()}-${randomBytes(5).toString('hex').toUpperCase()}`,
        carrier,
        username: account.username,
        trackingNumber: shipment.trackingNumber,
        type,
        amount: Math.round(amount * 100) / 100,
        currency: body.currency,
        reference: String(body.reference ?? '').slice(0, 100),
        description: String(body.description ?? '').slice(0, 2000),
        filedAt: at(),
      };
      data.claims.push(claim);
      data.idempotency[scoped] = claim.claimId;
      await save();
      return [201, { claim: claimView(claim, shipment, at()) }];
    }
    const documentsFor = /^\/claims\/([\w-]+)\/documents$/.exec(rest)?.[1];
    if (req.method === 'POST' && documentsFor) {
      const claim = data.claims.find(
        (entry) =>
          entry.claimId === documentsFor && entry.carrier === carrier && entry.username === account.username,
      );
      if (!claim) throw refuse(404, 'unknown_claim', 'No such claim on this account.');
      const body = await readJson(req);
      const documents = body.documents;
      if (
        !Array.isArray(documents) ||
        documents.length === 0 ||
        documents.length > 20 ||
        documents.some((item) => typeof item?.fileName !== 'string' || item.fileName.length > 200)
      ) {
        throw refuse(400, 'bad_request', 'documents: 1 to 20 { fileName }');
      }
      claim.documents = [
        ...(claim.documents ?? []),
        ...documents.map((item: { fileName: string }) => item.fileName),
      ];
      claim.documentsAt ??= at();
      await save();
      return [200, { claim: claimView(claim, shipmentOf(account, claim.trackingNumber)!, at()) }];
    }
    const claimId = /^\/claims\/([\w-]+)$/.exec(rest)?.[1];
    if (req.method === 'GET' && claimId) {
      const claim = data.claims.find(
        (entry) =>
          entry.claimId === claimId && entry.carrier === carrier && entry.username === account.username,
      );
      if (!claim) throw refuse(404, 'unknown_claim', 'No such claim on this account.');
      return [200, { claim: claimView(claim, shipmentOf(account, claim.trackingNumber)!, at()) }];
    }
    throw refuse(404, 'not_found', 'No such operation');
  }

  const shipmentOf = (account: SandboxAccount, trackingNumber: string) =>
    shipmentsOf(account).find((entry) => entry.trackingNumber === normaliseTracking(trackingNumber));

  async function control(req: IncomingMessage, path: string): Promise<[number, object]> {
    if (req.method === 'GET' && path === '/_sandbox') {
      return [
        200,
        {
          now: new Date(now()).toISOString(),
          accounts: data.accounts.map(({ password: _password, ...rest }) => ({
            ...rest,
            shipments: shipmentsOf(rest as SandboxAccount).map((shipment) => ({
              trackingNumber: shipment.trackingNumber,
              scenario: shipment.scenario,
              shippedAt: new Date(shipment.shippedAt).toISOString(),
            })),
          })),
          claims: data.claims,
        },
      ];
    }
    const body = req.method === 'POST' ? await readJson(req) : {};
    if (req.method === 'POST' && path === '/_sandbox/accounts') {
      const carrier = body.carrier as CarrierId;
      if (
        !CARRIER_IDS.includes(carrier) ||
        typeof body.username !== 'string' ||
        typeof body.password !== 'string'
      ) {
        throw refuse(400, 'bad_request', 'carrier, username and password are required');
      }
      const previous = findAccount(carrier, body.username);
      const next = account(
        carrier,
        body.username,
        body.password,
        body.locked === true,
        previous?.anchor ?? now(),
        typeof body.accountName === 'string' ? body.accountName : 'Sandbox Merchant',
      );
      if (previous?.clockOffsetMs) next.clockOffsetMs = previous.clockOffsetMs;
      data.accounts = [...data.accounts.filter((entry) => entry !== previous), next];
      // A changed password or a lock ends the account's sessions, as at a real carrier.
      for (const [token, session] of sessions) {
        if (session.carrier === carrier && session.username === body.username) sessions.delete(token);
      }
      await save();
      return [
        previous ? 200 : 201,
        { account: { carrier, username: next.username, accountNumber: next.accountNumber } },
      ];
    }
    if (req.method === 'POST' && path === '/_sandbox/clock') {
      const hours = Number(body.advanceHours);
      if (!(hours > 0 && hours <= 24 * 365))
        throw refuse(400, 'bad_request', 'advanceHours: 0 < hours <= 8760');
      // With a carrier and username, only that account's time moves (tests running side by side).
      if (body.username !== undefined) {
        const moved = findAccount(body.carrier as CarrierId, String(body.username));
        if (!moved) throw refuse(404, 'unknown_account', 'No such sandbox account');
        moved.clockOffsetMs = (moved.clockOffsetMs ?? 0) + hours * 3_600_000;
        await save();
        return [200, { now: new Date(now() + moved.clockOffsetMs).toISOString() }];
      }
      data.clockOffsetMs += hours * 3_600_000;
      await save();
      return [200, { now: new Date(now()).toISOString() }];
    }
    if (req.method === 'POST' && path === '/_sandbox/outage') {
      const carrier = body.carrier as CarrierId;
      if (!CARRIER_IDS.includes(carrier)) throw refuse(400, 'bad_request', 'carrier is required');
      if (body.down === true) down.add(carrier);
      else down.delete(carrier);
      return [200, { down: [...down] }];
    }
    throw refuse(404, 'not_found', 'No such control');
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
    let status: number;
    let body: object;
    try {
      const match = /^\/v1\/([a-z_]+)(\/.*)$/.exec(path);
      if (match) {
        const carrier = match[1] as CarrierId;
        if (!carrierById(carrier))
          throw refuse(404, 'unknown_carrier', `No carrier ${carrier} in the sandbox`);
        [status, body] = await carrierApi(req, carrier, match[2]!);
      } else if (path === '/_sandbox' || path.startsWith('/_sandbox/')) {
        [status, body] = await control(req, path);
      } else {
        throw refuse(404, 'not_found', 'No such path');
      }
    } catch (error) {
      if (!(error instanceof Reply)) console.error('sandbox carrier:', error);
      [status, body] = error instanceof Reply ? [error.status, error.body] : [500, { error: 'internal' }];
    }
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    now,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await saving;
    },
  };
}
