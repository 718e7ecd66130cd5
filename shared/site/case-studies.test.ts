import { describe, expect, it } from 'vitest';
import type { PublicCaseStudy } from '../admin/case-studies';
import { attributesOf, escapeHtml } from '../platform/html';
import { caseStudiesContent, caseStudyTexts, fillCaseStudiesPage } from './case-studies';

const study: PublicCaseStudy = {
  slug: 'maison',
  customer: 'Maison "M" & fils',
  carriers: ['ups', 'unknown_carrier'],
  figures: [{ value: '8 %', label: 'recovered <of spend>' }],
  title: 'Title <script>alert(1)</script>',
  summary: 'Summary & more',
  body: 'One.\n\n  Two.  ',
  logo: null,
  publishedAt: '2026-11-01T00:00:00.000Z',
};

const island = (locale: string) =>
  `<section class="site-section" data-island="case-studies" data-locale="${locale}" data-base="${locale === 'fr' ? '/fr' : ''}/case-studies" data-read="Read the story of {customer}" data-back="All" data-carriers="Carriers" data-none="None yet" data-not-found="Not published" data-carrier-names="{&quot;ups&quot;:&quot;UPS&quot;}" aria-live="polite"><p data-status="true">Loading…</p><noscript><p>No JS</p></noscript></section>`;

const shell = (locale: string) =>
  `<html lang="${locale}"><head><title>Case studies · Parcel Audit</title><meta name="description" content="All studies"/><link rel="canonical" href="https://x.example${locale === 'fr' ? '/fr' : ''}/case-studies"/><link rel="alternate" hrefLang="en" href="https://x.example/case-studies"/><link rel="alternate" hrefLang="fr" href="https://x.example/fr/case-studies"/><meta property="og:title" content="Case studies · Parcel Audit"/><meta property="og:url" content="https://x.example/case-studies"/></head><body><nav><a href="/case-studies">Case studies</a></nav><a class="site-language" href="/fr/case-studies?lang=fr" hrefLang="fr">Français</a><main><section class="site-hero"><h1 data-title="true">Case studies</h1><p class="site-lead">Lead</p></section>${island(locale)}</main></body></html>`;

describe('the case studies content', () => {
  const texts = caseStudyTexts(attributesOf(island('en').slice(0, island('en').indexOf('>') + 1)));

  it('reads its words from the island’s attributes', () => {
    expect(texts).toMatchObject({
      base: '/case-studies',
      read: 'Read the story of {customer}',
      french: false,
    });
    expect(texts.carrierNames).toEqual({ ups: 'UPS' });
  });

  it('escapes every value it places', () => {
    const list = caseStudiesContent([study], texts, null).html;
    expect(list).toContain(escapeHtml(study.title));
    expect(list).not.toContain('<script>');
    expect(list).toContain('Read the story of Maison &quot;M&quot; &amp; fils');
    expect(list).toContain('<dt>recovered &lt;of spend&gt;</dt>');
    expect(list).toContain('href="/case-studies/maison"');
  });

  it('shows one study, its carriers by name, its paragraphs, and a way back', () => {
    const one = caseStudiesContent([study], texts, 'maison');
    expect(one.found).toBe(true);
    expect(one.html).toContain('<p>Carriers: UPS, unknown_carrier</p><p>One.</p><p>Two.</p>');
    expect(one.html).toContain('<a href="/case-studies">All</a>');
  });

  it('says when there is none, and when a slug names none', () => {
    expect(caseStudiesContent([], texts, null).html).toBe('<p data-status="">None yet</p>');
    const missing = caseStudiesContent([study], texts, 'other');
    expect(missing).toMatchObject({ found: false, study: null });
    expect(missing.html).toContain('Not published');
  });
});

describe('the filled page', () => {
  it('puts the list in place of the loading message and the noscript note', () => {
    const { status, html } = fillCaseStudiesPage(shell('en'), [study], null);
    expect(status).toBe(200);
    expect(html).toContain('data-filled=""');
    expect(html).not.toContain('Loading…');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<title>Case studies · Parcel Audit</title>');
  });

  it('names one study in the head, the heading and the language switch, and nowhere else', () => {
    const { status, html } = fillCaseStudiesPage(shell('fr'), [study], 'maison');
    expect(status).toBe(200);
    const title = escapeHtml('Title <script>alert(1)</script> · Parcel Audit');
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}"`);
    expect(html).toContain('<link rel="canonical" href="https://x.example/fr/case-studies/maison"/>');
    expect(html).toContain('hrefLang="en" href="https://x.example/case-studies/maison"');
    expect(html).toContain('content="https://x.example/case-studies/maison"');
    expect(html).toContain('href="/fr/case-studies/maison?lang=fr"');
    expect(html).toContain('<meta name="description" content="Summary &amp; more"/>');
    expect(html).toContain(`<h1 data-title="true">${escapeHtml(study.title)}</h1>`);
    expect(html).toContain('<p class="site-lead">Summary &amp; more</p>');
    // The navigation still leads to the list.
    expect(html).toContain('<nav><a href="/case-studies">Case studies</a></nav>');
    expect(html).toContain('Carriers\u00a0: UPS');
  });

  it('is a 404 for a slug that names no published study, its head unchanged', () => {
    const { status, html } = fillCaseStudiesPage(shell('en'), [study], 'nope');
    expect(status).toBe(404);
    expect(html).toContain('<title>Case studies · Parcel Audit</title>');
    expect(html).toContain('Not published');
  });

  it('refuses a document without the island', () => {
    expect(() => fillCaseStudiesPage('<html></html>', [], null)).toThrow(/no case studies island/);
  });
});
