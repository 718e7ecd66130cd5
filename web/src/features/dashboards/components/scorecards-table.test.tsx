/**
 * The carrier scorecards: carriers with their services beneath them, rates as percentages, a
 * figure the period has no data for as a dash read as 'no data', the contract's waived money-back
 * guarantee said in words, the desk's figures (issue 38), and the same figures as a file.
 */
import type { Scorecard } from '@shared/dashboards/catalog';
import { cleanup, render, screen, within } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { fr } from '@web/i18n/fr';
import { createIntl, IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { ScorecardsTable, scorecardsExport } from './scorecards-table';

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
  medianDaysToFile: 2,
  medianDaysToAnswer: 9.5,
  medianDaysAnswerToCredit: 21,
  acceptanceRate: 75,
  creditedAmount: 450,
  claimedAmount: 900,
  amountCurrency: 'EUR',
  creditedShare: 50,
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
  medianDaysToFile: null,
  medianDaysToAnswer: null,
  medianDaysAnswerToCredit: null,
  acceptanceRate: null,
  creditedAmount: null,
  claimedAmount: null,
  amountCurrency: null,
  creditedShare: null,
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
      '2',
      '9.5',
      '21',
      '75%',
      '€450.00',
      '€900.00',
      '50%',
    ]);
    expect(standard!.className).toBe('service-row');
    expect(within(standard!).getByRole('rowheader').textContent).toBe('UPS · UPS Standard');
    expect(within(standard!).getAllByText('no data')).toHaveLength(12);
    expect(within(gls!).queryByText('Money-back guarantee waived in your contract')).toBeNull();
  });

  it('download the same figures, numbers as numbers and rates in %, with the amounts’ currency', () => {
    // Prepare
    const intl = createIntl({ locale: 'fr', messages: fr });

    // Act
    const table = scorecardsExport(intl, [carrier, service]);

    // Assess
    expect(table.header.slice(0, 3)).toEqual(['Transporteur', 'Service', 'Expéditions']);
    expect(table.header).toContain('Acceptation (%)');
    expect(table.header.at(-1)).toBe('Devise');
    expect(table.rows[0]).toEqual([
      'UPS',
      '',
      1200,
      1000,
      93.5,
      0.25,
      null,
      4,
      1,
      12.5,
      2,
      9.5,
      21,
      75,
      450,
      900,
      50,
      'EUR',
    ]);
    expect(table.rows[1]!.slice(0, 2)).toEqual(['UPS', 'UPS Standard']);
    expect(table.rows[1]!.at(-1)).toBe('');
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
