/**
 * The case studies: the published ones in the page's language (GET /api/public/case-studies), as
 * a list, or one study at `/case-studies/<slug>` (the servers serve this page for it).
 */
import { type PublicCaseStudy, publicCaseStudySchema } from '@shared/admin/case-studies';
import { element, fill } from './dom';

export async function mount(root: HTMLElement) {
  const status = root.querySelector<HTMLElement>('[data-status]')!;
  const text = (name: string) => root.dataset[name] ?? '';
  let studies: PublicCaseStudy[];
  try {
    const response = await fetch(`/api/public/case-studies?locale=${root.dataset.locale ?? 'en'}`);
    if (!response.ok) throw new Error(String(response.status));
    const body = (await response.json()) as { studies: unknown[] };
    studies = body.studies.map((study) => publicCaseStudySchema.parse(study));
  } catch {
    status.textContent = text('failed');
    return;
  }
  const base = root.dataset.base ?? location.pathname;
  const slug = location.pathname.slice(base.length + 1).replace(/\/$/, '') || null;
  if (slug === null) showList(root, status, studies, text, base);
  else
    showStudy(
      root,
      status,
      studies.find((study) => study.slug === slug),
      text,
      base,
    );
}

function logo(study: PublicCaseStudy) {
  return study.logo
    ? element('img', { src: study.logo, alt: '', width: '96', height: '48', class: 'site-logo' })
    : '';
}

function showList(
  root: HTMLElement,
  status: HTMLElement,
  studies: PublicCaseStudy[],
  text: (name: string) => string,
  base: string,
) {
  if (!studies.length) {
    status.textContent = text('none');
    return;
  }
  status.remove();
  const list = element('ul', { class: 'site-cards' });
  for (const study of studies) {
    const link = element(
      'a',
      { href: `${base}/${encodeURIComponent(study.slug)}` },
      fill(text('read'), { customer: study.customer }),
    );
    list.append(
      element(
        'li',
        { class: 'site-card' },
        logo(study),
        element('h2', {}, study.title),
        element('p', {}, study.summary),
        figures(study),
        link,
      ),
    );
  }
  root.append(list);
}

function figures(study: PublicCaseStudy) {
  const list = element('dl', { class: 'site-figures' });
  for (const figure of study.figures)
    list.append(element('div', {}, element('dt', {}, figure.label), element('dd', {}, figure.value)));
  return list;
}

function showStudy(
  root: HTMLElement,
  status: HTMLElement,
  study: PublicCaseStudy | undefined,
  text: (name: string) => string,
  base: string,
) {
  const back = element('a', { href: base }, text('back'));
  if (!study) {
    status.textContent = text('notFound');
    root.append(element('p', {}, back));
    return;
  }
  status.remove();
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
  const article = element('article', { class: 'site-study' }, logo(study), figures(study));
  if (study.carriers.length) {
    const names = JSON.parse(root.dataset.carrierNames ?? '{}') as Record<string, string>;
    const colon = document.documentElement.lang === 'fr' ? '\u00a0: ' : ': ';
    const carriers = study.carriers.map((id) => names[id] ?? id).join(', ');
    article.append(element('p', {}, `${text('carriers')}${colon}${carriers}`));
  }
  for (const paragraph of study.body.split(/\n\s*\n/)) article.append(element('p', {}, paragraph.trim()));
  article.append(element('p', {}, back));
  root.append(article);
}
