/**
 * Release notes and the tours' words, managed in the Admin Panel (issue 22, item 5): a note saved
 * as a draft is not shown, published it is, newest entry first, each entry keeping its notice id
 * through edits (so a person who saw it is not shown it again); entries dated later wait. A tour's
 * words saved by an admin are what GET /api/private/features gives; the step count is the tour's.
 * Each change is in the audit log.
 */
import { randomUUID } from 'node:crypto';
import type { Reply } from '@shared/platform/replies';
import { DEFAULT_TOUR_STEPS } from '@shared/users/tour-content';
import { describe, expect, it } from 'vitest';
import { call, errorCode } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';

applyStackEnv();

const ops = () =>
  tokenFor({ role: 'platform_admin', companyId: 'parcel-audit-platform', userId: `ops-${randomUUID()}` });

async function member() {
  const companyId = await makeCompany();
  const person = await makePerson({ role: 'member', companyId });
  return tokenFor({ role: 'member', companyId, userId: person.userId });
}

const entry = (at: string, title: string) => ({
  at,
  en: { title, message: `${title}: what changed.` },
  fr: { title: `${title} (fr)`, message: `${title} : ce qui change.` },
});

const save = (token: string, slug: string, body: unknown) =>
  call<Reply<'save-release-note'>>('PUT', `/api/private/admin/release-notes/${slug}`, { token, body });

const shown = async (token: string) =>
  (await call<Reply<'list-published-notes'>>('GET', '/api/private/release-notes', { token })).body.entries;

describe('release notes', () => {
  it('are shown once published, newest first, each entry keeping its notice id through edits', async () => {
    const token = await ops();
    const reader = await member();
    const slug = `exports-${randomUUID().slice(0, 8)}`;
    const feature = { en: 'Exports', fr: 'Exports' };
    const first = await save(token, slug, {
      status: 'draft',
      feature,
      entries: [entry('2026-10-01T08:00:00+02:00', 'CSV export')],
    });
    expect(first.status).toBe(200);
    expect(first.body.note.entries[0]).toMatchObject({
      at: '2026-10-01T06:00:00.000Z',
      en: { title: 'CSV export' },
    });
    expect((await shown(reader)).some((shownEntry) => shownEntry.slug === slug)).toBe(false);

    const [csv] = first.body.note.entries;
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const second = await save(token, slug, {
      status: 'published',
      feature,
      entries: [
        { ...entry(csv!.at, 'CSV export, now with totals'), entryId: csv!.entryId },
        entry('2026-11-02T09:00:00Z', 'Excel export'),
        entry(later, 'PDF export'),
      ],
    });
    expect(second.body.note.entries.map((one) => one.en.title)).toEqual([
      'PDF export',
      'Excel export',
      'CSV export, now with totals',
    ]);
    const mine = (await shown(reader)).filter((shownEntry) => shownEntry.slug === slug);
    // The entry dated tomorrow waits; the edited one kept its id.
    expect(mine.map((one) => [one.en.title, one.fr.title])).toEqual([
      ['Excel export', 'Excel export (fr)'],
      ['CSV export, now with totals', 'CSV export, now with totals (fr)'],
    ]);
    expect(mine[1]!.noticeId).toBe(`${slug}.${csv!.entryId}`);
    // The notice id is what the notify endpoints take: seen once, not shown again.
    const notice = { path: '/home', notificationID: mine[1]!.noticeId };
    await call('POST', '/api/private/user/notified', { token: reader, body: notice });
    const check = await call<Reply<'check-notice'>>(
      'GET',
      `/api/private/user/notify?${new URLSearchParams(notice)}`,
      { token: reader },
    );
    expect(check.body.needsNotifying).toBe(false);

    const log = await call<Reply<'list-admin-log'>>('GET', '/api/private/admin/log', { token });
    expect(log.body.entries.filter((one) => one.details.slug === slug).map((one) => one.action)).toEqual([
      'release_note_saved',
      'release_note_saved',
    ]);
    const removed = await call('DELETE', `/api/private/admin/release-notes/${slug}`, { token });
    expect(removed.status).toBe(200);
    expect((await shown(reader)).some((shownEntry) => shownEntry.slug === slug)).toBe(false);
  });

  it('refuses a note without entries, a bad date, a bad slug, and anyone but a platform admin', async () => {
    const token = await ops();
    const noEntry = await save(token, 'empty-note', {
      status: 'draft',
      feature: { en: 'A', fr: 'A' },
      entries: [],
    });
    expect(noEntry.status).toBe(400);
    expect(JSON.stringify(noEntry.body)).toContain('admin.releaseNote.noEntry');
    const badDate = await save(token, 'bad-date', {
      status: 'draft',
      feature: { en: 'A', fr: 'A' },
      entries: [entry('1 November', 'A')],
    });
    expect(errorCode(badDate)).toBe('request.invalid');
    expect(errorCode(await save(token, 'Not A Slug', {}))).toBe('request.invalid');
    const reader = await member();
    expect((await save(reader, 'by-member', { status: 'draft' })).status).toBe(403);
  });
});

describe('the tours’ words', () => {
  it('are the defaults until an admin saves them, then what the tours give; the step count is the tour’s', async () => {
    const token = await ops();
    const reader = await member();
    const features = async () =>
      (await call<Reply<'list-features'>>('GET', '/api/private/features', { token: reader })).body.features;
    const before = (await features()).find((tour) => tour.label === 'carrierInformation')!;
    expect(before.content.map((step) => step.target)).toEqual([
      'carrier-accounts',
      'carrier-add',
      'carrier-tracking-keys',
    ]);
    expect(before.content).toHaveLength(before.steps);

    const tooFew = await call('PUT', '/api/private/admin/tours/carrierInformation', {
      token,
      body: { steps: [{ en: { title: 'A', body: 'B' }, fr: { title: 'A', body: 'B' } }] },
    });
    expect(JSON.stringify(tooFew.body)).toContain('admin.tour.stepCount');
    expect(
      (await call('PUT', '/api/private/admin/tours/nowhere', { token, body: { steps: [] } })).status,
    ).toBe(400);

    const steps = DEFAULT_TOUR_STEPS.carrierInformation.map(({ en, fr }, index) => ({
      en: index === 1 ? { title: 'Connect a carrier', body: 'We check the password at once.' } : en,
      fr,
    }));
    const saved = await call<Reply<'save-tour'>>('PUT', '/api/private/admin/tours/carrierInformation', {
      token,
      body: { steps },
    });
    expect(saved.status).toBe(200);
    const after = (await features()).find((tour) => tour.label === 'carrierInformation')!;
    expect(after.content[1]).toEqual({
      target: 'carrier-add',
      en: { title: 'Connect a carrier', body: 'We check the password at once.' },
      fr: DEFAULT_TOUR_STEPS.carrierInformation[1]!.fr,
    });
    const listed = await call<Reply<'list-tours'>>('GET', '/api/private/admin/tours', { token });
    expect(listed.body.tours.find((tour) => tour.label === 'carrierInformation')?.updatedAt).toBeTruthy();
    // Put the default words back for the other suites.
    await call('PUT', '/api/private/admin/tours/carrierInformation', {
      token,
      body: { steps: DEFAULT_TOUR_STEPS.carrierInformation.map(({ en, fr }) => ({ en, fr })) },
    });
  });
});
