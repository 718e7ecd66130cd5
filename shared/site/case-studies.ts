/**
 * The case studies page's content, as HTML, from the published studies: the list, or one study at
 * `/case-studies/<slug>`. The server fills the prerendered page with it (functions/admin, so the
 * studies are read without JavaScript and by search engines); the page's island uses the same
 * builder when a page arrives unfilled (the dev server). Its words are the page's own: the
 * island's `data-*` attributes, rendered in the page's language at build.
 */
import type { PublicCaseStudy } from '../admin/case-studies';
import { attributesOf, escapeHtml, tag } from '../platform/html';

/** What the page says around the studies, read from the island's attributes. */
export interface CaseStudyTexts {
  base: string;
  read: string;
  back: string;
  carriers: string;
  none: string;
  notFound: string;
  carrierNames: Record<string, string>;
  french: boolean;
}

/** The texts from the island's attributes (`data-read`...), as the page's build wrote them. */
export function caseStudyTexts(attributes: Record<string, string>): CaseStudyTexts {
  const text = (name: string) => attributes[`data-${name}`] ?? '';
  let carrierNames: Record<string, string> = {};
  try {
    carrierNames = JSON.parse(text('carrier-names') || '{}') as Record<string, string>;
  } catch {
    // The carriers' ids are shown as they are.
  }
  return {
    base: text('base'),
    read: text('read'),
    back: text('back'),
    carriers: text('carriers'),
    none: text('none'),
    notFound: text('not-found'),
    carrierNames,
    french: text('locale') === 'fr',
  };
}

export interface CaseStudiesContent {
  /** The HTML that takes the place of the loading message. */
  html: string;
  /** The study shown at its own address; null on the list, or when the slug names none. */
  study: PublicCaseStudy | null;
  /** False when a slug names no published study (a 404). */
  found: boolean;
}

const logo = (study: PublicCaseStudy) =>
  study.logo ? tag('img', { src: study.logo, alt: '', width: '96', height: '48', class: 'site-logo' }) : '';

const figures = (study: PublicCaseStudy) =>
  tag(
    'dl',
    { class: 'site-figures' },
    ...study.figures.map((figure) =>
      tag('div', {}, tag('dt', {}, escapeHtml(figure.label)), tag('dd', {}, escapeHtml(figure.value))),
    ),
  );

const studyAddress = (texts: CaseStudyTexts, study: PublicCaseStudy) =>
  `${texts.base}/${encodeURIComponent(study.slug)}`;

/** The list of studies, or one study, or why there is none. */
export function caseStudiesContent(
  studies: readonly PublicCaseStudy[],
  texts: CaseStudyTexts,
  slug: string | null,
): CaseStudiesContent {
  const back = tag('p', {}, tag('a', { href: texts.base }, escapeHtml(texts.back)));
  if (slug === null) {
    if (!studies.length)
      return { html: tag('p', { 'data-status': '' }, escapeHtml(texts.none)), study: null, found: true };
    const cards = studies.map((study) =>
      tag(
        'li',
        { class: 'site-card' },
        logo(study),
        tag('h2', {}, escapeHtml(study.title)),
        tag('p', {}, escapeHtml(study.summary)),
        figures(study),
        tag(
          'a',
          { href: studyAddress(texts, study) },
          escapeHtml(texts.read.replace('{customer}', study.customer)),
        ),
      ),
    );
    return { html: tag('ul', { class: 'site-cards' }, ...cards), study: null, found: true };
  }
  const study = studies.find((candidate) => candidate.slug === slug) ?? null;
  if (!study)
    return {
      html: tag('p', { 'data-status': '' }, escapeHtml(texts.notFound)) + back,
      study: null,
      found: false,
    };
  const parts = [logo(study), figures(study)];
  if (study.carriers.length) {
    const colon = texts.french ? '\u00a0: ' : ': ';
    const names = study.carriers.map((id) => texts.carrierNames[id] ?? id).join(', ');
    parts.push(tag('p', {}, escapeHtml(`${texts.carriers}${colon}${names}`)));
  }
  for (const paragraph of study.body.split(/\n\s*\n/)) parts.push(tag('p', {}, escapeHtml(paragraph.trim())));
  parts.push(back);
  return { html: tag('article', { class: 'site-study' }, ...parts), study, found: true };
}

const ISLAND = /<section\b[^>]*\bdata-island="case-studies"[^>]*>/;

/**
 * The prerendered case studies page (web/site-build.ts), filled: the studies in place of the
 * loading message, and for one study its title, description and address in the head, heading
 * and language switch. 404 when the slug names no published study.
 */
export function fillCaseStudiesPage(
  shell: string,
  studies: readonly PublicCaseStudy[],
  slug: string | null,
): { status: 200 | 404; html: string } {
  const island = ISLAND.exec(shell);
  const end = island ? shell.indexOf('</section>', island.index + island[0].length) : -1;
  if (!island || end < 0) throw new Error('the page has no case studies island');
  const texts = caseStudyTexts(attributesOf(island[0]));
  const content = caseStudiesContent(studies, texts, slug);
  let html = `${shell.slice(0, island.index)}${island[0].replace(/>$/, ' data-filled="">')}${content.html}${shell.slice(end)}`;
  const study = content.study;
  if (study) {
    const title = escapeHtml(`${study.title} · Parcel Audit`);
    const summary = escapeHtml(study.summary);
    const base = texts.base.replace(/^\/fr(?=\/)/, '');
    const page = new RegExp(`="(https?://[^"/]+)((?:/fr)?${base})"`, 'g');
    const languageSwitch = new RegExp(`href="((?:/fr)?${base})\\?lang=(en|fr)"`, 'g');
    html = html
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      .replace(/(<meta property="og:title" content=")[^"]*"/, `$1${title}"`)
      .replace(/(<meta (?:name="description"|property="og:description") content=")[^"]*"/g, `$1${summary}"`)
      .replace(page, `="$1$2/${study.slug}"`)
      .replace(languageSwitch, `href="$1/${study.slug}?lang=$2"`)
      .replace(/(<h1 data-title="true">)[^<]*(<\/h1>)/, `$1${escapeHtml(study.title)}$2`)
      .replace(/(<p class="site-lead">)[^<]*(<\/p>)/, `$1${summary}$2`);
  }
  return { status: content.found ? 200 : 404, html };
}
