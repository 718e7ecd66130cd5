/**
 * Case studies in the table: one small partition (`CASESTUDIES` / `STUDY#<slug>`), read whole (a
 * handful of studies). The Admin Panel writes them; the public site reads the published ones.
 */
import type { CaseStudy, CaseStudyInput, PublicCaseStudy } from '@shared/admin/case-studies';
import { logoSource } from '@shared/admin/logo';
import { fromItem } from '../lib/table/item';
import { collections, keys } from '../lib/table/keys';
import { table } from '../lib/table/table';

export async function listCaseStudies(): Promise<CaseStudy[]> {
  const items = await table.queryAll(collections.caseStudies, { ConsistentRead: true });
  return items
    .map((item) => {
      // Studies saved before logos have none.
      const study = fromItem<CaseStudy>(item);
      return { ...study, logo: study.logo ?? null };
    })
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

export async function getCaseStudy(slug: string): Promise<CaseStudy | null> {
  const item = await table.get(keys.caseStudy(slug), { consistent: true });
  return item ? fromItem<CaseStudy>(item) : null;
}

/** Saves a study; it keeps the day it was first published. */
export async function putCaseStudy(
  slug: string,
  input: CaseStudyInput,
  by: string,
  now: Date,
): Promise<CaseStudy> {
  const before = await getCaseStudy(slug);
  const at = now.toISOString();
  const study: CaseStudy = {
    slug,
    ...input,
    updatedAt: at,
    updatedBy: by,
    publishedAt: input.status === 'published' ? (before?.publishedAt ?? at) : null,
  };
  await table.put({ ...keys.caseStudy(slug), entity: 'caseStudy', ...study });
  return study;
}

export async function deleteCaseStudy(slug: string): Promise<boolean> {
  const out = await table.delete(keys.caseStudy(slug), { ReturnValues: 'ALL_OLD' });
  return Boolean(out.Attributes);
}

/** A published study in one language, as the public site shows it. */
export function publicView(study: CaseStudy, locale: 'en' | 'fr'): PublicCaseStudy {
  const story = study[locale];
  return {
    slug: study.slug,
    customer: study.customer,
    carriers: study.carriers,
    figures: study.figures.map((figure) => ({ value: figure.value, label: figure[locale] })),
    title: story.title,
    summary: story.summary,
    body: story.body,
    logo: study.logo ? logoSource(study.logo) : null,
    publishedAt: study.publishedAt ?? study.updatedAt,
  };
}
