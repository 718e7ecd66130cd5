/**
 * The guides' French follows French typography (a non-breaking space before : ; ? ! and inside
 * « »), and no guide message holds a quote ICU would read as an escape or a literal brace.
 */
import { describe, expect, it } from 'vitest';
import { guides as guidesEn } from './en/guides';
import { guides as guidesFr } from './fr/guides';

describe('the guides’ messages', () => {
  it('put a non-breaking space before : ; ? ! and inside « » in French', () => {
    for (const [key, text] of Object.entries(guidesFr)) {
      expect(text, key).not.toMatch(/[^\u00a0\u202f][:;?!»](\s|$)/u);
      expect(text, key).not.toMatch(/«[^\u00a0\u202f]/u);
    }
  });

  it('use the typographic apostrophe and no brace but their placeholders', () => {
    for (const [key, text] of [...Object.entries(guidesEn), ...Object.entries(guidesFr)]) {
      expect(text, key).not.toMatch(/'/);
      expect(text.replace(/\{\w+\}/g, ''), key).not.toMatch(/[{}]/);
    }
  });
});
