/**
 * A refused field in words: its place as a person names it and its problem as a sentence, in
 * English and French; and the guard that every problem a cell rule or an order can give has both.
 */
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import type { CellError, CellWarning } from '../claims/cells';
import { ordersBatchSchema } from '../integrations/orders';
import { SHEET_PROBLEM_LABELS } from '../sheets/read-sheet';
import { describePlace, isMessageKeyShaped, issueInWords, issueSentence } from './issue-words';

/** Every code a cell check can produce: the type makes adding one to cells.ts fail here until listed. */
const CELL_CODES: Record<CellError | CellWarning, true> = {
  'cell.required': true,
  'cell.characters': true,
  'cell.amountCharacter': true,
  'cell.excelRounded': true,
  'cell.number': true,
  'cell.negative': true,
  'cell.zero': true,
  'cell.wholeNumber': true,
  'cell.decimals': true,
  'cell.taxRange': true,
  'cell.dateFormat': true,
  'cell.dateRange': true,
  'cell.currency': true,
  'cell.tooShort': true,
  'cell.tooLong': true,
  'cell.zeroAmount': true,
  'cell.largeAmount': true,
  'cell.largeTax': true,
};

describe('describePlace', () => {
  it.each([
    ['orders.0.lines.0.sales_date', 'en', 'Order 1, line 1, sales date'],
    ['orders.2.lines.1.amount_incl', 'en', 'Order 3, line 2, amount incl. tax'],
    ['orders.0.customer.email', 'en', 'Order 1, customer, E-mail'],
    ['orders.0.lines.0.sales_date', 'fr', 'Commande 1, ligne 1, date de vente'],
    ['orders.4.order_number', 'fr', 'Commande 5, numéro de commande'],
    ['lines.1.nb_of_items', 'en', 'Line 2, number of items'],
    ['tracking_number', 'en', 'Tracking number'],
    ['', 'en', ''],
  ] as const)('says %s in %s as "%s"', (path, locale, words) => {
    // Act
    const place = describePlace(path, locale);

    // Assess
    expect(place).toBe(words);
  });
});

describe('issueInWords', () => {
  it('keeps the key as the code and says the place and the problem in the message', () => {
    // Act
    const issue = issueInWords({
      path: 'orders.0.lines.0.sales_date',
      code: 'custom',
      message: 'cell.dateFormat',
    });

    // Assess
    expect(issue).toEqual({
      path: 'orders.0.lines.0.sales_date',
      code: 'cell.dateFormat',
      message: 'Order 1, line 1, sales date: write the date as YYYY-MM-DD',
    });
  });

  it('says it in French with its typography', () => {
    // Act
    const issue = issueInWords({ path: 'lines.0.unit_price', code: 'custom', message: 'cell.zero' }, 'fr');

    // Assess
    expect(issue.message).toBe('Ligne 1, prix unitaire\u00a0: ce champ doit être supérieur à zéro');
  });

  it('answers a key it has no sentence for with the fallback, never the key', () => {
    // Act
    const known = issueInWords({ path: 'port', code: 'custom', message: 'integration.sftp.badPort' });
    const told = issueInWords(
      { path: 'tracking_number', code: 'custom', message: 'claims.trackingExists' },
      'en',
      'This tracking number already has a registered claim',
    );

    // Assess
    expect(known).toEqual({
      path: 'port',
      code: 'integration.sftp.badPort',
      message: 'Port: this value is not valid',
    });
    expect(told.message).toBe('Tracking number: this tracking number already has a registered claim');
  });

  it('leaves a message that is already a sentence as it is', () => {
    // Prepare
    const issue = { path: 'orders', code: 'invalid_type', message: 'Invalid input: expected array' };

    // Act
    const said = issueInWords(issue);

    // Assess
    expect(said).toBe(issue);
  });
});

describe('guard: no key reaches a person', () => {
  it.each(Object.keys(CELL_CODES))('%s has a sentence in English and French', (code) => {
    for (const locale of ['en', 'fr'] as const) {
      const sentence = issueSentence(code, locale);
      expect(sentence, `${code} in ${locale}`).toBeTruthy();
      expect(isMessageKeyShaped(sentence ?? '')).toBe(false);
      expect(sentence).not.toContain('{');
    }
  });

  it('every problem a spreadsheet can have is a sentence in both languages (the desk says it when it refuses a file)', () => {
    for (const locale of ['en', 'fr'] as const)
      for (const [key, sentence] of Object.entries(SHEET_PROBLEM_LABELS[locale])) {
        expect(isMessageKeyShaped(key)).toBe(true);
        expect(isMessageKeyShaped(sentence), `${key} in ${locale}`).toBe(false);
      }
    expect(Object.keys(SHEET_PROBLEM_LABELS.fr)).toEqual(Object.keys(SHEET_PROBLEM_LABELS.en));
  });

  it('every problem of a refused batch of orders has a sentence of its own in both languages', () => {
    // Prepare: orders wrong in every way the order schema checks
    const line = {
      sales_date: '21/11/2026',
      description: '',
      nb_of_items: '1.5',
      unit_price: '-3',
      amount_excl: 'abc',
      amount_incl: '10',
      tax_percentage: '140',
      currency_code: 'EURO',
    };
    const batch = {
      orders: [
        { order_number: '', lines: [line] },
        { order_number: 'A-1', lines: [] },
        { order_number: 'A-2', lines: [{ ...line, amount_excl: '20', sales_date: '2026-02-30' }] },
        { order_number: 'A-3', lines: [line], customer: { name: '', email: 'nope' } },
      ],
    };

    // Act
    const parsed = safeParse(ordersBatchSchema, batch);

    // Assess
    expect(parsed.success).toBe(false);
    const keys = new Set(parsed.error?.issues.map((issue) => issue.message));
    expect(keys.size).toBeGreaterThan(5);
    for (const key of keys)
      for (const locale of ['en', 'fr'] as const)
        expect(issueSentence(key, locale), `${key} in ${locale}`).toBeTruthy();
  });
});
