/**
 * The desk's daily deadline digest (issue 38, item 7): the claims not yet filed whose carrier window
 * closes within five days (and those already closed, apart) are e-mailed to the provider staff
 * assigned to their company, found from the company through the assignment's reverse lookup (gone
 * with the assignment), or to the platform admins for a company nobody is assigned; in each
 * person's language; once a day however often the job runs; never for a deactivated company.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/http';
import { mailTo } from '../support/mail';
import { makeCompany, makePerson, type Person } from '../support/people';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';

applyStackEnv();
const { openClaim } = await import('../../functions/claims/open-claim');
const { newStoredClaim } = await import('../../functions/claims/stored-claim');
const { setCompanyActive } = await import('../../functions/companies/company-store');
const { sendDeadlineDigests } = await import('../../functions/desk/scheduled-digest');
const { platformAdmins, staffOf } = await import('../../functions/desk/deadline-recipients');
const { table } = await import('../../functions/lib/table/table');
const { keys } = await import('../../functions/lib/table/keys');

const PLATFORM = 'parcel-audit-platform';
const DAY_MS = 86_400_000;

/** A claim to file whose UPS window (ten days, by the merchant's contract) closes in `daysLeft` days. */
async function claimClosingIn(
  companyId: string,
  daysLeft: number,
  fields: { claim_number?: string; documentsRequestedAt?: string } = {},
) {
  const start = new Date(Date.now() + (daysLeft - 10) * DAY_MS).toISOString().slice(0, 10);
  const claim = newStoredClaim({
    claimId: `digest-${randomUUID()}`,
    companyId,
    tracking_number: `1Z${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`,
    carrier: 'ups',
    reason_refund: 'lost',
    reference: 'ORD-DIGEST',
    currency: 'EUR',
    requestedCents: 4_990,
    lines: [],
    documents: [],
    actions: [],
    ownerId: 'owner',
    owner: 'owner@example.test',
    credentialId: 'none',
    createdAt: new Date().toISOString(),
    shipment: { shippedAt: start, scheduledDeliveryAt: start, deliveredAt: null, windowDays: 10 },
  });
  await openClaim({ ...claim, ...fields }, 'owner@example.test');
  return claim;
}

describe('the deadline digest', () => {
  let ops: string;
  let staff: Person;
  let admin: Person;
  const assignment = (method: 'PUT' | 'DELETE', companyId: string) =>
    call(method, `/api/private/admin/staff/${staff.userId}/companies/${companyId}`, { token: ops });

  beforeAll(async () => {
    ops = await tokenFor({ role: 'platform_admin', companyId: PLATFORM, userId: `ops-${randomUUID()}` });
    staff = await makePerson({ role: 'provider_staff', companyId: PLATFORM, locale: 'fr' });
    admin = await makePerson({ role: 'platform_admin', companyId: PLATFORM });
  });

  it('tells each company’s staff, or the platform admins, of the windows closing soon, once a day', async () => {
    // Prepare: a company the staff member works, one nobody works, and a deactivated one.
    const worked = await makeCompany(`Digest worked ${randomUUID().slice(0, 6)}`);
    const unworked = await makeCompany(`Digest unworked ${randomUUID().slice(0, 6)}`);
    const paused = await makeCompany(`Digest paused ${randomUUID().slice(0, 6)}`);
    for (const companyId of [worked, paused]) expect((await assignment('PUT', companyId)).status).toBe(200);
    await setCompanyActive(paused, false, new Date());
    const soon = await claimClosingIn(worked, 2);
    const closed = await claimClosingIn(worked, -3);
    const later = await claimClosingIn(worked, 20);
    // Filed already, back on the lane to send the carrier the documents it asked for: its deadline is met.
    const filed = await claimClosingIn(worked, 1, {
      claim_number: 'UPS-FILED',
      documentsRequestedAt: new Date().toISOString(),
    });
    const elsewhere = await claimClosingIn(unworked, 1);
    const asleep = await claimClosingIn(paused, 1);

    // Act
    const run = await sendDeadlineDigests(new Date());
    const again = await sendDeadlineDigests(new Date());

    // Assess: the staff member's digest, in French, once.
    expect(run.sent).toBeGreaterThanOrEqual(2);
    expect(again.already).toBeGreaterThanOrEqual(2);
    const [mail, ...more] = await mailTo(staff.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Réclamations à déposer\u00a0: 1 délai se termine sous 5\u00a0jours');
    const text = mail!.body.text ?? '';
    expect(text).toContain(
      `- ${soon.tracking_number}: UPS · Perdu · 49,90\u00a0€ · se termine dans 2\u00a0jours`,
    );
    expect(text).toContain(`/adminPanel/desk?claim=${worked}/${soon.claimId}`);
    expect(text.indexOf(soon.tracking_number)).toBeLessThan(text.indexOf('Délai déjà passé'));
    expect(text.indexOf('Délai déjà passé')).toBeLessThan(text.indexOf(closed.tracking_number));
    expect(text).toContain('fermé depuis 3\u00a0jours');
    for (const absent of [later, filed, elsewhere, asleep])
      expect(text).not.toContain(absent.tracking_number);
    expect(mail!.body.html).toContain(`href="http`);
    expect(mail!.body.html).toContain('lang="fr"');
    // The company nobody works goes to the platform admins, in their language.
    const [forAdmin] = await mailTo(admin.email);
    expect(forAdmin!.subject).toMatch(/^Claims to file: \d+ windows? closes? within 5 days$/);
    expect(forAdmin!.body.text).toContain(elsewhere.tracking_number);
    expect(forAdmin!.body.text).not.toContain(soon.tracking_number);
    expect(
      await table.get(keys.deadlineDigest(PLATFORM, staff.userId, new Date().toISOString().slice(0, 10))),
    ).toMatchObject({
      entity: 'deadlineDigest',
    });
  });

  it('finds a company’s staff from the assignment, and not once it is removed', async () => {
    const companyId = await makeCompany(`Digest staff ${randomUUID().slice(0, 6)}`);
    expect(await staffOf(companyId)).toEqual([]);
    await assignment('PUT', companyId);
    expect((await staffOf(companyId)).map((person) => [person.email, person.locale])).toEqual([
      [staff.email, 'fr'],
    ]);
    await assignment('DELETE', companyId);
    expect(await staffOf(companyId)).toEqual([]);
    expect((await platformAdmins()).map((person) => person.email)).toContain(admin.email);
  });
});
