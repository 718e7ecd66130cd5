import { describe, expect, it } from 'vitest';
import { allSitePaths, prefersFrench, sitePageOf, sitePath, siteRedirect } from './pages';

describe('the public site paths', () => {
  it('puts French under /fr/', () => {
    expect(sitePath('pricing', 'en')).toBe('/pricing');
    expect(sitePath('pricing', 'fr')).toBe('/fr/pricing');
    expect(sitePageOf('/fr/pricing/')).toEqual({ name: 'pricing', locale: 'fr' });
    expect(sitePageOf('/contact/sent')).toEqual({ name: 'contactSent', locale: 'en' });
    expect(sitePageOf('/login')).toEqual({ name: 'login', locale: 'en' });
    expect(sitePageOf('/fr/case-studies/acme-shop/')).toEqual({
      name: 'caseStudies',
      locale: 'fr',
      slug: 'acme-shop',
    });
    expect(sitePageOf('/case-studies/Acme')).toBeNull();
    expect(sitePageOf('/case-studies/a/b')).toBeNull();
    expect(sitePageOf('/pricing/x')).toBeNull();
    expect(new Set(allSitePaths()).size).toBe(allSitePaths().length);
  });

  it('reads the browser languages by rank', () => {
    expect(prefersFrench('fr-FR,fr;q=0.9,en;q=0.8')).toBe(true);
    expect(prefersFrench('en-GB,fr;q=0.9')).toBe(false);
    expect(prefersFrench('en;q=0.5, fr-CA;q=0.8')).toBe(true);
    expect(prefersFrench('*')).toBe(false);
    expect(prefersFrench(undefined)).toBe(false);
  });

  it('sends a French browser to the French page until the person chooses', () => {
    expect(siteRedirect('/pricing', '', undefined, 'fr-FR,fr')).toEqual({ location: '/fr/pricing' });
    expect(siteRedirect('/pricing', '', 'pa_lang=en', 'fr-FR,fr')).toBeNull();
    expect(siteRedirect('/pricing', '', 'x=1; pa_lang=fr', 'en-GB')).toEqual({ location: '/fr/pricing' });
    expect(siteRedirect('/fr/pricing', '', 'pa_lang=en', 'en')).toBeNull();
    expect(siteRedirect('/home', '', undefined, 'fr')).toBeNull();
    expect(siteRedirect('/case-studies/acme', '', undefined, 'fr')).toEqual({
      location: '/fr/case-studies/acme',
    });
  });

  it('remembers the language switch and keeps the rest of the address', () => {
    expect(siteRedirect('/fr/pricing', '?lang=en', 'pa_lang=fr', 'fr')).toEqual({
      location: '/pricing',
      language: 'en',
    });
    expect(siteRedirect('/demo/booking', '?b=1&lang=fr&t=x', undefined, 'en')).toEqual({
      location: '/fr/demo/booking?b=1&t=x',
      language: 'fr',
    });
    expect(siteRedirect('/pricing', '?lang=de', undefined, 'en')).toBeNull();
  });
});
