/**
 * Case studies (issue 22, shown by the public site of issue 23): a customer's story with its
 * carriers, a few figures and its logo, in English and French, a draft until published. Managed in
 * the Admin Panel; the public site reads only the published ones, in one language.
 */
import * as z from 'zod/mini';
import { CARRIER_IDS } from '../carriers/carriers';
import { LOGO_TYPES, logoSchema } from './logo';

export const CASE_STUDY_STATUSES = ['draft', 'published'] as const;

const text = (max: number) =>
  z
    .string({ error: 'form.required' })
    .check(z.trim(), z.minLength(1, { error: 'form.required' }), z.maxLength(max, { error: 'form.tooLong' }));

const story = z.strictObject({
  title: text(120),
  /** One or two sentences for the list of studies. */
  summary: text(300),
  /** The story, in paragraphs separated by a blank line. */
  body: text(8_000),
});

/** A figure of the study: its value as shown ('8.4 %', '€12,400') and what it measures, in both languages. */
const figure = z.strictObject({
  value: text(24),
  en: text(80),
  fr: text(80),
});

export const caseStudyInputSchema = z.strictObject({
  status: z.enum(CASE_STUDY_STATUSES, { error: 'form.required' }),
  customer: text(120),
  /** Carrier ids (shared/carriers), at most 10. */
  carriers: z
    .array(z.enum(CARRIER_IDS, { error: 'form.invalid' }))
    .check(z.maxLength(10, { error: 'form.tooLong' })),
  figures: z.array(figure).check(z.maxLength(4, { error: 'admin.caseStudy.tooManyFigures' })),
  en: story,
  fr: story,
  /** The customer's logo (null: none). */
  logo: z._default(z.nullable(logoSchema), null),
});
export type CaseStudyInput = z.infer<typeof caseStudyInputSchema>;

/** The study's address on the public site: lower case letters, digits and hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a text is a slug (a case study's or a release note's): the pattern, at most 80 characters. */
export const isSlug = (value: string) => value.length <= 80 && SLUG_PATTERN.test(value);

export const caseStudySchema = z.strictObject({
  slug: z.string(),
  status: z.enum(CASE_STUDY_STATUSES),
  customer: z.string(),
  carriers: z.array(z.string()),
  figures: z.array(z.strictObject({ value: z.string(), en: z.string(), fr: z.string() })),
  en: z.strictObject({ title: z.string(), summary: z.string(), body: z.string() }),
  fr: z.strictObject({ title: z.string(), summary: z.string(), body: z.string() }),
  logo: z.nullable(z.strictObject({ contentType: z.enum(LOGO_TYPES), data: z.string() })),
  updatedAt: z.string(),
  updatedBy: z.string(),
  publishedAt: z.nullable(z.string()),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

/** What the public site gets of a published study, in one language. */
export const publicCaseStudySchema = z.strictObject({
  slug: z.string(),
  customer: z.string(),
  carriers: z.array(z.string()),
  figures: z.array(z.strictObject({ value: z.string(), label: z.string() })),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  /** The logo as an image source (a data: URL), or null. */
  logo: z.nullable(z.string()),
  publishedAt: z.string(),
});
export type PublicCaseStudy = z.infer<typeof publicCaseStudySchema>;
