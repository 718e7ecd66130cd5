/**
 * What the app's guidance reads (issue 25, items 1 and 2): every tour's words for the Tour menu's
 * replay, finished or not, and the published release notes with the ones the caller was already
 * shown, so the update pop-up shows each entry once per person.
 */
import { randomUUID } from 'node:crypto';
import { RELEASE_NOTICE_PATH } from '@shared/admin/release-notes';
import type { Reply } from '@shared/platform/replies';
import { DEFAULT_TOUR_STEPS } from '@shared/users/tour-content';
import { describe, expect, it } from 'vitest';
import { call } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';

applyStackEnv();

async function member() {
  const companyId = await makeCompany();
  const person = await makePerson({ role: 'member', companyId });
  return tokenFor({ role: 'member', companyId, userId: person.userId });
}

const ops = () =>
  tokenFor({ role: 'platform_admin', companyId: 'parcel-audit-platform', userId: `ops-${randomUUID()}` });

describe('tours for the Tour menu', () => {
  it('lists every tour with its steps, finished ones too, without who edited the words', async () => {
    const token = await member();
    await call('POST', '/api/private/features/finished', { token, body: { label: 'home', route: '/home' } });
    const reply = await call<Reply<'read-tours'>>('GET', '/api/private/tours', { token });
    expect(reply.status).toBe(200);
    expect(reply.body.tours.map((tour) => [tour.label, tour.route, tour.steps.length])).toEqual([
      ['home', '/home', 4],
      ['carrierInformation', '/carrier/information', 3],
      ['myInvoices', '/invoiceControl/myInvoices', 3],
    ]);
    expect(reply.body.tours[0]!.steps.map((step) => step.target)).toEqual(
      DEFAULT_TOUR_STEPS.home.map((step) => step.target),
    );
    expect(JSON.stringify(reply.body)).not.toContain('updatedBy');
    // The finished tour is no longer offered on its page, but stays readable for a replay.
    const features = await call<Reply<'list-features'>>('GET', '/api/private/features', { token });
    expect(features.body.features.map((feature) => feature.label)).not.toContain('home');
  });
});

describe('a tour’s end', () => {
  it('is kept as completed or skipped; anything else is refused', async () => {
    const companyId = await makeCompany();
    const person = await makePerson({ role: 'member', companyId });
    const token = await tokenFor({ role: 'member', companyId, userId: person.userId });
    const finish = (body: unknown) => call('POST', '/api/private/features/finished', { token, body });
    expect((await finish({ label: 'home', route: '/home', ended: 'skipped' })).status).toBe(200);
    expect(
      (await finish({ label: 'myInvoices', route: '/invoiceControl/myInvoices', ended: 'completed' })).status,
    ).toBe(200);
    expect(
      (await finish({ label: 'carrierInformation', route: '/carrier/information', ended: 'maybe' })).status,
    ).toBe(400);
    const { table } = await import('../../functions/lib/table/table');
    const { keys } = await import('../../functions/lib/table/keys');
    const ended = async (label: string) =>
      (await table.get(keys.tourDone(companyId, person.userId, label), { consistent: true }))?.ended;
    expect(await ended('home')).toBe('skipped');
    expect(await ended('myInvoices')).toBe('completed');
    expect(await ended('carrierInformation')).toBeUndefined();
  });
});

describe('release notes seen', () => {
  it('says which published entries the caller was shown, for that person only', async () => {
    const admin = await ops();
    const reader = await member();
    const other = await member();
    const slug = `guidance-${randomUUID().slice(0, 8)}`;
    const words = (title: string) => ({
      en: { title, message: `${title}: what changed.` },
      fr: { title: `${title} (fr)`, message: `${title} : ce qui change.` },
    });
    const saved = await call<Reply<'save-release-note'>>('PUT', `/api/private/admin/release-notes/${slug}`, {
      token: admin,
      body: {
        status: 'published',
        feature: { en: 'Guidance', fr: 'Guidage' },
        entries: [
          { at: '2026-11-01T09:00:00Z', ...words('First') },
          { at: '2026-11-02T09:00:00Z', ...words('Second') },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const read = async (token: string) => {
      const reply = await call<Reply<'list-published-notes'>>('GET', '/api/private/release-notes', { token });
      expect(reply.status).toBe(200);
      const mine = reply.body.entries.filter((entry) => entry.slug === slug).map((entry) => entry.noticeId);
      return { mine, notified: reply.body.notified.filter((id) => mine.includes(id)) };
    };
    const before = await read(reader);
    expect(before.mine).toHaveLength(2);
    expect(before.notified).toEqual([]);

    const shown = before.mine[1]!;
    const marked = await call('POST', '/api/private/user/notified', {
      token: reader,
      body: { path: RELEASE_NOTICE_PATH, notificationID: shown },
    });
    expect(marked.status).toBe(200);
    expect((await read(reader)).notified).toEqual([shown]);
    expect((await read(other)).notified).toEqual([]);

    await call('DELETE', `/api/private/admin/release-notes/${slug}`, { token: admin });
  });
});
