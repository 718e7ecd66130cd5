/**
 * The Claim Center's overview charts say why they are empty in a sentence (no investigation in
 * these months or weeks, none by state or carrier) instead of drawing a blank box or ring.
 */
import type { ClaimSummary } from '@shared/claims/summary';
import { cleanup, render, screen } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { fr } from '@web/i18n/fr';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DoughnutTable, TimelineChart } from './claim-charts';

vi.mock('react-chartjs-2', () => ({
  Line: (props: { 'aria-label': string }) => <canvas role="img" aria-label={props['aria-label']} />,
  Doughnut: (props: { 'aria-label': string }) => <canvas role="img" aria-label={props['aria-label']} />,
}));

afterEach(cleanup);

const months = (claims: number[]) =>
  claims.map((count, index) => ({
    period: `2026-${String(index + 1).padStart(2, '0')}`,
    claims: count,
    byCarrier: (count ? { ups: count } : {}) as Record<string, number>,
  }));
const summary = (monthly: number[]): ClaimSummary => ({
  total: monthly.reduce((sum, count) => sum + count, 0),
  byState: {},
  byCarrier: {},
  amounts: { requested: {}, confirmed: {}, credited: {}, declined: {} },
  facets: { country_code_receiver: {}, country_code_sender: {}, service_level: {}, owners: {} },
  monthly: months(monthly),
  weekly: [],
});

function show(node: React.ReactNode, locale: 'en' | 'fr' = 'en') {
  render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : fr}>
      {node}
    </IntlProvider>,
  );
}

describe('the Claim Center’s charts', () => {
  it('say no investigation was opened in these months, in place of a flat line', () => {
    show(<TimelineChart summary={summary([0, 0, 0])} timeline="monthly" perCarrier />);

    const figure = screen.getByText('Investigations per month').closest('figure');
    expect(figure?.textContent).toContain('No investigation opened in these months yet.');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('say it of the weeks in French', () => {
    show(<TimelineChart summary={summary([])} timeline="weekly" perCarrier={false} />, 'fr');

    expect(screen.getByText('Aucune enquête ouverte sur ces semaines pour l’instant.')).toBeTruthy();
  });

  it('draw the line once there is an investigation', () => {
    show(<TimelineChart summary={summary([0, 2, 1])} timeline="monthly" perCarrier />);

    expect(screen.getByRole('img', { name: 'Investigations per month' })).toBeTruthy();
  });

  it('say why a ring is empty rather than drawing none', () => {
    show(
      <DoughnutTable
        caption="claims.byState"
        empty="claims.byStateEmpty"
        counts={{ open: 0 }}
        name={(key) => key}
      />,
    );

    expect(screen.getByText('No investigation yet, so no state to show.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
