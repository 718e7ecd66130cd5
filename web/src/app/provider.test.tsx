/**
 * The catalog by area: the app starts with English `common` and `errors`; a page's area arrives
 * and the provider hands it down; a message no loaded area holds is said in the console (where the
 * browser tests look); switching to French first loads, in French, every area asked for so far.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { loadAreas, loadedCatalog, setLocale } from '@web/i18n/locale';
import { FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from './provider';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the app provider', () => {
  it('shows an area once it is loaded, reports a message missing before, and keeps the areas in French', async () => {
    // Prepare
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppProvider>
        <p>
          <FormattedMessage id="app.name" />
        </p>
        <p data-testid="claims">
          <FormattedMessage id="claims.documentInvalid" />
        </p>
      </AppProvider>,
    );

    // Act: before the claims area, then after it
    const before = screen.getByTestId('claims').textContent;
    await act(() => loadAreas('en', ['claims']));

    // Assess
    expect(screen.getByText('Parcel Audit')).toBeTruthy();
    expect(before).toBe('claims.documentInvalid');
    expect(said.mock.calls.some(([text]) => String(text).startsWith('[parcel-audit]'))).toBe(true);
    expect(screen.getByTestId('claims').textContent).toBe(
      'This document could not be found: upload it again',
    );

    // Act: French, which has loaded nothing yet
    expect(loadedCatalog('fr')).toBeUndefined();
    act(() => setLocale('fr'));

    // Assess: the French claims area came with the French entry areas
    await waitFor(() =>
      expect(screen.getByTestId('claims').textContent).toBe(
        'Ce document est introuvable\u00a0: déposez-le à nouveau',
      ),
    );
    expect(loadedCatalog('fr')?.['claims.documentInvalid']).toBeDefined();
    expect(loadedCatalog('fr')?.['team.email' as never]).toBeUndefined();
    act(() => setLocale('en'));
  });
});
