import { describe, expect, it } from 'vitest';
import { deskMoveSchema } from './desk';
import {
  type AnswerMapping,
  answerHeaderRow,
  answerMove,
  mappingProblems,
  readAmount,
  readAnswerDate,
  readAnswerRow,
  readCurrency,
  readDecision,
  suggestMapping,
} from './desk-files';

const TODAY = new Date('2026-11-28T10:00:00Z');

describe('the column mapping suggested from the headers', () => {
  it.each([
    [
      [
        'Our claim id',
        'Claim Number',
        'Tracking Number',
        'Status',
        'Amount Paid',
        'Currency',
        'Date',
        'Reason',
      ],
      {
        claim_id: 0,
        claim_number: 1,
        tracking_number: 2,
        decision: 3,
        amount: 4,
        currency: 5,
        date: 6,
        message: 7,
      },
    ],
    [
      [
        'N° de dossier',
        'N° de colis',
        'Statut',
        'Montant indemnisé',
        'Devise',
        'Date de paiement',
        'Motif de refus',
      ],
      { claim_number: 0, tracking_number: 1, decision: 2, amount: 3, currency: 4, date: 5, message: 6 },
    ],
    [['  TRACKING-NUMBER ', 'Décision', 'Remarks'], { tracking_number: 0, decision: 1, message: 2 }],
    [['Waybill', 'Outcome', 'Something else'], { tracking_number: 0, decision: 1 }],
  ])('%j suggests %j', (headers, expected) => {
    expect(suggestMapping(headers)).toEqual(expected);
  });

  it('maps each field from the first column naming it', () => {
    expect(suggestMapping(['Status', 'Statut', 'Tracking'])).toEqual({ decision: 0, tracking_number: 2 });
  });

  it('finds the header below title lines', () => {
    expect(
      answerHeaderRow([['UPS claims report'], ['November 2026'], ['Claim Number', 'Status', 'Amount']]),
    ).toBe(2);
    expect(answerHeaderRow([['a', 'b'], ['c']])).toBe(0);
  });

  it('says what a mapping lacks', () => {
    expect(mappingProblems({ amount: 1 }, 3)).toEqual(['decisionUnmapped', 'referenceUnmapped']);
    expect(mappingProblems({ decision: 0, tracking_number: 0 }, 3)).toEqual(['columnTwice']);
    expect(mappingProblems({ decision: 0, claim_number: 5 }, 3)).toEqual(['columnMissing']);
    expect(mappingProblems({ decision: 0, claim_id: 1 }, 3)).toEqual([]);
  });
});

describe('a carrier’s words for its decision', () => {
  it.each([
    ['Approved', 'accepted', 'en'],
    ['Claim accepted', 'accepted', 'en'],
    ['NOT APPROVED', 'denied', 'en'],
    ['Closed without payment', 'denied', 'en'],
    ['Denied - delivered', 'denied', 'en'],
    ['Paid', 'credited', 'en'],
    ['Credit issued', 'credited', 'en'],
    ['Pending documents', 'more_requested', 'en'],
    ['Pending', 'filed', 'en'],
    ['Registered', 'filed', 'en'],
    ['Refusée', 'denied', 'fr'],
    ['Dossier non recevable', 'denied', 'fr'],
    ['Remboursé', 'credited', 'fr'],
    ['Indemnisée', 'credited', 'fr'],
    ['Acceptée', 'accepted', 'fr'],
    ['Pièces complémentaires', 'more_requested', 'fr'],
    ['En cours', 'filed', 'fr'],
    ['more_requested', 'more_requested', 'en'],
  ])('%s reads %s (%s)', (text, decision, language) => {
    expect(readDecision(text)).toEqual({ decision, language });
  });

  it.each(['', 'Unpaid?', 'Maybe', '42'])('%j reads as none', (text) => {
    expect(readDecision(text)).toBeNull();
  });
});

describe('amounts, currencies and dates as carriers and spreadsheets write them', () => {
  it.each([
    ['12,50', 12.5],
    ['1 234,56', 1234.56],
    ['1\u00a0234,56 €', 1234.56],
    ['€12.50', 12.5],
    ['1,234.56', 1234.56],
    ['-12,50', 12.5],
    ['(12.50)', 12.5],
    ['EUR 7', 7],
  ])('%j is %d', (text, value) => {
    expect(readAmount(text)).toBe(value);
  });

  it.each(['12,5x', 'abc', '0', '-', '1.2.3,4,5'])('%j is no amount', (text) => {
    expect(readAmount(text)).toBeNull();
  });

  it('reads currencies by code or symbol', () => {
    expect(readCurrency('eur')).toBe('EUR');
    expect(readCurrency('€')).toBe('EUR');
    expect(readCurrency('£')).toBe('GBP');
    expect(readCurrency('EURO')).toBeNull();
  });

  it.each([
    ['2026-11-20', '2026-11-20'],
    ['2026-11-20T08:30:00Z', '2026-11-20'],
    ['20/11/2026', '2026-11-20'],
    ['5.1.2026', '2026-01-05'],
    ['20261120', '2026-11-20'],
    ['46346', '2026-11-20'],
  ])('%j is %s', (text, day) => {
    expect(readAnswerDate(text)).toBe(day);
  });

  it.each(['31/02/2026', '2026-13-01', 'yesterday', '12'])('%j is no date', (text) => {
    expect(readAnswerDate(text)).toBeNull();
  });
});

