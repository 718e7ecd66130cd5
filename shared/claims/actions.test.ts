import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { actionAnswerSchema, blocksFiling, normaliseReference, orderNumberOfFile } from './actions';

const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const issuesOf = (value: unknown) => {
  const result = safeParse(actionAnswerSchema, value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('order numbers', () => {
  it('key an order the way a file can be named', () => {
    expect(normaliseReference(' ord 7001 ')).toBe('ORD7001');
    expect(normaliseReference('FR/2026\\9:A')).toBe('FR-2026-9-A');
    expect(orderNumberOfFile('ord7001.pdf')).toBe('ORD7001');
    expect(orderNumberOfFile('fr-2026-9.PDF')).toBe(normaliseReference('FR/2026/9'));
    expect(orderNumberOfFile('ORD.7001.jpg')).toBe('ORD.7001');
    expect(orderNumberOfFile('no-extension')).toBe('NO-EXTENSION');
  });
});

describe('filing needs', () => {
  it('are the goods, the original invoice and the damage pictures', () => {
    expect(blocksFiling([])).toBe(false);
    expect(blocksFiling(['carrier_information', 'unknown', 'documents_missing'])).toBe(false);
    for (const kind of ['invoice_missing', 'original_invoice_missing', 'pictures_missing'] as const) {
      expect(blocksFiling([kind])).toBe(true);
    }
  });
});

describe('answers', () => {
  it('accept each kind with what it needs', () => {
    const line = {
      sales_date: yesterday,
      description: 'Shoes',
      nb_of_items: '2',
      unit_price: '10',
      amount_excl: '20',
      amount_incl: '24',
      tax_percentage: '20',
    };
    expect(issuesOf({ kind: 'invoice_missing', lines: [line] })).toEqual([]);
    expect(issuesOf({ kind: 'original_invoice_missing', documentIds: ['doc-12345678'] })).toEqual([]);
    expect(issuesOf({ kind: 'pictures_missing', documentIds: ['doc-12345678', 'doc-87654321'] })).toEqual([]);
    expect(issuesOf({ kind: 'documents_missing', documentIds: ['doc-12345678'], message: 'Proof' })).toEqual(
      [],
    );
    expect(issuesOf({ kind: 'carrier_information' })).toEqual([]);
    expect(issuesOf({ kind: 'unknown', message: 'It never arrived at all.' })).toEqual([]);
  });

  it('refuse what is missing or malformed, with the messages the modals show', () => {
    expect(issuesOf({ kind: 'invoice_missing', lines: [] })).toEqual(['lines: claims.linesRequired']);
    expect(issuesOf({ kind: 'original_invoice_missing', documentIds: [] })).toEqual([
      'documentIds: actions.documentRequired',
    ]);
    // One original invoice per claim.
    expect(
      issuesOf({ kind: 'original_invoice_missing', documentIds: ['doc-12345678', 'doc-87654321'] }),
    ).toEqual(['documentIds: form.tooLong']);
    expect(issuesOf({ kind: 'pictures_missing', documentIds: ['../etc/passwd'] })).toEqual([
      'documentIds.0: actions.documentRequired',
    ]);
    expect(issuesOf({ kind: 'unknown', message: '   short   ' })).toEqual([
      'message: actions.messageTooShort',
    ]);
    expect(issuesOf({ kind: 'unknown' })).toEqual(['message: actions.messageRequired']);
    expect(issuesOf({ kind: 'carrier_information', extra: true })).toHaveLength(1);
    expect(issuesOf({ kind: 'everything' })).toHaveLength(1);
  });
});
