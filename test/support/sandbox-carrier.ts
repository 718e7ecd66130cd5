/**
 * The sandbox carrier's control surface, for tests: open or change a portal account (as a merchant
 * does on the carrier's own site), move the sandbox's clock, take a carrier down.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';

const sandboxUrl = () => inject('stackEnv').CARRIER_SANDBOX_URL!;

async function control(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${sandboxUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

export interface SandboxLogin {
  carrier: string;
  username: string;
  password: string;
}

/** A new portal account at the sandbox carrier, unique to the test. */
export async function openSandboxAccount(
  carrier = 'ups',
  options: { locked?: boolean; username?: string; password?: string } = {},
): Promise<SandboxLogin> {
  const login = {
    carrier,
    username: options.username ?? `shop-${randomUUID().slice(0, 8)}`,
    password: options.password ?? `Portal-${randomUUID().slice(0, 8)}`,
  };
  await control('/_sandbox/accounts', { ...login, locked: options.locked ?? false });
  return login;
}

/** Changes the account at the carrier (a new password, a lock): sessions end, as at a real carrier. */
export const changeSandboxAccount = (login: SandboxLogin, change: { password?: string; locked?: boolean }) =>
  control('/_sandbox/accounts', { ...login, ...change });

/**
 * Moves time forward at the sandbox carrier: for one account when given (so tests running side by
 * side do not move each other's parcels), else for the whole sandbox.
 */
export const advanceSandboxClock = (hours: number, login?: Pick<SandboxLogin, 'carrier' | 'username'>) =>
  control('/_sandbox/clock', {
    advanceHours: hours,
    ...(login ? { carrier: login.carrier, username: login.username } : {}),
  });

export const sandboxOutage = (carrier: string, down: boolean) =>
  control('/_sandbox/outage', { carrier, down });

export async function sandboxShipments(
  carrier: string,
  username: string,
): Promise<{ trackingNumber: string; scenario: string; shippedAt: string }[]> {
  const state = (await (await fetch(`${sandboxUrl()}/_sandbox`)).json()) as {
    accounts: {
      carrier: string;
      username: string;
      shipments: { trackingNumber: string; scenario: string; shippedAt: string }[];
    }[];
  };
  return (
    state.accounts.find((account) => account.carrier === carrier && account.username === username)
      ?.shipments ?? []
  );
}

/**
 * A new sandbox account whose parcels include, already shipped, at least the scenarios asked for
 * (a sandbox account's 60 parcels are drawn at random from its name, so a given one may have no
 * damaged parcel): accounts are opened until one has them.
 */
export async function openSandboxAccountWith(
  carrier: string,
  needs: Record<string, number>,
): Promise<{ login: SandboxLogin; shipped: Awaited<ReturnType<typeof sandboxShipments>> }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const login = await openSandboxAccount(carrier);
    const shipped = (await sandboxShipments(carrier, login.username)).filter(
      (shipment) => Date.parse(shipment.shippedAt) < Date.now() - 86_400_000,
    );
    const count = (scenario: string) => shipped.filter((shipment) => shipment.scenario === scenario).length;
    if (Object.entries(needs).every(([scenario, wanted]) => count(scenario) >= wanted))
      return { login, shipped };
  }
  throw new Error(`no sandbox account with ${JSON.stringify(needs)} in 50 tries`);
}
