/**
 * The bundle gauge and its message: the figures in words, the meter's range and value, the level
 * (within, 80 % reached, past) and, from 80 %, what happens past 100 %, in English and French.
 */
import type { Usage } from '@shared/billing/plans';
import { cleanup, render, screen } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { fr } from '@web/i18n/fr';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { BundleAlert, BundleGauge } from './bundle-gauge';

afterEach(cleanup);

const usage = (used: number, bundle: number, level: Usage['level']): Usage => ({
  period: '2026-11',
  used,
  bundle,
  percent: Math.floor((used * 100) / bundle),
  level,
  over: Math.max(0, used - bundle),
});

function show(node: ReactNode, locale: 'en' | 'fr' = 'en') {
  render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : fr}>
      {node}
    </IntlProvider>,
  );
}

describe('the bundle gauge', () => {
  it('shows the parcels used of the bundle in words, and a meter over the bundle', () => {
    // Act
    show(<BundleGauge usage={usage(1234, 10_000, 'ok')} />);

    // Assess
    expect(screen.getByText('1,234 of 10,000 parcels (12%)')).toBeTruthy();
    expect(screen.getByText('Within your bundle').className).toBe('badge ok');
    const meter = screen.getByRole('meter', { name: 'Bundle used in November 2026' });
    expect(meter.tagName).toBe('METER');
    expect([(meter as HTMLMeterElement).min, (meter as HTMLMeterElement).max]).toEqual([0, 10_000]);
    expect((meter as HTMLMeterElement).value).toBe(1234);
    expect((meter as HTMLMeterElement).low).toBe(8000);
    expect(meter.getAttribute('aria-valuetext')).toBe('1,234 of 10,000 parcels (12%): Within your bundle');
    expect(meter.closest('.bundle-gauge')?.classList.contains('level-ok')).toBe(true);
  });

  it('says when 80 % is reached, in the warning colour', () => {
    // Act
    show(<BundleGauge usage={usage(1600, 2000, 'warning')} />);

    // Assess
    expect(screen.getByText('1,600 of 2,000 parcels (80%)')).toBeTruthy();
    expect(screen.getByText('80% reached').className).toBe('badge warn');
    expect(screen.getByRole('meter').closest('.bundle-gauge')?.classList.contains('level-warning')).toBe(
      true,
    );
  });

  it('past the bundle, keeps the meter full at its max while the words give the real figures', () => {
    // Act
    show(<BundleGauge usage={usage(2450, 2000, 'over')} />);

    // Assess
    expect(screen.getByText('2,450 of 2,000 parcels (122%)')).toBeTruthy();
    expect(screen.getByText('Past your bundle').className).toBe('badge bad');
    const meter = screen.getByRole('meter');
    expect((meter as HTMLMeterElement).value).toBe(2000);
    expect(meter.getAttribute('aria-valuetext')).toBe('2,450 of 2,000 parcels (122%): Past your bundle');
    expect(meter.closest('.bundle-gauge')?.classList.contains('level-over')).toBe(true);
  });

  it('in French', () => {
    // Act
    show(<BundleGauge usage={usage(1700, 2000, 'warning')} />, 'fr');

    // Assess
    expect(screen.getByRole('meter', { name: 'Forfait utilisé en novembre 2026' })).toBeTruthy();
    expect(screen.getByText(/^1\s700 colis sur 2\s000 \(85\s%\)$/)).toBeTruthy();
    expect(screen.getByText(/^80\s% atteints$/)).toBeTruthy();
  });
});

describe('the bundle message', () => {
  it('is not shown under 80 %', () => {
    // Act
    show(<BundleAlert usage={usage(1599, 2000, 'ok')} />);

    // Assess
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('from 80 %, says how much is used and what happens past 100 %', () => {
    // Act
    show(<BundleAlert usage={usage(1700, 2000, 'warning')} />);

    // Assess
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('You have used 85% of this month’s bundle: 1,700 of 2,000 parcels.');
    expect(status.textContent).toContain('Past 100% nothing stops: every parcel is still audited');
  });

  it('past 100 %, says by how many parcels, that nothing stops and how they are billed', () => {
    // Act
    show(<BundleAlert usage={usage(2450, 2000, 'over')} />);

    // Assess
    const status = screen.getByRole('status');
    expect(status.classList.contains('level-over')).toBe(true);
    expect(status.textContent).toContain('This month 450 parcels are past your bundle of 2,000.');
    expect(status.textContent).toContain(
      'every parcel is still audited and its claims opened. Each parcel past the bundle is billed at your plan’s overage price on the month’s statement.',
    );
  });

  it('past 100 %, in French, with one parcel', () => {
    // Act
    show(<BundleAlert usage={usage(2001, 2000, 'over')} />, 'fr');

    // Assess
    const status = screen.getByRole('status');
    expect(status.textContent).toMatch(/Ce mois-ci, 1 colis dépasse votre forfait de 2\s000\./);
    expect(status.textContent).toContain('rien ne s’arrête\u00a0: chaque colis est toujours audité');
  });
});
