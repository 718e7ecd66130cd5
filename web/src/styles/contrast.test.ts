/**
 * Text stays readable (WCAG 1.4.3: 4.5:1): the token pairs the app sets text in, and every rule
 * of the stylesheets that sets both a text colour and a background, computed from tokens.css.
 * The avatar in the top bar was 2.95:1 (white on --teal); it is 5.06:1 on --teal-strong.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The test runs from the repository's root (jsdom's import.meta.url is not a file URL).
const folder = join(process.cwd(), 'web/src/styles');
const read = (name: string) => readFileSync(join(folder, name), 'utf8');

const tokens = Object.fromEntries(
  [...read('tokens.css').matchAll(/--([\w-]+):\s*(#[0-9a-fA-F]{3,6})\b/g)].map((match) => [
    match[1]!,
    match[2]!,
  ]),
);

/** A colour as #rrggbb, from a hex value, white, or a token; null for anything else. */
function resolve(value: string): string | null {
  let text = value.trim().toLowerCase();
  const token = /^var\(--([\w-]+)\)$/.exec(text);
  if (token) text = tokens[token[1]!]?.toLowerCase() ?? '';
  if (text === 'white') text = '#fff';
  if (/^#[0-9a-f]{3}$/.test(text)) text = `#${[...text.slice(1)].map((digit) => digit + digit).join('')}`;
  return /^#[0-9a-f]{6}$/.test(text) ? text : null;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(text: string, background: string): number {
  const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
  return Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100;
}

/** Text colour on background, as the app uses them (token names or hex). */
const PAIRS: [string, string][] = [
  ['var(--ink)', 'var(--surface)'],
  ['var(--ink)', 'var(--canvas)'],
  ['var(--ink)', 'var(--warning-bg)'],
  ['var(--muted)', 'var(--surface)'],
  ['var(--muted)', 'var(--canvas)'],
  ['var(--navy)', 'var(--surface)'],
  ['var(--navy)', 'var(--canvas)'],
  ['var(--danger)', 'var(--surface)'],
  ['var(--danger)', 'var(--danger-bg)'],
  ['#fff', 'var(--navy)'],
  ['#fff', 'var(--navy-dark)'],
  ['#fff', 'var(--danger)'],
  // The avatar's initials.
  ['#fff', 'var(--teal-strong)'],
];

describe('contrast of text', () => {
  it('is at least 4.5:1 for every token pair the app sets text in', () => {
    const low = PAIRS.map(([text, background]) => {
      const ratio = contrast(resolve(text)!, resolve(background)!);
      return { pair: `${text} on ${background}`, ratio };
    }).filter(({ ratio }) => ratio < 4.5);
    expect(low).toEqual([]);
  });

  it('is at least 4.5:1 in every rule that sets both a colour and a background', () => {
    const low: string[] = [];
    let checked = 0;
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.css'))) {
      for (const [, selector, body] of read(file).matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
        const color = /(?:^|[;\s])color:\s*([^;]+);/.exec(body!)?.[1];
        const background = /background(?:-color)?:\s*([^;]+);/.exec(body!)?.[1];
        const text = color && resolve(color);
        const behind = background && resolve(background);
        if (!text || !behind) continue;
        checked++;
        const ratio = contrast(text, behind);
        if (ratio < 4.5) low.push(`${file} ${selector!.trim()}: ${ratio}`);
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(low).toEqual([]);
  });

  it('was 2.95:1 for white on --teal, the avatar before', () => {
    expect(contrast('#ffffff', resolve('var(--teal)')!)).toBe(2.95);
    expect(contrast('#ffffff', resolve('var(--teal-strong)')!)).toBe(5.06);
  });
});
