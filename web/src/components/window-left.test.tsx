/** A claim window's display: days left, or the day it closed, in English and French. */
import { cleanup, render, screen } from '@testing-library/react';
import { setLocale } from '@web/i18n/locale';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '../app/provider';
import { WindowLeft } from './window-left';

afterEach(cleanup);

const shown = async (days: number | null, closesOn: string | null) => {
  cleanup();
  render(
    <AppProvider>
      <p data-testid="window">
        <WindowLeft days={days} closesOn={closesOn} />
      </p>
    </AppProvider>,
  );
  return (await screen.findByTestId('window')).textContent;
};

/** French from the start (the provider reads the locale when it mounts). */
const inFrench = async (days: number | null, closesOn: string | null) => {
  setLocale('fr');
  return shown(days, closesOn);
};

describe('a claim window', () => {
  it('shows the days left, or the day it closed instead of a negative count', async () => {
    setLocale('en');
    expect(await shown(12, '2026-12-08')).toBe('12 days');
    expect(await shown(null, null)).toBe('–');
    expect(await shown(-38, '2026-10-19')).toBe('Window closed on Oct 19, 2026');
  });

  it('in French', async () => {
    expect(await inFrench(-38, '2026-10-19')).toBe('Délai clos le 19 oct. 2026');
    expect(await inFrench(1, '2026-11-27')).toBe('1 jour');
  });
});
