/** A tracking event in the reader's language, the carrier's words beside it with their language. */

import { cleanup, render, screen } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { fr } from '@web/i18n/fr';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { TrackingEvent } from './tracking-event';

afterEach(cleanup);

const shown = (locale: 'en' | 'fr', carrier: string, code: string, words: string) => {
  cleanup();
  render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : fr}>
      <p data-testid="event">
        <TrackingEvent carrier={carrier} code={code} words={words} />
      </p>
    </IntlProvider>,
  );
  return screen.getByTestId('event');
};

describe('a tracking event', () => {
  it('reads in French with the carrier’s English words beside it, marked English', () => {
    const event = shown('fr', 'ups', 'NA', 'Delivery attempted: recipient unknown at address');
    expect(event.textContent).toBe(
      'Livraison tentée\u00a0: destinataire inconnu à l’adresse Delivery attempted: recipient unknown at address',
    );
    const original = event.querySelector('small');
    expect(original?.getAttribute('lang')).toBe('en');
    expect(original?.querySelector('q')?.textContent).toBe(
      'Delivery attempted: recipient unknown at address',
    );
  });

  it('reads La Poste’s French words in English for an English reader', () => {
    const event = shown('en', 'colissimo', 'DI1', 'Votre colis est livré.');
    expect(event.firstChild?.textContent).toBe('Delivered');
    expect(event.querySelector('small')?.getAttribute('lang')).toBe('fr');
  });

  it('shows the carrier’s words alone when they are in the reader’s language or the code is unknown', () => {
    expect(shown('en', 'ups', 'AR', 'Arrived at facility').textContent).toBe('Arrived at facility');
    expect(shown('fr', 'colissimo', 'DI1', 'Votre colis est livré.').textContent).toBe(
      'Votre colis est livré.',
    );
    expect(shown('fr', 'gls', 'XYZ', 'Paket zugestellt').textContent).toBe('Paket zugestellt');
    expect(shown('fr', 'ups', 'DL', 'Livré').querySelector('small')).toBeNull();
  });
});
