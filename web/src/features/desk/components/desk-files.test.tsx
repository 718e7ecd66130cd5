/**
 * The desk's files: a carrier's claims exported (the link followed, the count said), an answer file
 * sent, its columns matched as its headers suggest and checked with the server's rule before the
 * preview, each row's problem shown with its row and column, the apply confirmed and followed to
 * its end, and a refusal because claims changed since the preview naming their rows.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeskFiles } from './desk-files';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const TOKEN = `${encode({ alg: 'RS256' })}.${encode({
  sub: 'ops',
  company: 'parcel-audit-platform',
  companyName: 'Parcel Audit',
  role: 'platform_admin',
  exp: 4_000_000_000,
})}.sig`;

const view = (fields: Record<string, unknown> = {}) => ({
  importId: 'import-0001',
  fileName: 'ups-answers.csv',
  status: 'uploaded',
  carrier: null,
  previewId: null,
  total: 2,
  valid: 0,
  errorCount: 0,
  processed: 0,
  applied: 0,
  skipped: 0,
  skippedRows: [],
  createdAt: '2026-11-28T10:00:00.000Z',
  finishedAt: null,
  ...fields,
});

const sheet = {
  headers: ['Claim Number', 'Status', 'Amount Paid'],
  sample: [['UPS-1', 'Paid', '12,50']],
  rows: 2,
  sheetNames: [''],
  dataSheets: [0],
  sheetIndex: 0,
  candidates: [['Claim Number', 'Status', 'Amount Paid']],
  headerRow: 0,
  suggested: { claim_number: 0, decision: 1, amount: 2 },
};

const previewed = (fields: Record<string, unknown>) => ({
  import: view({ status: 'previewed', previewId: 'preview-1', carrier: 'ups', ...fields }),
  sheet,
  moves: { filed: 0, more_requested: 0, accepted: 0, denied: 0, credited: 2 },
  errors: [],
  planned: [
    {
      row: 2,
      companyName: 'Demo Merchant',
      tracking_number: '1Z1',
      move: 'credited',
      amount: 12.5,
      currency: 'EUR',
    },
    {
      row: 3,
      companyName: 'Demo Merchant',
      tracking_number: '1Z2',
      move: 'credited',
      amount: 7,
      currency: 'EUR',
    },
  ],
});

type Answer = { status: number; body: unknown };
let current: ReturnType<typeof view>;
let answers: Record<string, Answer | (() => Answer)>;
let sent: { method: string; path: string; body: unknown }[];

beforeEach(() => {
  sent = [];
  localStorage.setItem('parcel-audit.token', TOKEN);
  answers = {
    'GET /api/private/desk/scope': {
      status: 200,
      body: { companies: [{ companyId: 'co-1', name: 'Demo Merchant' }], assignees: [] },
    },
    'POST /api/private/desk/imports/uploads': {
      status: 201,
      body: {
        uploadId: 'upload-0001',
        url: 'https://s3.test/uploads',
        fields: { key: 'k' },
        maxBytes: 1,
        allowedExtensions: [],
      },
    },
    'POST /api/private/desk/imports': { status: 201, body: { import: view({ status: 'reading' }) } },
    // Read at once: the sheet, until an apply makes the import's state the one the test sets.
    'GET /api/private/desk/imports/import-0001': () => ({ status: 200, body: { import: current, sheet } }),
  };
  current = view();
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const path = new URL(url).pathname;
    sent.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const found = answers[`${method} ${path}`];
    const answer = typeof found === 'function' ? found() : found;
    if (!answer) return new Response(JSON.stringify({ error: { code: 'route.not_found' } }), { status: 404 });
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  // The file goes straight to S3: the browser's own request, answered at once.
  vi.stubGlobal(
    'XMLHttpRequest',
    class {
      status = 204;
      upload: { onprogress?: (event: ProgressEvent) => void } = {};
      onload?: () => void;
      open() {}
      send() {
        setTimeout(() => this.onload?.(), 0);
      }
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function show(download = vi.fn()) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <IntlProvider locale="en" messages={en}>
        <DeskFiles download={download} />
      </IntlProvider>
    </SWRConfig>,
  );
  return download;
}

async function sendFile() {
  const input = screen.getByLabelText('Choose the answer file') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['x'], 'ups-answers.csv', { type: 'text/csv' })] } });
  await screen.findByText('ups-answers.csv: 2 rows read.');
}

describe('the desk’s files', () => {
  it('exports a carrier’s claims to file in its own layout and follows the link', async () => {
    // Prepare
    answers['POST /api/private/desk/exports'] = {
      status: 201,
      body: {
        exportId: 'export-1',
        fileName: 'ups-claims-to-file-2026-11-28.csv',
        layout: 'ups_adjustment',
        count: 2,
        capped: false,
        url: 'https://s3.test/export.csv',
        expiresInSeconds: 300,
      },
    };
    const download = show();
    await screen.findByRole('option', { name: 'Demo Merchant' });

    // Act
    fireEvent.change(screen.getAllByLabelText('Company')[0]!, { target: { value: 'co-1' } });
    expect(screen.getByRole('option', { name: 'UPS’s own layout (CSV)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download the file' }));

    // Assess
    await screen.findByText('2 claims written to ups-claims-to-file-2026-11-28.csv.');
    expect(download).toHaveBeenCalledWith('https://s3.test/export.csv');
    expect(sent.find((call) => call.path === '/api/private/desk/exports')?.body).toEqual({
      carrier: 'ups',
      companyId: 'co-1',
      layout: 'carrier',
      locale: 'en',
    });
  });

  it('matches the columns as the headers suggest, and checks the mapping before the preview', async () => {
    show();
    await sendFile();
    const decision = screen.getByLabelText('Column for Decision') as HTMLSelectElement;
    expect(decision.value).toBe('1');
    expect((screen.getByLabelText('Column for Carrier’s claim number') as HTMLSelectElement).value).toBe('0');

    fireEvent.change(decision, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByText('Choose the column that holds the carrier’s decision.')).toBeTruthy();
    expect(sent.some((call) => call.path.endsWith('/preview'))).toBe(false);
  });

  it('shows each row’s problem with its row and column, and offers no apply', async () => {
    answers['POST /api/private/desk/imports/import-0001/preview'] = {
      status: 200,
      body: {
        ...previewed({ valid: 1, errorCount: 2 }),
        errors: [
          { row: 3, field: 'amount', code: 'amount' },
          { row: 4, field: null, code: 'repeated', first: 2 },
        ],
        planned: [],
      },
    };
    show();
    await sendFile();

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const table = await screen.findByRole('group', { name: 'Problem' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3', 'C: Amount Paid', 'This is not an amount: write it as 1234,56.'],
      ['4', '', 'The same claim as row 2.'],
    ]);
    expect(sent.find((call) => call.path.endsWith('/preview'))?.body).toEqual({
      carrier: 'ups',
      mapping: { claim_number: 0, decision: 1, amount: 2 },
    });
    expect(screen.queryByRole('button', { name: /Apply/ })).toBeNull();
  });

  it('applies the preview after a confirmation and follows it to its end', async () => {
    answers['POST /api/private/desk/imports/import-0001/preview'] = {
      status: 200,
      body: previewed({ valid: 2 }),
    };
    answers['POST /api/private/desk/imports/import-0001/apply'] = {
      status: 202,
      body: { import: view({ status: 'applying', previewId: 'preview-1', valid: 2 }) },
    };
    show();
    await sendFile();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Credited: 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Apply 2 moves' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Apply the answer file?' });
    current = view({ status: 'done', previewId: 'preview-1', valid: 2, processed: 2, applied: 2 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Done: 2 claims moved.')).toBeTruthy();
    expect(screen.getByText('2 of 2 rows applied')).toBeTruthy();
    expect(sent.find((call) => call.path.endsWith('/apply'))?.body).toEqual({ previewId: 'preview-1' });
  });

  it('names the rows whose claims changed since the preview, nothing applied', async () => {
    answers['POST /api/private/desk/imports/import-0001/preview'] = {
      status: 200,
      body: previewed({ valid: 2 }),
    };
    answers['POST /api/private/desk/imports/import-0001/apply'] = {
      status: 409,
      body: {
        error: {
          code: 'desk.import_stale',
          message: 'changed',
          issues: [{ path: 'row.3', code: 'stale', message: '1Z2' }],
        },
      },
    };
    show();
    await sendFile();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Apply 2 moves' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Row 3: 1Z2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preview again' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/rows applied/)).toBeNull());
  });

  it('says why the file cannot be read', async () => {
    current = view({ status: 'unreadable', problem: 'desk.too_many_rows' });
    answers['GET /api/private/desk/imports/import-0001'] = () => ({
      status: 200,
      body: { import: current, sheet: null },
    });
    show();
    const input = screen.getByLabelText('Choose the answer file') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'big.csv', { type: 'text/csv' })] } });

    expect(await screen.findByText('An answer file holds at most 5,000 rows: split it in two.')).toBeTruthy();
    expect(screen.queryByText('Match the columns')).toBeNull();
  });
});
