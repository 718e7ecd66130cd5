/**
 * The carrier scorecards: carriers with their services beneath them, rates as percentages, a
 * figure the period has none of said why in words (a run of them in one sentence), the contract's waived money-back
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
  it('list each carrier with its services beneath it, and say why a figure is missing', () => {
    // Prepare, Act
    render(
      <IntlProvider locale="en" messages={en}>
        <ScorecardsTable
          rows={[
            { ...carrier, avgDaysToCredit: null },
            service,
            { ...carrier, carrier: 'gls', guaranteeWaived: false },
          ]}
        />
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
      'no shipment',
      '4',
      '1',
      'no credit yet',
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
    // A service's carrier-only figures: one sentence across them, not twelve blanks.
    const standardCells = [...standard!.querySelectorAll('td')];
    expect(standardCells.map((cell) => cell.textContent)).toEqual([
      '800',
      '700',
      '91%',
      'Lost and damaged parcels and claims are counted for the carrier as a whole: see its row above.',
    ]);
    expect(standardCells.at(-1)!.colSpan).toBe(12);
    expect(within(standard!).queryByText('no data')).toBeNull();
    expect(within(gls!).queryByText('Money-back guarantee waived in your contract')).toBeNull();
  });

  it('say in one sentence that a carrier had no claim, or no shipment, in the months shown', () => {
    // Prepare
    const quiet: Scorecard = {
      ...service,
      carrier: 'dpd',
      service: null,
      lostRate: 0,
      damagedRate: 0,
      accepted: 0,
      refused: 0,
    };
    const claimsOnly: Scorecard = {
      ...carrier,
      carrier: 'gls',
      shipments: 0,
      measured: 0,
      onTimeRate: null,
      lostRate: null,
      damagedRate: null,
    };

    // Act
    render(
      <IntlProvider locale="fr" messages={fr}>
        <ScorecardsTable rows={[quiet, claimsOnly]} />
      </IntlProvider>,
    );

    // Assess
    const [, dpd, gls] = within(screen.getByRole('table')).getAllByRole('row');
    const claims = [...dpd!.querySelectorAll('td')].at(-1)!;
    expect(claims.textContent).toBe('Aucune réclamation avec ce transporteur sur ces mois.');
    expect(claims.colSpan).toBe(10);
    const shipments = [...gls!.querySelectorAll('td')][2]!;
    expect(shipments.textContent).toBe(
      'Aucune expédition avec ce transporteur sur une facture auditée de ces mois.',
    );
    expect(shipments.colSpan).toBe(3);
    expect(gls!.querySelectorAll('td')).toHaveLength(2 + 1 + 10);
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
