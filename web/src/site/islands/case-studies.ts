/**
 * The case studies when the page arrives without them (the dev server renders pages from source):
 * the published ones in the page's language (GET /api/public/case-studies), as the server would
 * have filled them (shared/site/case-studies.ts), the list or one study at `/case-studies/<slug>`.
 * A page the server filled (`data-filled`) is left as it is.
 */
import { publicCaseStudySchema } from '@shared/admin/case-studies';
import { caseStudiesContent, caseStudyTexts } from '@shared/site/case-studies';

export async function mount(root: HTMLElement) {
  if (root.hasAttribute('data-filled')) return;
  const texts = caseStudyTexts(
    Object.fromEntries([...root.attributes].map((item) => [item.name, item.value])),
  );
  const status = root.querySelector<HTMLElement>('[data-status]')!;
  let studies: ReturnType<typeof publicCaseStudySchema.parse>[];
  try {
    const response = await fetch(`/api/public/case-studies?locale=${texts.french ? 'fr' : 'en'}`);
    if (!response.ok) throw new Error(String(response.status));
    const body = (await response.json()) as { studies: unknown[] };
    studies = body.studies.map((study) => publicCaseStudySchema.parse(study));
  } catch {
    status.textContent = root.dataset.failed ?? '';
    return;
  }
  const slug = location.pathname.slice(texts.base.length + 1).replace(/\/$/, '') || null;
  const content = caseStudiesContent(studies, texts, slug);
  // The builder escapes every value it places (shared/platform/html.ts).
  root.innerHTML = content.html;
  const study = content.study;
  if (!study) return;
  // The page's heading becomes the study's: its title, and its summary as the lead.
  const heading = document.querySelector<HTMLElement>('[data-title]');
  if (heading) heading.textContent = study.title;
  const lead = heading?.parentElement?.querySelector<HTMLElement>('.site-lead');
  if (lead) lead.textContent = study.summary;
  document.title = `${study.title} · Parcel Audit`;
  // The study's own address is its canonical one, in each language, and the language switch's.
  const links = document.querySelectorAll<HTMLLinkElement | HTMLAnchorElement>(
    'link[rel="canonical"], link[rel="alternate"], a[hreflang]',
  );
  for (const link of links) {
    const address = new URL(link.href);
    address.pathname = `${address.pathname.replace(/\/$/, '')}/${study.slug}`;
    link.href = address.href;
  }
}
