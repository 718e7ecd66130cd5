/**
 * The end of a bulk run says what happens to its new claims (filed by the claims desk or the
 * carrier's connector, answers in the Claim Center), not that they are 'processed within 24 hours'.
 */
import type { BulkRunView } from '@shared/bulk/schema';
import { cleanup, render, screen } from '@testing-library/react';
import { paths } from '@web/config/paths';
import { en } from '@web/i18n/en';
import { fr } from '@web/i18n/fr';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { BULK_KEY } from '../api/bulk';
import { RunProgress } from './submit-step';

const done: BulkRunView = {
  bulkId: 'bulk-submit-step-1',
  mode: 'start',
  fileName: 'claims.xlsx',
  status: 'done',
  total: 3,
  processed: 3,
  created: 2,
  removed: 1,
  rejected: 0,
  problem: null,
  startedBy: 'user-1',
  startedAt: '2026-12-01T10:00:00.000Z',
  finishedAt: '2026-12-01T10:00:05.000Z',
  hasExport: true,
};

function show(run: BulkRunView, locale: 'en' | 'fr' = 'en') {
  render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        fallback: { [`${BULK_KEY}/${run.bulkId}`]: { run } },
        revalidateOnMount: false,
      }}
    >
      <IntlProvider locale={locale} messages={locale === 'en' ? en : fr}>
        <MemoryRouter>
          <RunProgress bulkId={run.bulkId} onAgain={() => {}} />
        </MemoryRouter>
      </IntlProvider>
    </SWRConfig>,
  );
}

afterEach(cleanup);

describe('the end of a bulk run', () => {
  it('says how the new claims are filed and links to the Claim Center', () => {
    show(done);

    const status = screen
      .getAllByRole('status')
      .map((node) => node.textContent)
      .join(' ');
    expect(status).toContain('our claims desk files it within 24 hours');
    expect(status).not.toContain('processed within 24 hours');
    expect(screen.getByRole('link', { name: 'Claim Center' }).getAttribute('href')).toBe(
      `${paths.investigationDetails}?view=claims`,
    );
  });

  it('says it in French too', () => {
    show(done, 'fr');

    expect(screen.getByRole('link', { name: 'Centre de réclamations' })).toBeTruthy();
  });

  it('says nothing of filing when no claim was created', () => {
    show({ ...done, created: 0, removed: 3, processed: 3 });

    expect(screen.queryByRole('link', { name: 'Claim Center' })).toBeNull();
  });
});
