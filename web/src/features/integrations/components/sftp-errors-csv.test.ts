/** A file's errors as a CSV: in the person's language, and opening safely in a spreadsheet. */
import { en } from '@web/i18n/en';
import { fr } from '@web/i18n/fr';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { fileErrorsCsv, fileErrorsName } from './sftp-errors-csv';

const problems = [
  { row: 4, column: 'Quantité', message: 'cell.required' },
  { row: 7, column: '=HYPERLINK("http://evil.example")', message: 'integration.sftp.tooManyLines' },
  { row: 9, column: 'Devise', message: 'not.a.known.key' },
];

describe('the errors of an SFTP file', () => {
  it('are written in English, each message from the catalog, with formula-like cells neutralised', () => {
    // Prepare
    const intl = createIntl({ locale: 'en', messages: en });

    // Act
    const csv = fileErrorsCsv(problems, intl);

    // Assess
    expect(csv.split('\r\n')).toEqual([
      '\ufeffRow,Column,Message',
      `4,Quantité,${en['cell.required']}`,
      `7,"'=HYPERLINK(""http://evil.example"")",${en['integration.sftp.tooManyLines']}`,
      // A key the catalog does not hold is said as the generic sentence, never as the key.
      `9,Devise,${en['form.invalid']}`,
      '',
    ]);
  });

  it('are written in French for a French reader', () => {
    // Prepare
    const intl = createIntl({ locale: 'fr', messages: fr });

    // Act
    const lines = fileErrorsCsv(problems.slice(0, 1), intl).split('\r\n');

    // Assess
    expect(lines[0]).toBe('\ufeffLigne,Colonne,Message');
    expect(lines[1]).toBe(`4,Quantité,${fr['cell.required']}`);
  });

  it('are named after the file they report on', () => {
    expect(fileErrorsName('orders-2026-10-03.csv')).toBe('orders-2026-10-03.csv-errors.csv');
  });
});
