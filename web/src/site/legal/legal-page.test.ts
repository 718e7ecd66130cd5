/**
 * The legal pages as the site serves them: the text in the page's language, its version and
 * effective date, a table of contents whose links reach every section, one h2 per section.
 */
import { LEGAL_VERSIONS } from '@shared/legal/documents';
import { sitePath } from '@shared/site/pages';
import { describe, expect, it } from 'vitest';
import { renderSitePage } from '../render';
import { dataAgreementEn } from './data-agreement.en';
import { dataAgreementFr } from './data-agreement.fr';
import { termsEn } from './terms.en';
import { termsFr } from './terms.fr';

const assets = { css: 'body{}', script: '/assets/site-x.js' };
const decode = (html: string) =>
  html
    .replace(/&#x27;/g, '’')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<');

describe.each([
  { name: 'terms', locale: 'en', document: termsEn, other: 'dataAgreement', date: '26 November 2026' },
  { name: 'terms', locale: 'fr', document: termsFr, other: 'dataAgreement', date: '26 novembre 2026' },
  {
    name: 'dataAgreement',
    locale: 'en',
    document: dataAgreementEn,
    other: 'terms',
    date: '26 November 2026',
  },
  {
    name: 'dataAgreement',
    locale: 'fr',
    document: dataAgreementFr,
    other: 'terms',
    date: '26 novembre 2026',
  },
] as const)('the $name page in $locale', ({ name, locale, document, other, date }) => {
  const html = decode(renderSitePage(name, locale, 'https://example.test', assets));

  it('shows the text in its language, with its version and effective date', () => {
    expect(html).toContain(`<html lang="${locale}">`);
    expect(html).toContain(`<h1>${document.title}</h1>`);
    expect(html).toContain(`<title>${document.title} · Parcel Audit</title>`);
    expect(html).toContain(`<time dateTime="${LEGAL_VERSIONS[name]}">${date}</time>`);
    expect(html).toContain(LEGAL_VERSIONS[name]);
    for (const section of document.sections)
      for (const paragraph of section.paragraphs) expect(html).toContain(paragraph);
  });

  it('has a table of contents linking to one h2 per section', () => {
    const headings = [...html.matchAll(/<h2 id="([^"]+)">([^<]*)<\/h2>/g)].map((match) => match[1]);
    expect(headings).toEqual(['contents', ...document.sections.map((section) => section.id)]);
    const contents = html.slice(
      html.indexOf('<nav class="site-section"'),
      html.indexOf('</nav>', html.indexOf('<nav class="site-section"')),
    );
    const anchors = [...contents.matchAll(/<a href="#([^"]+)">/g)].map((match) => match[1]);
    expect(anchors).toEqual(document.sections.map((section) => section.id));
  });

  it('links the other document in the same language', () => {
    expect(html).toContain(`href="${sitePath(other, locale)}"`);
  });
});
