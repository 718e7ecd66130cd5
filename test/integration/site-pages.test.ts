/**
 * The case studies without JavaScript (issue 23): the local server, as CloudFront does, sends
 * `/case-studies` and `/case-studies/<slug>` (and the French ones) to the API, which fills the
 * prerendered page from the web bucket with the studies published in its language. A study's
 * page names it in its head; a draft, a removed study or an address that names none is a 404.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { caseStudyInput } from '../support/case-study';
import { call, errorCode } from '../support/http';
import { publishSitePages } from '../support/site-pages';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';

applyStackEnv();

/** A site page as a browser without JavaScript gets it: its status, headers and HTML. */
const page = async (path: string, language = 'en') => {
  const reply = await call('GET', path, { headers: { cookie: `pa_lang=${language}` } });
  return { status: reply.status, headers: reply.headers, html: reply.text };
};

let token: string;
beforeAll(async () => {
  await publishSitePages();
  token = await tokenFor({
    role: 'platform_admin',
    companyId: 'parcel-audit-platform',
    userId: `ops-${randomUUID()}`,
  });
});

describe('the case studies pages', () => {
  it('list the published studies and show each at its address, in both languages, as HTML', async () => {
    const slug = `served-${randomUUID().slice(0, 6)}`;
    const draft = `draft-${randomUUID().slice(0, 6)}`;
    const study = caseStudyInput('published');
    // A title with markup in it is text on the page, never markup.
    study.en.title = 'How <b>Maison</b> & Co got 8 % back';
    const title = 'How &lt;b&gt;Maison&lt;/b&gt; &amp; Co got 8 % back';
    expect(
      (await call('PUT', `/api/private/admin/case-studies/${slug}`, { token, body: study })).status,
    ).toBe(200);
    expect(
      (
        await call('PUT', `/api/private/admin/case-studies/${draft}`, {
          token,
          body: caseStudyInput('draft'),
        })
      ).status,
    ).toBe(200);

    const list = await page('/case-studies');
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/^text\/html/);
    expect(list.headers.get('content-security-policy')).toBeTruthy();
    expect(list.html).toMatch(/data-island="case-studies"[^>]*data-filled=""/);
    expect(list.html).toContain(`<a href="/case-studies/${slug}">Read the story of Maison Lumière</a>`);
    expect(list.html).toContain(`<h2>${title}</h2>`);
    expect(list.html).not.toContain('<b>Maison');
    expect(list.html).not.toContain(draft);
    expect(list.html).not.toContain('<noscript>');

    const one = await page(`/case-studies/${slug}`);
    expect(one.status).toBe(200);
    expect(one.html).toContain(`<title>${title} · Parcel Audit</title>`);
    expect(one.html).toContain(`<h1 data-title="true">${title}</h1>`);
    expect(one.html).toContain(
      `<link rel="canonical" href="https://parcel-audit.example/case-studies/${slug}"/>`,
    );
    expect(one.html).toContain(`hrefLang="fr" href="https://parcel-audit.example/fr/case-studies/${slug}"`);
    expect(one.html).toContain(`href="/fr/case-studies/${slug}?lang=fr"`);
    expect(one.html).toContain('<meta name="description" content="Late and lost parcels, claimed."/>');
    expect(one.html).toContain(
      '<p>Carriers: Colissimo, UPS</p><p>First.</p><p>Second.</p><p><a href="/case-studies">All case studies</a></p>',
    );

    const french = await page(`/fr/case-studies/${slug}/`, 'fr');
    expect(french.status).toBe(200);
    expect(french.html).toContain('<html lang="fr">');
    expect(french.html).toContain('<h1 data-title="true">Comment Maison Lumière a récupéré 8 %</h1>');
    expect(french.html).toContain('Transporteurs\u00a0: Colissimo, UPS');

    await call('DELETE', `/api/private/admin/case-studies/${slug}`, { token });
    await call('DELETE', `/api/private/admin/case-studies/${draft}`, { token });
  });

  it('answer 404 with the page for a draft, a removed study or an address that names none', async () => {
    const draft = `draft-${randomUUID().slice(0, 6)}`;
    await call('PUT', `/api/private/admin/case-studies/${draft}`, { token, body: caseStudyInput('draft') });
    for (const path of [
      `/case-studies/${draft}`,
      '/case-studies/no-such-study',
      '/fr/case-studies/Not_A_Slug',
    ]) {
      const french = path.startsWith('/fr');
      const missing = await page(path, french ? 'fr' : 'en');
      expect(missing.status, path).toBe(404);
      expect(missing.html, path).toContain(
        french ? 'Cette étude de cas n’est pas publiée.' : 'This case study is not published.',
      );
      expect(missing.html, path).toContain(`<a href="${french ? '/fr' : ''}/case-studies">`);
    }
    await call('DELETE', `/api/private/admin/case-studies/${draft}`, { token });
  });

  it('send a French browser to the French page first, as every site page does', async () => {
    const reply = await call('GET', '/case-studies', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(reply.text).toContain('<html lang="fr">');
  });

  it('are the only pages the route fills: another path is refused, changing nothing', async () => {
    const other = await call('GET', `/api/public/site/page?path=${encodeURIComponent('/pricing')}`);
    expect(other.status).toBe(404);
    expect(errorCode(other)).toBe('resource.not_found');
    const long = await call('GET', `/api/public/site/page?path=/case-studies/${'a'.repeat(300)}`);
    expect(long.status).toBe(400);
  });
});

describe('the sitemap', () => {
  it('lists each published case study in English and French, each with both as alternates, and no draft', async () => {
    const slug = `mapped-${randomUUID().slice(0, 6)}`;
    const draft = `unmapped-${randomUUID().slice(0, 6)}`;
    await call('PUT', `/api/private/admin/case-studies/${slug}`, {
      token,
      body: caseStudyInput('published'),
    });
    await call('PUT', `/api/private/admin/case-studies/${draft}`, { token, body: caseStudyInput('draft') });

    const sitemap = await call('GET', '/sitemap.xml');

    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const origin = 'https://parcel-audit.example';
    for (const path of [`/case-studies/${slug}`, `/fr/case-studies/${slug}`]) {
      const entry = new RegExp(`<url>\\s*<loc>${origin}${path}</loc>([\\s\\S]*?)</url>`).exec(
        sitemap.text,
      )?.[1];
      expect(entry, path).toContain(`hreflang="en" href="${origin}/case-studies/${slug}"`);
      expect(entry, path).toContain(`hreflang="fr" href="${origin}/fr/case-studies/${slug}"`);
    }
    // The site's own pages are still there, and a draft is not.
    expect(sitemap.text).toContain(`<loc>${origin}/fr/pricing</loc>`);
    expect(sitemap.text).not.toContain(draft);
    expect(sitemap.text.trimEnd().endsWith('</urlset>')).toBe(true);
  });
});
