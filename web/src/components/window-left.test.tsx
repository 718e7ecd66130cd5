/** A claim window's display: days left, or the day it closed, in English and French. */

import { cleanup, render, screen } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { fr } from '@web/i18n/fr';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { WindowLeft } from './window-left';

afterEach(cleanup);

const shown = (locale: 'en' | 'fr', days: number | null, closesOn: string | null) => {
  cleanup();
  render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : fr}>
      <p data-testid="window">
        <WindowLeft days={days} closesOn={closesOn} />
      </p>
    </IntlProvider>,
  );
  return screen.getByTestId('window').textContent;
};

describe('a claim window', () => {
  it('shows the days left, or the day it closed instead of a negative count', () => {
    expect(shown('en', 12, '2026-12-08')).toBe('12 days');
    expect(shown('en', null, null)).toBe('–');
    expect(shown('en', -38, '2026-10-19')).toBe('Window closed on Oct 19, 2026');
  });

  it('in French', () => {
    expect(shown('fr', -38, '2026-10-19')).toBe('Délai clos le 19 oct. 2026');
    expect(shown('fr', 1, '2026-11-27')).toBe('1 jour');
  });
});
