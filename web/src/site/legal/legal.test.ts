/**
 * The legal texts: each document says the same thing in English and in French (same sections, in
 * the same order, each with text), carries the version in force, and the French follows French
 * typography.
 */
import { LEGAL_VERSIONS, type LegalDocument } from '@shared/legal/documents';
import { describe, expect, it } from 'vitest';
import { dataAgreementEn } from './data-agreement.en';
import { dataAgreementFr } from './data-agreement.fr';
import { termsEn } from './terms.en';
import { termsFr } from './terms.fr';

const DOCUMENTS = [
  { name: 'terms', en: termsEn, fr: termsFr, version: LEGAL_VERSIONS.terms },
  { name: 'dataAgreement', en: dataAgreementEn, fr: dataAgreementFr, version: LEGAL_VERSIONS.dataAgreement },
];

const ids = (document: LegalDocument) => document.sections.map((section) => section.id);
const words = (document: LegalDocument) =>
  document.sections.flatMap((section) => section.paragraphs.join(' ').split(/\s+/)).length;
const texts = (document: LegalDocument) => [
  document.title,
  ...document.sections.flatMap((section) => [section.heading, ...section.paragraphs]),
];

describe.each(DOCUMENTS)('the $name', ({ en, fr, version }) => {
  it('has the same sections in English and French, each with a heading and text', () => {
    expect(ids(fr)).toEqual(ids(en));
    expect(new Set(ids(en)).size).toBe(ids(en).length);
    for (const section of [...en.sections, ...fr.sections]) {
      expect(section.id).toMatch(/^[a-z][a-z-]*$/);
      expect(section.heading.trim()).not.toBe('');
      expect(section.paragraphs.length, section.id).toBeGreaterThan(0);
      expect(
        section.paragraphs.every((paragraph) => paragraph.trim().length > 40),
        section.id,
      ).toBe(true);
    }
  });

  it('carries the version in force in both languages', () => {
    for (const document of [en, fr]) {
      expect(document.version).toBe(version);
      expect(document.effectiveDate).toBe(version);
    }
  });

  it('is a full text, not a placeholder', () => {
    expect(words(en)).toBeGreaterThan(800);
    expect(words(fr)).toBeGreaterThan(800);
  });

  it('writes French with a non-breaking space before : ; ? ! and inside « »', () => {
    for (const text of texts(fr)) {
      expect(text, text).not.toMatch(/ [:;?!»]/);
      expect(text, text).not.toMatch(/« /);
      expect(text, text).not.toMatch(/[^\s\u00a0\u202f][:;?!»]\s/u);
      expect(text, text).not.toMatch(/"/);
    }
  });
});
