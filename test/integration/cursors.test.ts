/**
 * Hand-made list cursors (issue 17, item 5): a cursor comes back from the caller, so whatever it
 * holds (a number where a key is a string, a missing or an extra attribute, another company's
 * partition, garbage) answers 400 on every list, never 500, and reads nothing.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { tokenFor } from '../support/tokens';

const cursorOf = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');

/** Each list, with the index partition its positions lie on. */
const LISTS = [
  { path: '/api/private/documents', index: { pk: 'gsi2pk', sk: 'gsi2sk' }, partition: 'DOCUMENTS#' },
  { path: '/api/private/invoices', index: { pk: 'gsi2pk', sk: 'gsi2sk' }, partition: 'AUDITS#' },
  { path: '/api/private/claims', index: { pk: 'gsi2pk', sk: 'gsi2sk' }, partition: 'CLAIMS#' },
  { path: '/api/private/action-required', index: { pk: 'gsi3pk', sk: 'gsi3sk' }, partition: 'ATTENTION#' },
] as const;

describe('a hand-made list cursor', () => {
  it('answers 400 on every list, whatever it holds', async () => {
    // Prepare
    const companyId = await makeCompany();
    const admin = await makePerson({ role: 'client_admin', companyId });
    const token = await tokenFor({ role: 'client_admin', companyId, userId: admin.userId });
    for (const list of LISTS) {
      const position = {
        pk: `C#${companyId}`,
        sk: 'X#1',
        [list.index.pk]: `${list.partition}${companyId}`,
        [list.index.sk]: '2026-11-01T00:00:00.000Z#1',
      };
      const forged = [
        'not-base64-json',
        cursorOf(null),
        cursorOf([position]),
        cursorOf({ ...position, sk: 5 }),
        cursorOf({ ...position, [list.index.sk]: { S: 'x' } }),
        cursorOf({ pk: position.pk, [list.index.pk]: position[list.index.pk] }),
        cursorOf({ ...position, extra: 'x' }),
        cursorOf({ ...position, sk: 'x'.repeat(5000) }),
        cursorOf({
          ...position,
          pk: 'C#another-company',
          [list.index.pk]: `${list.partition}another-company`,
        }),
      ];
      for (const cursor of forged) {
        // Act
        const answer = await call('GET', `${list.path}?cursor=${encodeURIComponent(cursor)}`, { token });
        // Assess
        expect(answer.status, `${list.path} ${cursor.slice(0, 40)}`).toBe(400);
      }
      // A well-made position of the company's own list is a cursor like any other.
      const own = await call('GET', `${list.path}?cursor=${cursorOf(position)}`, { token });
      expect(own.status, list.path).toBe(200);
    }
  });

  it('answers 400 on the lost packages list too', async () => {
    const companyId = await makeCompany();
    const admin = await makePerson({ role: 'client_admin', companyId });
    const token = await tokenFor({ role: 'client_admin', companyId, userId: admin.userId });
    const position = { pk: `C#${companyId}`, sk: 'LOST#2026-11-01#ups#1Z' };
    for (const key of [{ ...position, sk: 7 }, { ...position, gsi1pk: 'x' }, { pk: position.pk }]) {
      const answer = await call('GET', `/api/private/lost-packages?cursor=${cursorOf(key)}`, { token });
      expect(answer.status).toBe(400);
    }
    expect(
      (await call('GET', `/api/private/lost-packages?cursor=${cursorOf(position)}`, { token })).status,
    ).toBe(200);
  });
});
