/** A table's row cards: its headings handed to CSS in column order, as valid CSS strings, in English and French. */

import { cleanup, render, screen } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { fr } from '@web/i18n/fr';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { cssString, useRowCards } from './row-cards';

afterEach(cleanup);

function Table() {
  return (
    <table
      data-testid="table"
      {...useRowCards(['claims.trackingNumber', 'claims.carrier'], 'data-table compact')}
    >
      <tbody />
    </table>
  );
}

const table = (locale: 'en' | 'fr') => {
  render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : fr}>
      <Table />
    </IntlProvider>,
  );
  return screen.getByTestId('table');
};

describe('row cards', () => {
  it('hands each heading to CSS by its column, the class that draws the cards added', () => {
    const element = table('en');
    expect(element.className).toBe('data-table compact row-cards');
    expect(element.style.getPropertyValue('--column-1')).toBe(cssString(en['claims.trackingNumber']));
    expect(element.style.getPropertyValue('--column-2')).toBe(`"${en['claims.carrier']}"`);
    expect(element.style.getPropertyValue('--column-3')).toBe('');
  });

  it('in French, its non-breaking spaces kept', () => {
    expect(table('fr').style.getPropertyValue('--column-2')).toBe(`"${fr['claims.carrier']}"`);
    expect(cssString('N\u202Fo de suivi')).toBe('"N\u202Fo de suivi"');
  });

  it('escapes what would end or break a CSS string', () => {
    expect(cssString('a "quoted" \\ heading\non two lines')).toBe(
      '"a \\"quoted\\" \\\\ heading on two lines"',
    );
  });
});
