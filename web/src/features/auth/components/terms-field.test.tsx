/**
 * The sign-up's Terms box links the two legal texts as pages of the public site (plain links, in a
 * new tab), in the interface's language.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { fr } from '@web/i18n/fr';
import { setLocale } from '@web/i18n/locale';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { TermsField } from './terms-field';

const fields = { describe: () => ({}), message: () => null };

function show(locale: 'en' | 'fr') {
  setLocale(locale);
  render(
    <IntlProvider locale={locale} messages={locale === 'fr' ? fr : en}>
      <TermsField id="terms" checked={false} onChange={() => {}} fields={fields} />
    </IntlProvider>,
  );
}

afterEach(() => {
  cleanup();
  setLocale('en');
});

describe('TermsField', () => {
  it('links the English legal pages in a new tab', () => {
    show('en');
    for (const [name, href] of [
      ['Terms and Conditions', '/terms-conditions'],
      ['Data Processing Agreement', '/data-agreement'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('links the French pages when the interface is French', () => {
    show('fr');
    expect(screen.getByRole('link', { name: 'Conditions générales' }).getAttribute('href')).toBe(
      '/fr/terms-conditions',
    );
    expect(screen.getByRole('link', { name: 'Accord de traitement des données' }).getAttribute('href')).toBe(
      '/fr/data-agreement',
    );
  });
});