const MAPPING: AnswerMapping = {
  claim_number: 0,
  tracking_number: 1,
  decision: 2,
  amount: 3,
  currency: 4,
  date: 5,
  message: 6,
};
const read = (cells: string[], mapping = MAPPING) => readAnswerRow(cells, mapping, 7, TODAY);

describe('a row of an answer file', () => {
  it('reads what the carrier said', () => {
    const { value, errors } = read([
      'UPS-1',
      '1z999aa1 0123456784',
      'Paid',
      '1 234,56',
      'eur',
      '20/11/2026',
      '',
    ]);
    expect(errors).toEqual([]);
    expect(value).toMatchObject({
      row: 7,
      claimNumber: 'UPS-1',
      trackingNumber: '1Z999AA10123456784',
      decision: 'credited',
      amount: 1234.56,
      currency: 'EUR',
      date: '2026-11-20',
      message: null,
    });
  });

  it('reads our claim id as <company>/<claim>, and leaves any other reference to the other columns', () => {
    const mapping = { claim_id: 0, decision: 1 };
    expect(readAnswerRow(['co-1/claim-9', 'Denied'], mapping, 2, TODAY).value?.claimRef).toEqual({
      companyId: 'co-1',
      claimId: 'claim-9',
    });
    expect(readAnswerRow(['ORDER 12', 'Denied'], mapping, 2, TODAY).errors).toEqual([
      { row: 2, field: 'claim_id', code: 'noReference' },
    ]);
  });

  it.each([
    [['', '', 'Paid', '10', '', '', ''], [{ field: 'claim_number', code: 'noReference' }]],
    [['C1', '', '', '', '', '', ''], [{ field: 'decision', code: 'decisionMissing' }]],
    [['C1', '', 'Who knows', '', '', '', ''], [{ field: 'decision', code: 'decisionUnknown' }]],
    [['C1', '', 'Paid', '12,5x', '', '', ''], [{ field: 'amount', code: 'amount' }]],
    [['C1', '', 'Approved', '', '', '', ''], [{ field: 'amount', code: 'amountMissing' }]],
    [['C1', '', 'Paid', '10', 'EURO', '', ''], [{ field: 'currency', code: 'currency' }]],
    [['C1', '', 'Paid', '10', '', '31/02/2026', ''], [{ field: 'date', code: 'date' }]],
    [['C1', '', 'Paid', '10', '', '2026-12-25', ''], [{ field: 'date', code: 'date' }]],
    [['', 'T1', 'Registered', '', '', '', ''], [{ field: 'claim_number', code: 'claimNumberMissing' }]],
    [['C1', '', 'Denied', '', '', '', 'x'.repeat(4001)], [{ field: 'message', code: 'messageTooLong' }]],
  ])('%j is refused: %j', (cells, expected) => {
    const { value, errors } = read(cells);
    expect(value).toBeNull();
    expect(errors).toEqual(expected.map((error) => ({ row: 7, ...error })));
  });

  it('names every problem of a row at once', () => {
    expect(read(['', '', 'Paid', 'abc', 'XX', 'soon', '']).errors.map((error) => error.code)).toEqual([
      'noReference',
      'amount',
      'currency',
      'date',
    ]);
  });
});

describe('the move a row makes', () => {
  const claim = { version: 4, currency: 'EUR' };
  const move = (cells: string[]) =>
    answerMove(read(cells).value!, claim, 'import-1-7', 'ups-answers.xlsx', TODAY);

  it.each([
    [
      ['UPS 42', 'T1', 'Registered', '', '', '', ''],
      { move: 'filed', claimNumber: 'UPS 42', channel: 'bulk_file', filedOn: '2026-11-28' },
    ],
    [
      ['C1', '', 'Approved', '10,00', '', '', 'ok'],
      { move: 'accepted', amount: 10, currency: 'EUR', note: 'ok' },
    ],
    [
      ['C1', '', 'Denied', '', '', '', 'Signed for at delivery'],
      { move: 'denied', reason: 'delivered_signed', text: 'Signed for at delivery' },
    ],
    [['C1', '', 'Refusée', '', '', '', ''], { move: 'denied', reason: 'other', text: 'Refusée' }],
    [
      ['C1', '', 'Paid', '12.5', 'EUR', '2026-11-20', ''],
      {
        move: 'credited',
        amount: 12.5,
        creditedOn: '2026-11-20',
        proof: 'statement_line',
        reference: 'ups-answers.xlsx, row 7 (C1)',
      },
    ],
    [
      ['C1', '', 'Pièces complémentaires', '', '', '', 'Photos du carton'],
      { move: 'more_requested', carrierText: 'Photos du carton', language: 'fr' },
    ],
  ])('%j makes %j, a move the desk takes', (cells, expected) => {
    const made = move(cells);
    expect(made).toMatchObject({ ...expected, version: 4, moveId: 'import-1-7' });
    expect(deskMoveSchema.safeParse(made).success).toBe(true);
  });
});
