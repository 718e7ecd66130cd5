/**
 * A graph as the dashboards draw it: its title, a named chart image, its points listed in a table
 * with their labels (months, ISO weeks, carriers, services, countries, 'Other', 'Not stated') and
 * values in the graph's unit, and its three files; in English and French.
 */
import type { Graph } from '@shared/dashboards/catalog';
import { cleanup, render, screen, within } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { fr } from '@web/i18n/fr';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphFigure } from './graph-figure';

vi.mock('react-chartjs-2', () => ({
  Chart: (props: { 'aria-label': string; type: string }) => (
    <canvas role="img" aria-label={props['aria-label']} data-type={props.type} />
  ),
}));

afterEach(cleanup);

const graph = (overrides: Partial<Graph>): Graph => ({
  metric: 'spend',
  dimension: 'carrier',
  period: '12m',
  unit: 'money',
  currency: 'EUR',
  otherCurrencies: [],
  points: [],
  ...overrides,
});

async function tableOf(value: Graph, locale: 'en' | 'fr' = 'en') {
  render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : fr}>
      <GraphFigure graph={value} />
    </IntlProvider>,
  );
  const table = await screen.findByRole('table');
  return {
    table,
    rows: within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent)),
  };
}

describe('a dashboard graph', () => {
  it('lists its points by carrier with their names and amounts, the values past the top ones as Other', async () => {
    // Prepare
    const spend = graph({
      otherCurrencies: ['GBP'],
      points: [
        { key: 'ups', value: 1234.5 },
        { key: 'colissimo', value: 99 },
        { key: '~other', value: 12 },
        { key: 'no-such-carrier', value: 1 },
      ],
    });

    // Act
    const { table, rows } = await tableOf(spend);

    // Assess
    expect(screen.getByRole('figure').querySelector('figcaption')?.textContent).toBe('Spend by carrier');
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('Spend by carrier');
    expect(screen.getByRole('img').dataset.type).toBe('bar');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Carrier', 'Spend']);
    expect(rows).toEqual([
      ['UPS', '€1,234.50'],
      ['Colissimo', '€99.00'],
      ['Other', '€12.00'],
      ['no-such-carrier', '€1.00'],
    ]);
    expect(screen.getByText('Amounts in EUR; those in GBP are not included.')).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Download Spend by carrier as CSV',
      'Download Spend by carrier as XLSX',
      'Download Spend by carrier as PNG',
    ]);
  });

  it('labels months and ISO weeks as the claim center does, on a line', async () => {
    // Prepare
    const monthly = graph({ metric: 'shipments', dimension: 'period', unit: 'count', currency: null });

    // Act
    const months = await tableOf({
      ...monthly,
      points: [
        { key: '2025-12', value: 1200 },
        { key: '2026-01', value: 3 },
      ],
    });
    cleanup();
    const weeks = await tableOf({
      ...monthly,
      period: '30d',
      points: [
        { key: '2026-W47', value: 4 },
        { key: '2026-W48', value: 0 },
      ],
    });

    // Assess
    expect(months.rows).toEqual([
      ['Dec 25', '1,200'],
      ['Jan 26', '3'],
    ]);
    expect(weeks.rows).toEqual([
      ['W47', '4'],
      ['W48', '0'],
    ]);
    expect(screen.getByRole('img').dataset.type).toBe('line');
    expect(screen.getByRole('figure').querySelector('figcaption')?.textContent).toBe('Shipments per week');
  });

  it('names countries, services and rates in French', async () => {
    // Prepare
    const destinations = graph({
      metric: 'on_time_rate',
      dimension: 'destination',
      unit: 'percent',
      currency: null,
      points: [
        { key: 'DE', value: 92.5 },
        { key: '~unknown', value: 50 },
      ],
    });
    const services = graph({
      metric: 'shipments',
      dimension: 'service',
      unit: 'count',
      currency: null,
      points: [
        { key: 'ups~Standard', value: 7 },
        { key: 'ups~~unknown', value: 2 },
      ],
    });

    // Act
    const byCountry = await tableOf(destinations, 'fr');
    cleanup();
    const byService = await tableOf(services, 'fr');

    // Assess
    expect(byCountry.rows.map(([label, value]) => [label, value?.replace(/\s/g, ' ')])).toEqual([
      ['Allemagne', '92,5 %'],
      ['Non précisé', '50 %'],
    ]);
    expect(byService.rows).toEqual([
      ['UPS · Standard', '7'],
      ['UPS · Non précisé', '2'],
    ]);
  });

  it('says why it is empty, in a sentence of its metric, in place of an empty chart', async () => {
    // Prepare
    const claims = graph({
      metric: 'claims',
      dimension: 'period',
      unit: 'count',
      currency: null,
      points: [
        { key: '2026-10', value: 0 },
        { key: '2026-11', value: 0 },
      ],
    });

    // Act
    render(
      <IntlProvider locale="en" messages={en}>
        <GraphFigure graph={claims} />
        <GraphFigure graph={graph({ metric: 'spend' })} />
      </IntlProvider>,
    );

    // Assess
    expect(await screen.findByText('No investigation opened in this period yet.')).toBeTruthy();
    expect(
      screen.getByText('No carrier invoice audited in this period yet, so no spend to show.'),
    ).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says why in French too', async () => {
    // Prepare, Act
    render(
      <IntlProvider locale="fr" messages={fr}>
        <GraphFigure graph={graph({ metric: 'credited', dimension: 'carrier' })} />
      </IntlProvider>,
    );

    // Assess
    expect(
      await screen.findByText('Aucun avoir transporteur reçu sur cette période pour l’instant.'),
    ).toBeTruthy();
  });
});
