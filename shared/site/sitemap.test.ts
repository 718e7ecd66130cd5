import { describe, expect, it } from 'vitest';
import { renderSitemap, withCaseStudies } from './sitemap';

const built = renderSitemap('https://site.example', [{ name: 'pricing' }, { name: 'caseStudies' }]);

describe('the sitemap', () => {
  it('lists each page in both languages, each with both as hreflang alternates', () => {
    expect(built).toContain('<loc>https://site.example/pricing</loc>');
    expect(built).toContain('<loc>https://site.example/fr/pricing</loc>');
    expect(built.match(/hreflang="fr" href="https:\/\/site.example\/fr\/pricing"/g)).toHaveLength(2);
  });

  it('adds the published case studies at the origin the build wrote, in both languages', () => {
    const served = withCaseStudies(built, ['maison-lumiere']);

    expect(served).toContain(
      '  <url>\n    <loc>https://site.example/case-studies/maison-lumiere</loc>\n' +
        '    <xhtml:link rel="alternate" hreflang="en" href="https://site.example/case-studies/maison-lumiere"/>\n' +
        '    <xhtml:link rel="alternate" hreflang="fr" href="https://site.example/fr/case-studies/maison-lumiere"/>\n' +
        '  </url>',
    );
    expect(served).toContain('<loc>https://site.example/fr/case-studies/maison-lumiere</loc>');
    expect(served.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(served.indexOf('maison-lumiere')).toBeGreaterThan(served.indexOf('/fr/case-studies</loc>'));
  });

  it('is the built one when nothing is published', () => {
    expect(withCaseStudies(built, [])).toBe(built);
  });
});
