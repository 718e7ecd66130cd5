/**
 * Demo booking in the browser (shared/site/demo.ts), on two pages:
 * - `data-mode="book"` (/demo): the free slots of the next four weeks, grouped by day in the page's
 *   language and the browser's time zone, as radio buttons; the booker's form, checked as the
 *   server checks it and sent once however often the button is pressed; the confirmation in place.
 *   A slot someone else took meanwhile is explained and the slots are read again.
 * - `data-mode="manage"` (/demo/booking?b=&t=): the booking of the e-mail's link, with buttons to
 *   cancel it or move it to another free slot.
 * No React here: the DOM, and messages the page rendered in its language (`data-messages`).
 */
import {
  type DemoBookingView,
  demoBookingFromForm,
  demoBookingSchema,
  demoBookingViewSchema,
  type PublicDemoSlot,
  publicDemoSlotSchema,
} from '@shared/site/demo';
import { element, fill } from './dom';

interface Issue {
  path: string;
  message: string;
}

const BOOK_FIELDS = ['slotId', 'name', 'email', 'company', 'parcelsPerMonth'] as const;
const ID = /^[A-Za-z0-9_-]{22}$/;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

async function send(method: string, path: string, body?: unknown) {
  const response = await fetch(path, {
    method,
    headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await response.json().catch(() => null)) as {
    booking?: unknown;
    slots?: unknown[];
    error?: { code?: string; issues?: Issue[] };
  } | null;
  return { ok: response.ok, json };
}

export function mount(root: HTMLElement) {
  const app = root.querySelector<HTMLElement>('[data-app]');
  const form = root.querySelector<HTMLFormElement>('[data-form]');
  const summary = root.querySelector<HTMLElement>('[data-summary]');
  if (!app || !form || !summary) return;
  const part = <T extends HTMLElement = HTMLElement>(name: string) =>
    root.querySelector<T>(`[data-${name}]`) as T;
  const messages = JSON.parse(root.dataset.messages ?? '{}') as Record<string, string>;
  const text = (key: string, values: Record<string, string> = {}) =>
    fill(messages[key] ?? messages['error.server.internal'] ?? key, values);
  const lang = document.documentElement.lang || 'en';
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const day = new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long' });
  const time = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' });
  const when = (slot: PublicDemoSlot) =>
    `${day.format(new Date(slot.start))}, ${time.format(new Date(slot.start))}`;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const status = part('status');
  const sendingNote = part('sending');
  const slotsBox = part('slots');
  let slots: PublicDemoSlot[] = [];

  root.querySelector('[data-needs-js]')?.remove();
  app.hidden = false;
  part('zone').textContent = text('site.demo.timeZone', { zone });

  const showSummary = (items: (Node | string)[]) => {
    summary.querySelector('ul')?.replaceChildren(...items.map((item) => element('li', {}, item)));
    summary.hidden = false;
    summary.focus();
  };

  /** Marks each field with its first problem (or none), and lists them in the summary. */
  const showIssues = (issues: Issue[], fields: readonly string[]) => {
    const first = new Map<string, string>();
    for (const issue of issues) {
      const field = issue.path.split('.')[0] ?? '';
      if (!first.has(field)) first.set(field, text(issue.message));
    }
    const items: (Node | string)[] = [];
    for (const name of fields) {
      const error = root.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
      const input =
        name === 'slotId'
          ? root.querySelector<HTMLInputElement>('input[name="slotId"]')
          : root.querySelector<HTMLInputElement>(`#demo-${name}`);
      if (!error) continue;
      const problem = first.get(name);
      error.textContent = problem ?? '';
      error.hidden = !problem;
      if (input && name !== 'slotId') {
        if (problem) input.setAttribute('aria-invalid', 'true');
        else input.removeAttribute('aria-invalid');
        if (problem) input.setAttribute('aria-describedby', error.id);
        else input.removeAttribute('aria-describedby');
      }
      if (!problem) continue;
      const label =
        name === 'slotId'
          ? (root.querySelector('[data-form] h2')?.textContent ?? name)
          : (root.querySelector(`label[for="demo-${name}"]`)?.textContent ?? name);
      const link = element('a', { href: `#${input?.id ?? error.id}` }, `${label}: ${problem}`);
      link.addEventListener('click', (event) => {
        event.preventDefault();
        input?.focus();
      });
      items.push(link);
    }
    if ([...first.keys()].some((field) => !fields.includes(field))) items.push(text('error.request.invalid'));
    if (items.length) showSummary(items);
    else summary.hidden = true;
  };

  /** The slots as radio buttons, one group per day; `except` leaves the booking's own out. */
  const showSlots = (except?: string) => {
    const offered = slots.filter((slot) => slot.slotId !== except);
    const groups = new Map<string, PublicDemoSlot[]>();
    for (const slot of offered) {
      const label = day.format(new Date(slot.start));
      groups.set(label, [...(groups.get(label) ?? []), slot]);
    }
    slotsBox.replaceChildren(
      ...[...groups].map(([label, daySlots]) =>
        element(
          'fieldset',
          { class: 'site-demo-day' },
          element('legend', {}, label),
          ...daySlots.map((slot) => {
            const id = `demo-slot-${slot.slotId}`;
            const radio = element('input', { type: 'radio', name: 'slotId', value: slot.slotId, id });
            radio.addEventListener('change', () => {
              const chosen = root.querySelector('[data-chosen]');
              if (chosen) chosen.textContent = text('site.demo.chosen', { when: when(slot) });
            });
            const label = text('site.demo.slotLabel', {
              time: time.format(new Date(slot.start)),
              minutes: String(slot.durationMinutes),
            });
            return element('label', { class: 'site-demo-slot', for: id }, radio, label);
          }),
        ),
      ),
    );
    status.textContent = offered.length ? '' : text(except ? 'site.demoBooking.noOther' : 'site.demo.none');
    return offered.length;
  };

  const loadSlots = async (except?: string) => {
    status.textContent = text('site.demo.loading');
    try {
      const { ok, json } = await send('GET', '/api/public/demo/slots');
      if (!ok || !Array.isArray(json?.slots)) throw new Error('no slots');
      slots = json.slots.map((slot) => publicDemoSlotSchema.parse(slot));
    } catch {
      slots = [];
      slotsBox.replaceChildren();
      status.textContent = text('site.demo.failed');
      return 0;
    }
    return showSlots(except);
  };

  /** Runs one request at a time: a second click while one is out does nothing. */
  let busy = false;
  const once = async (note: string, work: () => Promise<void>) => {
    if (busy) return;
    busy = true;
    button.disabled = true;
    sendingNote.textContent = text(note);
    try {
      await work();
    } catch {
      showSummary([text('site.demo.offline')]);
    } finally {
      busy = false;
      button.disabled = false;
      sendingNote.textContent = '';
    }
  };

  /** A refusal explained; a slot taken meanwhile reads the slots again. */
  const refused = async (
    error: { code?: string; issues?: Issue[] } | undefined,
    fields: readonly string[],
    except?: string,
  ) => {
    const code = error?.code ?? 'server.internal';
    if (code === 'request.invalid' && error?.issues?.length) return showIssues(error.issues, fields);
    showSummary([text(messages[`error.${code}`] ? `error.${code}` : 'error.server.internal')]);
    if (code === 'demo.slot_taken' || code === 'demo.slot_unavailable') await loadSlots(except);
  };

  const chosenSlot = () => new FormData(form).get('slotId');

  const book = () => {
    void loadSlots();
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const fields: Record<string, string> = {};
      for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
      const parsed = demoBookingSchema.safeParse({ ...demoBookingFromForm(fields), timeZone: zone });
      const issues = parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      if (!chosenSlot()) {
        issues.splice(0, issues.length, ...issues.filter((issue) => issue.path !== 'slotId'));
        issues.unshift({ path: 'slotId', message: 'site.demo.chooseFirst' });
      }
      if (issues.length || !parsed.success) return showIssues(issues, BOOK_FIELDS);
      showIssues([], BOOK_FIELDS);
      void once('site.demo.sending', async () => {
        const { ok, json } = await send('POST', '/api/public/demo/bookings', parsed.data);
        if (!ok) return refused(json?.error, BOOK_FIELDS);
        const booking = demoBookingViewSchema.parse(json?.booking);
        form.hidden = true;
        summary.hidden = true;
        part('done-text').textContent = text('site.demo.bookedBody', {
          when: when(booking.slot),
          email: booking.email,
        });
        part('done').hidden = false;
        part('done').focus();
      });
    });
  };

  const manage = () => {
    const query = new URLSearchParams(location.search);
    const id = query.get('b') ?? '';
    const token = query.get('t') ?? '';
    const done = part('done');
    const actions = part('actions');
    const moveButton = part<HTMLButtonElement>('move');
    const cancelButton = part<HTMLButtonElement>('cancel');
    const invalid = () => {
      status.textContent = '';
      part('invalid').hidden = false;
    };
    let booking: DemoBookingView;

    const show = (next: DemoBookingView) => {
      booking = next;
      part('details').hidden = false;
      part('when').textContent = when(next.slot);
      part('who').textContent = `${next.name}, ${next.company}`;
      part('state').textContent = text(
        next.status === 'booked' ? 'site.demoBooking.booked' : 'site.demoBooking.cancelledStatus',
      );
      actions.hidden = !next.changeable;
      part('past').hidden = next.changeable || next.status === 'cancelled';
      if (!next.changeable) form.hidden = true;
    };

    if (!ID.test(id) || !TOKEN.test(token)) return invalid();
    status.textContent = text('site.demoBooking.loading');
    void send('GET', `/api/public/demo/bookings/${id}?t=${encodeURIComponent(token)}`)
      .then(({ ok, json }) => {
        if (!ok) return invalid();
        status.textContent = '';
        show(demoBookingViewSchema.parse(json?.booking));
      })
      .catch(() => {
        status.textContent = text('site.demo.offline');
      });

    cancelButton.addEventListener('click', () => {
      if (busy) return;
      cancelButton.disabled = true;
      void once('site.demoBooking.cancelling', async () => {
        const { ok, json } = await send('POST', `/api/public/demo/bookings/${id}/cancel`, { t: token });
        if (!ok) return refused(json?.error, ['slotId']);
        show(demoBookingViewSchema.parse(json?.booking));
        summary.hidden = true;
        done.textContent = text('site.demoBooking.cancelled');
        done.hidden = false;
        done.focus();
      }).finally(() => {
        cancelButton.disabled = false;
      });
    });

    moveButton.addEventListener('click', () => {
      const open = form.hidden;
      form.hidden = !open;
      moveButton.setAttribute('aria-expanded', String(open));
      if (open) void loadSlots(booking.slot.slotId);
    });

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const slotId = chosenSlot();
      if (typeof slotId !== 'string' || !slotId)
        return showIssues([{ path: 'slotId', message: 'site.demo.chooseFirst' }], ['slotId']);
      showIssues([], ['slotId']);
      void once('site.demoBooking.moving', async () => {
        const { ok, json } = await send('POST', `/api/public/demo/bookings/${id}/move`, { t: token, slotId });
        if (!ok) return refused(json?.error, ['slotId'], booking.slot.slotId);
        const moved = demoBookingViewSchema.parse(json?.booking);
        show(moved);
        form.hidden = true;
        moveButton.setAttribute('aria-expanded', 'false');
        done.textContent = text('site.demoBooking.moved', { when: when(moved.slot) });
        done.hidden = false;
        done.focus();
      });
    });
  };

  if (root.dataset.mode === 'manage') manage();
  else book();
}
