/**
 * The public site's only script: it finds the page's islands (`data-island`) and loads each one's
 * module. Pages are complete HTML without it; islands add what needs the browser (a calculator, a
 * list read from the API, a form sent without leaving the page). No React here: the budget for a
 * public page is 50 KB of JavaScript, gzipped (QUALITY.md).
 */
import './site.css';

type Island = { mount(root: HTMLElement): void };

const ISLANDS: Record<string, () => Promise<Island>> = {
  'pricing-calculator': () => import('./islands/pricing-calculator'),
  'case-studies': () => import('./islands/case-studies'),
  login: () => import('./islands/login'),
  'contact-form': () => import('./islands/contact-form'),
  'demo-booking': () => import('./islands/demo-booking'),
};

for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const load = ISLANDS[root.dataset.island ?? ''];
  if (load) void load().then((island) => island.mount(root));
}
