/**
 * The case studies without JavaScript (issue 23): the local server, as CloudFront does, sends
 * `/case-studies` and `/case-studies/<slug>` (and the French ones) to the API, which fills the
 * prerendered page from the web bucket with the studies published in its language. A study's
 * page names it in its head; a draft, a removed study or an address that names none is a 404.
 */
import { randomUUID } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { caseStudyInput } from '../support/case-study';
import { call, errorCode } from '../support/http';
import { publishSitePages } from '../support/site-pages';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';

applyStackEnv();

const page = async (path: string, language = 'en') => {
  const reply = await call('GET', path, { headers: { cookie: `pa_lang=${language}` } });
  return { status: reply.status, headers: reply.headers, document: new JSDOM(reply.text).window.document };
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
    const island = list.document.querySelector('[data-island="case-studies"]')!;
    expect(island.hasAttribute('data-filled')).toBe(true);
    const link = island.querySelector<HTMLAnchorElement>(`a[href="/case-studies/${slug}"]`);
    expect(link?.textContent).toBe('Read the story of Maison Lumière');
    expect(island.textContent).toContain('How <b>Maison</b> & Co got 8 % back');
    expect(island.querySelector('b')).toBeNull();
    expect(island.innerHTML).not.toContain(draft);
    expect(list.document.querySelector('noscript')).toBeNull();

    const one = await page(`/case-studies/${slug}`);
    expect(one.status).toBe(200);
    expect(one.document.title).toBe('How <b>Maison</b> & Co got 8 % back · Parcel Audit');
    expect(one.document.querySelector('h1')?.textContent).toBe('How <b>Maison</b> & Co got 8 % back');
    expect(one.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `https://parcel-audit.example/case-studies/${slug}`,
    );
    expect(one.document.querySelector('link[hreflang="fr"]')?.getAttribute('href')).toBe(
      `https://parcel-audit.example/fr/case-studies/${slug}`,
    );
    expect(one.document.querySelector('a[hreflang="fr"]')?.getAttribute('href')).toBe(
      `/fr/case-studies/${slug}?lang=fr`,
    );
    expect(one.document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Late and lost parcels, claimed.',
    );
    const article = one.document.querySelector('article.site-study')!;
    expect([...article.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Carriers: Colissimo, UPS',
      'First.',
      'Second.',
      'All case studies',
    ]);

    const french = await page(`/fr/case-studies/${slug}/`, 'fr');
    expect(french.status).toBe(200);
    expect(french.document.documentElement.lang).toBe('fr');
    expect(french.document.querySelector('h1')?.textContent).toBe('Comment Maison Lumière a récupéré 8 %');
    expect(french.document.querySelector('article')?.textContent).toContain(
      'Transporteurs\u00a0: Colissimo, UPS',
    );

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
      const missing = await page(path, path.startsWith('/fr') ? 'fr' : 'en');
      expect(missing.status, path).toBe(404);
      expect(missing.document.querySelector('[data-status]')?.textContent, path).toMatch(
        /not published|n’est pas publiée|n'est pas publiée/,
      );
      expect(missing.document.querySelector('a[href$="/case-studies"]'), path).not.toBeNull();
    }
    await call('DELETE', `/api/private/admin/case-studies/${draft}`, { token });
  });

  it('send a French browser to the French page first, as every site page does', async () => {
    const reply = await call('GET', '/case-studies', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(reply.text).toContain('lang="fr"');
  });

  it('are the only pages the route fills: another path is refused, changing nothing', async () => {
    const other = await call('GET', `/api/public/site/page?path=${encodeURIComponent('/pricing')}`);
    expect(other.status).toBe(404);
    expect(errorCode(other)).toBe('resource.not_found');
    const long = await call('GET', `/api/public/site/page?path=/case-studies/${'a'.repeat(300)}`);
    expect(long.status).toBe(400);
  });
});
