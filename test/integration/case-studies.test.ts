/**
 * Case studies (issue 22 for the Admin Panel, read by issue 23's public site): a platform admin
 * saves a draft (not public), publishes it (public in each language, its first publication day
 * kept), and deletes it; bad input is refused with the field named; every change is logged.
 */
import { randomUUID } from 'node:crypto';
import type { Reply } from '@shared/platform/replies';
import { describe, expect, it } from 'vitest';
import { caseStudyInput } from '../support/case-study';
import { call } from '../support/http';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';

applyStackEnv();

const published = async (locale: string) =>
  (await call<Reply<'list-published-case-studies'>>('GET', `/api/public/case-studies?locale=${locale}`)).body
    .studies;

/** A real 1 × 1 PNG. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('a case study’s logo', () => {
  it('is kept when it is a small PNG, JPEG or WebP, and shown inline by the public site', async () => {
    const token = await tokenFor({
      role: 'platform_admin',
      companyId: 'parcel-audit-platform',
      userId: `ops-${randomUUID()}`,
    });
    const slug = `logo-${randomUUID().slice(0, 6)}`;
    const path = `/api/private/admin/case-studies/${slug}`;
    const put = (logo: unknown) =>
      call<Reply<'save-case-study'>>('PUT', path, { token, body: { ...caseStudyInput('published'), logo } });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const bad of [
      { contentType: 'image/svg+xml', data: svg.toString('base64') },
      // An SVG that says it is a PNG: the bytes decide.
      { contentType: 'image/png', data: svg.toString('base64') },
      { contentType: 'image/jpeg', data: PNG },
      { contentType: 'image/png', data: 'not base64!' },
      {
        contentType: 'image/png',
        data: Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(70_000)]).toString('base64'),
      },
    ]) {
      const refused = await put(bad);
      expect(refused.status, bad.contentType).toBe(400);
      expect(JSON.stringify(refused.body)).toMatch(/admin\.logo\.(wrongType|tooLarge)/);
    }
    expect((await published('en')).map((item) => item.slug)).not.toContain(slug);

    expect((await put({ contentType: 'image/png', data: PNG })).status).toBe(200);
    const shown = (await published('fr')).find((item) => item.slug === slug);
    expect(shown?.logo).toBe(`data:image/png;base64,${PNG}`);
    // Saved without one: none.
    expect((await call('PUT', path, { token, body: caseStudyInput('published') })).status).toBe(200);
    expect((await published('fr')).find((item) => item.slug === slug)?.logo).toBeNull();
    await call('DELETE', path, { token });
  });
});

describe('case studies', () => {
  it('are public once published, in each language, and gone once deleted', async () => {
    const token = await tokenFor({
      role: 'platform_admin',
      companyId: 'parcel-audit-platform',
      userId: `ops-${randomUUID()}`,
    });
    const slug = `maison-lumiere-${randomUUID().slice(0, 6)}`;
    const path = `/api/private/admin/case-studies/${slug}`;

    expect((await call('PUT', path, { token, body: caseStudyInput('draft') })).status).toBe(200);
    expect((await published('en')).map((item) => item.slug)).not.toContain(slug);

    const saved = await call<Reply<'save-case-study'>>('PUT', path, {
      token,
      body: caseStudyInput('published'),
    });
    const first = saved.body.study.publishedAt;
    expect(first).toBeTruthy();
    const french = (await published('fr')).find((item) => item.slug === slug);
    expect(french).toMatchObject({
      customer: 'Maison Lumière',
      title: 'Comment Maison Lumière a récupéré 8 %',
      figures: [{ value: '8.4 %', label: 'des dépenses transport récupérées' }],
      carriers: ['colissimo', 'ups'],
    });
    expect((await published('en')).find((item) => item.slug === slug)?.title).toBe(
      'How Maison Lumière got 8 % back',
    );
    // Saved again: still published from the first day.
    const again = await call<Reply<'save-case-study'>>('PUT', path, {
      token,
      body: caseStudyInput('published'),
    });
    expect(again.body.study.publishedAt).toBe(first);

    const listed = await call<Reply<'list-case-studies'>>('GET', '/api/private/admin/case-studies', {
      token,
    });
    expect(listed.body.studies.map((item) => item.slug)).toContain(slug);
    expect((await call('DELETE', path, { token })).status).toBe(200);
    expect((await published('en')).map((item) => item.slug)).not.toContain(slug);
    expect((await call('DELETE', path, { token })).status).toBe(404);
  });

  it('refuse a bad address, an unknown carrier and a missing title, changing nothing', async () => {
    const token = await tokenFor({
      role: 'platform_admin',
      companyId: 'parcel-audit-platform',
      userId: `ops-${randomUUID()}`,
    });
    expect(
      (
        await call('PUT', '/api/private/admin/case-studies/Bad%20Slug', {
          token,
          body: caseStudyInput('draft'),
        })
      ).status,
    ).toBe(400);
    const unknown = await call<{ error: { issues: { path: string }[] } }>(
      'PUT',
      '/api/private/admin/case-studies/ok-slug-1',
      {
        token,
        body: {
          ...caseStudyInput('draft'),
          carriers: ['pigeon-post'],
          en: { title: '', summary: 's', body: 'b' },
        },
      },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.issues.map((issue) => issue.path).sort()).toEqual(['carriers.0', 'en.title']);
    const listed = await call<Reply<'list-case-studies'>>('GET', '/api/private/admin/case-studies', {
      token,
    });
    expect(listed.body.studies.map((item) => item.slug)).not.toContain('ok-slug-1');
  });
});
