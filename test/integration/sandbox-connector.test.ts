/**
 * The sandbox connector against the sandbox carrier over HTTP: sign-in, invoices, tracking in
 * batches, claims filed once per idempotency key and moving through statuses as time passes, and
 * the errors a caller must tell apart (refused account, refused request, carrier unreachable).
 */
import { trackingNumberValid } from '@shared/carriers/carriers';
import { describe, expect, inject, it } from 'vitest';
import {
  advanceSandboxClock,
  changeSandboxAccount,
  openSandboxAccount,
  openSandboxAccountWith,
  sandboxOutage,
  sandboxShipments,
} from '../support/sandbox-carrier';
import { applyStackEnv } from '../support/stack-env';

applyStackEnv();
const { sandboxConnector } = await import('../../functions/connectors/sandbox');
const { CarrierRefusedError, ConnectorRejectedError, ConnectorUnavailableError } = await import(
  '../../functions/connectors/connector'
);

const connector = sandboxConnector(inject('stackEnv').CARRIER_SANDBOX_URL!, 5_000);

async function account(carrier: 'ups' | 'colissimo' | 'dhl_express' = 'ups') {
  const login = await openSandboxAccount(carrier);
  return { ...login, carrier };
}

describe('the sandbox connector', () => {
  it('signs in with a working account and tells a wrong password from a locked account', async () => {
    const login = await account();
    await expect(connector.verify(login)).resolves.toMatchObject({
      ok: true,
      accountNumber: expect.any(String),
    });
    await expect(connector.verify({ ...login, password: 'wrong' })).resolves.toMatchObject({
      ok: false,
      reason: 'invalid_credentials',
    });
    const locked = { ...(await openSandboxAccount('ups', { locked: true })), carrier: 'ups' as const };
    await expect(connector.verify(locked)).resolves.toMatchObject({ ok: false, reason: 'account_locked' });
  });

  it('tracks shipments in the carrier’s own number format, in batches of 50, and says which it does not know', async () => {
    const login = await account('colissimo');
    const shipments = await sandboxShipments('colissimo', login.username);
    const past = shipments.filter((shipment) => Date.parse(shipment.shippedAt) < Date.now() - 86_400_000);
    expect(past.length).toBeGreaterThan(50);
    for (const shipment of past) expect(trackingNumberValid('colissimo', shipment.trackingNumber)).toBe(true);
    const tracked = await connector.trackShipments(login, [
      ...past.map((shipment) => shipment.trackingNumber),
      '6A00000000000',
    ]);
    expect(tracked).toHaveLength(past.length + 1);
    expect(tracked.at(-1)).toEqual({ trackingNumber: '6A00000000000', found: false });
    const delivered = tracked.find((shipment) => shipment.found && shipment.status === 'delivered');
    expect(delivered).toMatchObject({ deliveredAt: expect.any(String), events: expect.any(Array) });
  });

  it('lists the invoices issued since a date', async () => {
    const login = await account('dhl_express');
    const invoices = await connector.listInvoices(login, '2000-01-01');
    expect(invoices.length).toBeGreaterThanOrEqual(2);
    expect(invoices[0]).toMatchObject({
      currency: 'EUR',
      invoiceNumber: expect.stringMatching(/^DHLEXPRESS-\d{6}-\d{6}$/),
    });
    const later = await connector.listInvoices(login, invoices.at(-1)!.invoiceDate);
    expect(later).toEqual([invoices.at(-1)]);
  });

  it('files a claim once per idempotency key, refuses an unknown shipment, and moves it on as days pass', async () => {
    const { login: opened, shipped } = await openSandboxAccountWith('ups', { lost: 1 });
    const login = { ...opened, carrier: 'ups' as const };
    const lost = shipped.find((shipment) => shipment.scenario === 'lost');
    const filing = {
      idempotencyKey: `claim-${login.username}`,
      trackingNumber: lost!.trackingNumber,
      type: 'lost' as const,
      amount: 120.5,
      currency: 'EUR',
      reference: 'ORDER-77',
      description: 'Never arrived',
    };
    const filed = await connector.fileClaim(login, filing);
    expect(filed).toMatchObject({
      status: 'submitted',
      amountClaimed: 120.5,
      trackingNumber: lost!.trackingNumber,
    });
    expect((await connector.fileClaim(login, filing)).carrierClaimId).toBe(filed.carrierClaimId);
    await expect(
      connector.fileClaim(login, {
        ...filing,
        idempotencyKey: `other-${login.username}`,
        trackingNumber: '1Z999AA10123456784',
      }),
    ).rejects.toMatchObject({ name: 'CarrierRefusedError', code: 'unknown_shipment' });

    // Time passes at the carrier: reviewed after a day, decided after three, credited after ten.
    await advanceSandboxClock(4 * 24, login);
    const decided = await connector.claimStatus(login, filed.carrierClaimId);
    expect(decided).toMatchObject({ status: 'accepted', amountAccepted: 120.5 });
    await advanceSandboxClock(7 * 24, login);
    expect((await connector.claimStatus(login, filed.carrierClaimId)).status).toBe('credited');
    await expect(connector.claimStatus(login, 'UPS-NOSUCHCLAIM')).rejects.toBeInstanceOf(CarrierRefusedError);
  });

  it('is refused once the merchant changes the password at the carrier', async () => {
    const login = await account();
    await connector.listInvoices(login, '2000-01-01');
    await changeSandboxAccount(login, { password: 'Changed-At-Carrier-1' });
    await expect(connector.listInvoices(login, '2000-01-01')).rejects.toBeInstanceOf(ConnectorRejectedError);
  });

  it('reports a carrier that is down or unreachable as unavailable, not as a refusal', async () => {
    const login = await account('dhl_express');
    await sandboxOutage('dhl_express', true);
    try {
      await expect(connector.verify(login)).rejects.toBeInstanceOf(ConnectorUnavailableError);
    } finally {
      await sandboxOutage('dhl_express', false);
    }
    const nowhere = sandboxConnector('http://127.0.0.1:9/', 1_000);
    await expect(nowhere.verify(login)).rejects.toBeInstanceOf(ConnectorUnavailableError);
  });
});
