/**
 * The contact form (shared/site/contact.ts), with JavaScript: the fields are checked as the server
 * checks them, each problem shown beside its field and listed in a summary that takes the focus;
 * the message is sent once as JSON (the button is off while it goes) and the outcome is shown in
 * place. Without this island the form posts itself and the server answers with a page.
 */
import { CONTACT_MIN_MS, contactFromForm, contactPageError, contactSchema } from '@shared/site/contact';
import { element } from './dom';

/** The fields a person fills in, in the order of the form (and of the summary). */
const FIELDS = ['name', 'email', 'company', 'subject', 'message'] as const;

interface Issue {
  path: string;
  message: string;
}

export function mount(root: HTMLElement) {
  const form = root.querySelector('form');
  const summary = root.querySelector<HTMLElement>('[data-summary]');
  const sent = root.querySelector<HTMLElement>('[data-sent]');
  const status = root.querySelector<HTMLElement>('[data-status]');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !summary || !sent || !status || !button) return;
  const messages = JSON.parse(root.dataset.messages ?? '{}') as Record<string, string>;
  const text = (key: string) => messages[key] ?? messages['form.invalid'] ?? key;
  const control = (name: string) =>
    form.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`#contact-${name}`);

  // The island reports problems itself; the page's own time replaces the build's.
  form.noValidate = true;
  const startedAt = Date.now();
  const stamp = form.querySelector<HTMLInputElement>('input[name="startedAt"]');
  if (stamp) stamp.value = String(startedAt);
  let sending = false;

  const values = () => {
    const fields: Record<string, string> = {};
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
    return fields;
  };

  const showSummary = (items: (Node | string)[]) => {
    summary.querySelector('ul')?.replaceChildren(...items.map((item) => element('li', {}, item)));
    summary.hidden = false;
    summary.focus();
  };

  /** Marks each field with its first problem (or none), and lists them in the summary. */
  const showIssues = (issues: Issue[]) => {
    const firstByField = new Map<string, string>();
    for (const issue of issues) {
      const field = issue.path.split('.')[0] ?? '';
      if (!firstByField.has(field)) firstByField.set(field, text(issue.message));
    }
    const items: (Node | string)[] = [];
    for (const name of FIELDS) {
      const input = control(name);
      const error = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
      if (!input || !error) continue;
      const problem = firstByField.get(name);
      const hint = form.querySelector(`#contact-${name}-hint`) ? `contact-${name}-hint` : '';
      const describedBy = [hint, problem ? error.id : ''].filter(Boolean).join(' ');
      if (describedBy) input.setAttribute('aria-describedby', describedBy);
      else input.removeAttribute('aria-describedby');
      error.textContent = problem ?? '';
      error.hidden = !problem;
      if (!problem) {
        input.removeAttribute('aria-invalid');
        continue;
      }
      input.setAttribute('aria-invalid', 'true');
      const label = form.querySelector(`label[for="contact-${name}"]`)?.textContent ?? name;
      const link = element('a', { href: `#${input.id}` }, `${label}: ${problem}`);
      link.addEventListener('click', (event) => {
        event.preventDefault();
        input.focus();
      });
      items.push(link);
    }
    // A problem with what the page itself sends (its language, its time): the form as a whole.
    if ([...firstByField.keys()].some((field) => !(FIELDS as readonly string[]).includes(field)))
      items.push(text('error.request.invalid'));
    if (items.length) showSummary(items);
    else summary.hidden = true;
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending) return;
    // A refusal explained after a post without JavaScript (?error=) is old news now.
    for (const refusal of document.querySelectorAll<HTMLElement>('.site-contact-refusal'))
      refusal.hidden = true;
    const parsed = contactSchema.safeParse(contactFromForm(values()));
    if (!parsed.success) {
      showIssues(
        parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      );
      return;
    }
    showIssues([]);
    sending = true;
    button.disabled = true;
    status.textContent = text('site.contact.sending');
    let done = false;
    try {
      // A person is never taken for a robot: the server drops what comes within 3 s of the page.
      const wait = CONTACT_MIN_MS + 200 - (Date.now() - startedAt);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(parsed.data),
      });
      if (response.ok) {
        done = true;
        form.hidden = true;
        summary.hidden = true;
        sent.hidden = false;
        sent.focus();
        return;
      }
      const body = (await response.json().catch(() => null)) as {
        error?: { code?: string; issues?: Issue[] };
      } | null;
      const code = body?.error?.code ?? '';
      if (code === 'request.invalid' && body?.error?.issues?.length) showIssues(body.error.issues);
      else showSummary([text(`error.${contactPageError(code)}`)]);
    } catch {
      showSummary([text('site.contact.offline')]);
    } finally {
      if (!done) {
        sending = false;
        button.disabled = false;
      }
      status.textContent = '';
    }
  });
}
