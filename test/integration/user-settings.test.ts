/** Tours finished, update notices seen, satisfaction answers: per person, idempotent. */
import { describe, expect, it } from 'vitest';
import { call } from '../support/http';
import { makePerson } from '../support/people';
import { tokenFor } from '../support/tokens';

async function signedIn() {
  const person = await makePerson();
  return tokenFor({ role: 'member', companyId: person.companyId, userId: person.userId });
}

describe('features (tours)', () => {
  it('lists the three tours until each is finished, for this person only', async () => {
    const token = await signedIn();
    const before = await call<{
      features: { label: string; route: string; steps: number; content: unknown[] }[];
    }>('GET', '/api/private/features', { token });
    expect(before.body.features.map(({ label, route, steps }) => ({ label, route, steps }))).toEqual([
      { label: 'home', route: '/home', steps: 4 },
      { label: 'carrierInformation', route: '/carrier/information', steps: 3 },
      { label: 'myInvoices', route: '/invoiceControl/myInvoices', steps: 3 },
    ]);
    // Each step with the element it points at and its words in both languages.
    for (const feature of before.body.features) expect(feature.content).toHaveLength(feature.steps);
    for (let time = 0; time < 2; time++) {
      expect(
        (
          await call('POST', '/api/private/features/finished', {
            token,
            body: { label: 'home', route: '/home' },
          })
        ).status,
      ).toBe(200);
    }
    const after = await call<{ features: { label: string }[] }>('GET', '/api/private/features', { token });
    expect(after.body.features.map((feature) => feature.label)).toEqual(['carrierInformation', 'myInvoices']);
    const other = await call<{ features: unknown[] }>('GET', '/api/private/features', {
      token: await signedIn(),
    });
    expect(other.body.features).toHaveLength(3);
  });

  it('refuses an unknown tour', async () => {
    const response = await call('POST', '/api/private/features/finished', {
      token: await signedIn(),
      body: { label: 'nope', route: '/home' },
    });
    expect(response.status).toBe(400);
  });
});

describe('update notices', () => {
  it('needs notifying until notified', async () => {
    const token = await signedIn();
    const query = '/api/private/user/notify?path=%2Fhome&notificationID=release-2026-11';
    expect((await call('GET', query, { token })).body).toEqual({ needsNotifying: true });
    await call('POST', '/api/private/user/notified', {
      token,
      body: { path: '/home', notificationID: 'release-2026-11' },
    });
    expect((await call('GET', query, { token })).body).toEqual({ needsNotifying: false });
    expect(
      (await call('GET', '/api/private/user/notify?path=%2Fhome&notificationID=release-2026-12', { token }))
        .body,
    ).toEqual({ needsNotifying: true });
  });
});

describe('satisfaction at sign-out', () => {
  it('takes a score from 1 to 5 and an optional comment', async () => {
    const token = await signedIn();
    expect(
      (
        await call('POST', '/api/private/user/satisfaction', {
          token,
          body: { score: 5, comment: 'Très utile' },
        })
      ).status,
    ).toBe(202);
    expect((await call('POST', '/api/private/user/satisfaction', { token, body: { score: 6 } })).status).toBe(
      400,
    );
    expect(
      (await call('POST', '/api/private/user/satisfaction', { token, body: { score: 2.5 } })).status,
    ).toBe(400);
  });
});
