/**
 * The carrier scorecards: carriers with their services beneath them, rates as percentages, a
 * figure the period has no data for as a dash read as 'no data', and the contract's waived
 * money-back guarantee said in words.
 */
import type { Scorecard } from '@shared/dashboards/catalog';
import { cleanup, render, screen, within } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { ScorecardsTable } from './scorecards-table';

afterEach(cleanup);

const carrier: Scorecard = {
  carrier: 'ups',
  service: null,
  shipments: 1200,
  measured: 1000,
  onTimeRate: 93.5,
  lostRate: 0.25,
  damagedRate: null,
  accepted: 4,
  refused: 1,
  avgDaysToCredit: 12.5,
  guaranteeWaived: true,
};
const service: Scorecard = {
  ...carrier,
  service: 'UPS Standard',
  shipments: 800,
  measured: 700,
  onTimeRate: 91,
  lostRate: null,
  accepted: null,
  refused: null,
  avgDaysToCredit: null,
};

describe('the carrier scorecards', () => {
  it('list each carrier with its services beneath it, and say what has no data', () => {
    // Prepare, Act
    render(
      <IntlProvider locale="en" messages={en}>
        <ScorecardsTable rows={[carrier, service, { ...carrier, carrier: 'gls', guaranteeWaived: false }]} />
      </IntlProvider>,
    );

    // Assess
    const table = screen.getByRole('table', { name: 'Carrier scorecards' });
    const [, ups, standard, gls] = within(table).getAllByRole('row');
    expect(ups!.className).toBe('carrier-row');
    expect(within(ups!).getByRole('rowheader').textContent).toBe(
      'UPSMoney-back guarantee waived in your contract',
    );
    expect([...ups!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '1,200',
      '1,000',
      '93.5%',
      '0.25%',
      '—no data',
      '4',
      '1',
      '12.5',
    ]);
    expect(standard!.className).toBe('service-row');
    expect(within(standard!).getByRole('rowheader').textContent).toBe('UPS · UPS Standard');
    expect(within(standard!).getAllByText('no data')).toHaveLength(5);
    expect(within(gls!).queryByText('Money-back guarantee waived in your contract')).toBeNull();
  });

  it('say so when the period has no carrier figures', () => {
    // Prepare, Act
    render(
      <IntlProvider locale="en" messages={en}>
        <ScorecardsTable rows={[]} />
      </IntlProvider>,
    );

    // Assess
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/No carrier figures for this period yet/)).toBeTruthy();
  });
});
