/**
 * The case studies' routes:
 * - GET /api/private/admin/case-studies: every study, drafts included (platform admins);
 * - PUT /api/private/admin/case-studies/{slug}: saves one, as a draft or published (platform admins);
 * - DELETE /api/private/admin/case-studies/{slug}: removes one (platform admins);
 * - GET /api/public/case-studies?locale=: the published ones in one language, newest first (anyone:
 *   the public site's case studies page).
 * Every change is in the audit log.
 */
import { caseStudyInputSchema, isSlug } from '@shared/admin/case-studies';
import * as z from 'zod/mini';
import { endpoint, publicEndpoint } from '../http/endpoint';
import { Invalid, NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { recordAdminAction } from './admin-log';
import { deleteCaseStudy, listCaseStudies, publicView, putCaseStudy } from './case-studies';

/** The path's slug (a case study's, a release note's), or a 400 naming the field. */
export function slugOf(value: string | undefined): string {
  const slug = value ?? '';
  if (!isSlug(slug))
    throw Invalid('A slug is lower case letters, digits and hyphens', [
      { path: 'slug', code: 'invalid_format', message: 'form.invalid' },
    ]);
  return slug;
}

export const list = endpoint(z.strictObject({}), async () => ok({ studies: await listCaseStudies() }));

export const save = endpoint(caseStudyInputSchema, async ({ input, actor, request }) => {
  const slug = slugOf(request.params.slug);
  const study = await putCaseStudy(slug, input, actor.email, clock.now());
  await recordAdminAction(actor, request, 'case_study_saved', null, { slug, status: input.status });
  return ok({ study });
});

export const remove = endpoint(z.strictObject({}), async ({ actor, request }) => {
  const slug = slugOf(request.params.slug);
  if (!(await deleteCaseStudy(slug))) throw NotFound('No such case study');
  await recordAdminAction(actor, request, 'case_study_deleted', null, { slug });
  return ok({ deleted: true });
});

/** The published studies in one language, newest first: what the public site shows. */
export async function publishedStudies(locale: 'en' | 'fr') {
  return (await listCaseStudies())
    .filter((study) => study.status === 'published')
    .map((study) => publicView(study, locale))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

export const published = publicEndpoint(
  z.strictObject({ locale: z._default(z.enum(['en', 'fr']), 'en') }),
  async ({ input }) => ok({ studies: await publishedStudies(input.locale) }),
);
