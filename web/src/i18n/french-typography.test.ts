/**
 * French typography over every French catalog (web/src/i18n/fr/*.ts): a non-breaking space
 * (U+00A0, or the narrow U+202F) before the high marks ':', ';', '!', '?' and between a number and
 * its unit ('5\u00a0Mo', '80\u00a0%', '12\u00a0€'), and sizes in octets (Mo, Ko), never MB or KB.
 *
 * A mark counts when it ends a word: followed by a space, the end, or a closing quote, bracket or
 * brace. So addresses (https://, ?lang=), times (10:00) and ICU syntax are left alone.
 */
import { describe, expect, it } from 'vitest';

const modules = import.meta.glob<Record<string, unknown>>('./fr/*.ts', { eager: true });

/** Every message of every French catalog, by key. */
function messages(): [string, string][] {
  const found: [string, string][] = [];
  for (const [file, exported] of Object.entries(modules)) {
    for (const value of Object.values(exported)) {
      if (value && typeof value === 'object')
        for (const [key, text] of Object.entries(value))
          if (typeof text === 'string') found.push([`${file.replace('./fr/', '')} ${key}`, text]);
    }
  }
  return found;
}

const NO_BREAK = '\u00a0\u202f';

/** What is wrong with a French message's typography (empty when nothing). */
function typographyProblems(text: string): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(/[:;!?]/g)) {
    const at = match.index;
    const after = text[at + 1];
    const ends = after === undefined || /[\s»)\]}"'’.,…]/.test(after);
    if (!ends) continue;
    const before = text[at - 1];
    if (before === undefined || NO_BREAK.includes(before) || /[:;!?]/.test(before)) continue;
    problems.push(
      `${before === ' ' ? 'a plain space' : 'no space'} before '${match[0]}' in “${text.slice(Math.max(0, at - 20), at + 1)}”`,
    );
  }
  for (const match of text.matchAll(/(\d|\})( ?)(Mo|Ko|Go|o|%|€|MB|KB|GB)(?![\p{L}\d])/gu)) {
    const unit = match[3]!;
    if (/^[MKG]B$/.test(unit)) problems.push(`'${unit}' in French is '${unit[0]}o'`);
    else problems.push(`${match[2] ? 'a plain space' : 'no space'} before '${unit}' in “${match[0]}”`);
  }
  for (const match of text.matchAll(/\b\d+[\u00a0\u202f ]?(MB|KB|GB)\b/g))
    if (!problems.some((problem) => problem.includes(match[1]!))) problems.push(`'${match[1]}' in French`);
  return problems;
}

describe('French typography', () => {
  it('finds the faults it looks for, and leaves addresses, times and ICU alone', () => {
    expect(typographyProblems('Erreur : réessayez')).toHaveLength(1);
    expect(typographyProblems('Erreur: réessayez')).toHaveLength(1);
    expect(typographyProblems('Vraiment ?')).toHaveLength(1);
    expect(typographyProblems('Fichier de 5 Mo')).toHaveLength(1);
    expect(typographyProblems('80 %')).toHaveLength(1);
    expect(typographyProblems('5 MB au plus')).toHaveLength(1);
    expect(
      typographyProblems('Erreur\u00a0: réessayez\u202f! Vraiment\u00a0?! 5\u00a0Mo, 80\u00a0%'),
    ).toEqual([]);
    expect(
      typographyProblems(
        'Voir https://example.com/a?lang=fr à 10:00, {count, plural, one {# colis} other {# colis}} (HH:MM)',
      ),
    ).toEqual([]);
  });

  it('holds in the French words shared/ keeps beside the English (checks, evidence, tours)', () => {
    const sources = import.meta.glob<string>(['../../../shared/**/*.ts', '!../../../shared/**/*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const faults: string[] = [];
    let count = 0;
    for (const [file, source] of Object.entries(sources))
      for (const match of source.matchAll(/\bfr:\s*('(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)/g)) {
        count++;
        const text = match[1]!
          .slice(1, -1)
          .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
        for (const problem of typographyProblems(text))
          faults.push(`${file.replace('../../../', '')}: ${problem}`);
      }
    expect(count).toBeGreaterThan(50);
    expect(faults).toEqual([]);
  });

  it('holds in every French message', () => {
    const faults = messages().flatMap(([key, text]) =>
      typographyProblems(text).map((problem) => `${key}: ${problem}`),
    );
    expect(faults).toEqual([]);
  });
});
