/**
 * The custom-graph form: it offers only the dimensions the chosen metric can be cut by, refuses an
 * empty name with the shared schema before anything is sent, and sends once on a double click.
 */
import type { GraphInput } from '@shared/dashboards/catalog';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphForm } from './graph-form';

afterEach(cleanup);

function showForm(onSave: (input: GraphInput) => Promise<boolean>, saved = 0) {
  render(
    <IntlProvider locale="en" messages={en}>
      <GraphForm onSave={onSave} saved={saved} />
    </IntlProvider>,
  );
}

const options = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the custom graph form', () => {
  it('offers only the dimensions the chosen metric can be cut by', () => {
    // Prepare
    showForm(vi.fn());

    // Act
    const forSpend = options('Cut by');
    fireEvent.change(screen.getByLabelText('Cut by'), { target: { value: 'destination' } });
    fireEvent.change(screen.getByLabelText('Figure'), { target: { value: 'invoices' } });

    // Assess
    expect(forSpend).toEqual(['Month or week', 'Carrier', 'Service', 'Destination country']);
    expect(options('Cut by')).toEqual(['Month or week', 'Carrier']);
    // The dimension the new metric cannot take gave way to its first one.
    expect((screen.getByLabelText('Cut by') as HTMLSelectElement).value).toBe('period');
    expect(options('Period')).toEqual(['Last 30 days', 'Last 90 days', 'Last 12 months']);
  });

  it('refuses an empty name before sending anything', () => {
    // Prepare
    const onSave = vi.fn();
    showForm(onSave);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '   ' } });

    // Act
    fireEvent.click(screen.getByRole('button', { name: 'Save the graph' }));

    // Assess
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required')).toBeTruthy();
  });

  it('sends the graph once however often the button is pressed, then says it is saved', async () => {
    // Prepare
    let finish: (added: boolean) => void = () => {};
    const onSave = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    showForm(onSave);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Late by country ' } });
    fireEvent.change(screen.getByLabelText('Figure'), { target: { value: 'late' } });
    fireEvent.change(screen.getByLabelText('Cut by'), { target: { value: 'destination' } });
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '90d' } });

    // Act
    const button = screen.getByRole('button', { name: 'Save the graph' });
    fireEvent.click(button);
    fireEvent.click(button);
    const disabled = (button as HTMLButtonElement).disabled;
    finish(true);

    // Assess
    expect(await screen.findByText('Graph saved: your team sees it below.')).toBeTruthy();
    expect(disabled).toBe(true);
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith({
      name: 'Late by country',
      metric: 'late',
      dimension: 'destination',
      period: '90d',
    });
  });

  it('offers no saving once the team keeps the most graphs it can', () => {
    // Prepare, Act
    showForm(vi.fn(), 20);

    // Assess
    expect((screen.getByRole('button', { name: 'Save the graph' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Your team keeps 20 graphs, the most it can/)).toBeTruthy();
  });
});
