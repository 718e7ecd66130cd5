/**
 * The PDF's two label sets stay twins: a key added in one locale only would print `undefined` in
 * the other, and a character outside WinAnsi would print as garbage with the standard fonts.
 */
import { describe, expect, it } from 'vitest';
import { fill, LABELS } from './labels';
import { isWinAnsi } from './winansi';

describe('the PDF labels', () => {
  it('have the same keys in English and French', () => {
    expect(Object.keys(LABELS.fr).sort()).toEqual(Object.keys(LABELS.en).sort());
  });

  it('name twelve months in each locale', () => {
    expect(LABELS.en.months).toHaveLength(12);
    expect(LABELS.fr.months).toHaveLength(12);
  });

  it('use the same placeholders in both locales', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
    for (const [key, english] of Object.entries(LABELS.en)) {
      const french = LABELS.fr[key as keyof typeof LABELS.fr];
      if (typeof english === 'string' && typeof french === 'string')
        expect(placeholders(french), key).toEqual(placeholders(english));
    }
  });

  it('are drawable by the standard fonts', () => {
    for (const labels of Object.values(LABELS))
      for (const value of Object.values(labels).flat())
        for (const char of value) expect(isWinAnsi(char), `${JSON.stringify(char)} in "${value}"`).toBe(true);
  });

  it('fill their placeholders and refuse a missing one', () => {
    expect(fill('Invoice {number}', { number: 'F-2026-000001' })).toBe('Invoice F-2026-000001');
    expect(() => fill('Invoice {number}', {})).toThrow(/number/);
  });
});
