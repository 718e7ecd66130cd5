/**
 * A document's row, shared by My Files and Investigations Support Documents: its name and kind
 * first, the page's own cells around the upload date, and its actions with Download first, named
 * after the file.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentRow } from './document-row';

afterEach(cleanup);

const messages = {
  'documents.kind.carrier_invoice': 'Carrier invoice',
  'files.download': 'Download',
  'files.downloadLabel': 'Download {name}',
};

describe('DocumentRow', () => {
  it('puts the name, kind, the page’s cells, the date and the actions in order', () => {
    // Prepare, Act
    render(
      <IntlProvider locale="en" messages={messages}>
        <table>
          <tbody>
            <DocumentRow
              document={{
                documentId: 'doc-1',
                fileName: 'ups-2026-11.pdf',
                kind: 'carrier_invoice',
                uploadedAt: '2026-11-20T09:30:00.000Z',
              }}
              onError={() => {}}
              beforeDate={<td>UPS</td>}
              afterDate={<td>12 kB</td>}
              actions={
                <button type="button" className="link-button">
                  Delete
                </button>
              }
            />
          </tbody>
        </table>
      </IntlProvider>,
    );

    // Assess
    const cells = screen.getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'ups-2026-11.pdf',
      'Carrier invoice',
      'UPS',
      expect.stringContaining('Nov 20, 2026'),
      '12 kB',
      'DownloadDelete',
    ]);
    const actions = within(cells[5]!).getAllByRole('button');
    expect(actions.map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
      'Download ups-2026-11.pdf',
      'Delete',
    ]);
  });
});
