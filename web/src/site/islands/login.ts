/**
 * Sign in without the app: the form checked with the server's schema (shared/identity), then
 * POST /api/public/login (or Google's button, when this deployment has a client id), the token
 * kept where the app reads it, and the app opened: Home, or onboarding for a company admin who
 * has not finished it. The page's language becomes the app's.
 */
import { loginSchema } from '@shared/identity/identity';
import { emailOf, loadGoogleIdentity, showGoogleButton } from '@web/lib/google-identity';
import { decodeToken, STORAGE_KEYS } from '@web/lib/token';

export function mount(form: HTMLElement) {
  if (!(form instanceof HTMLFormElement)) return;
  const messages = JSON.parse(form.dataset.messages ?? '{}') as Record<string, string>;
  const contactAfter = JSON.parse(form.dataset.contactAfter ?? '[]') as string[];
  const locale = form.dataset.locale === 'fr' ? 'fr' : 'en';
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const formError = form.querySelector<HTMLElement>('[data-form-error]')!;
  let busy = false;

  showNotice(messages);

  const fieldError = (name: string, code: string | null) => {
    const input = form.elements.namedItem(name) as HTMLInputElement;
    const error = document.getElementById(`${input.id}-error`)!;
    input.setAttribute('aria-invalid', String(code !== null));
    error.textContent = code ? (messages[code] ?? messages['form.invalid'] ?? '') : '';
    error.hidden = code === null;
  };

  const showFailure = (code: string | null) => {
    const shown = code && messages[code] ? code : 'failed';
    formError.hidden = code === null;
    form.querySelector('[data-form-message]')!.textContent = code === null ? '' : (messages[shown] ?? '');
    form.querySelector<HTMLElement>('[data-contact]')!.hidden = !contactAfter.includes(shown);
  };

  const setBusy = (value: boolean) => {
    busy = value;
    button.disabled = value;
    button.setAttribute('aria-busy', String(value));
    button.textContent = value ? (messages.loading ?? '') : (messages.submit ?? '');
  };

  const signedIn = (token: string) => {
    sessionStorage.removeItem(STORAGE_KEYS.notice);
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.locale, locale);
    const claims = decodeToken(token);
    location.assign(claims?.firstTime && claims.role === 'client_admin' ? '/onBoarding' : '/home');
  };

  const call = async (request: Promise<Response>) => {
    setBusy(true);
    try {
      const response = await request;
      const body = (await response.json().catch(() => null)) as {
        token?: string;
        error?: { code?: string };
      } | null;
      if (response.ok && body?.token) return signedIn(body.token);
      showFailure(body?.error?.code ?? 'failed');
    } catch {
      showFailure('network');
    }
    setBusy(false);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    const values = {
      email_address: (form.elements.namedItem('email_address') as HTMLInputElement).value,
      password: (form.elements.namedItem('password') as HTMLInputElement).value,
    };
    const parsed = loginSchema.safeParse(values);
    const issues = new Map<string, string>();
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0]);
      if (!issues.has(field)) issues.set(field, issue.message);
    }
    for (const name of ['email_address', 'password']) fieldError(name, issues.get(name) ?? null);
    showFailure(null);
    if (!parsed.success) {
      (form.elements.namedItem(issues.keys().next().value ?? 'email_address') as HTMLInputElement).focus();
      return;
    }
    void call(
      fetch('/api/public/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(parsed.data),
      }),
    );
  });
  // The page renders the button disabled until this handler is on it.
  button.disabled = false;

  void google(locale, (credential) => {
    const query = new URLSearchParams({ email: emailOf(credential), token: credential });
    void call(fetch(`/api/public/user/google/login?${query}`));
  });
}

/** The message the app handed over when it sent the person here (a session that ended, a new password). */
function showNotice(messages: Record<string, string>) {
  const holder = document.querySelector<HTMLElement>('[data-notice]');
  let key: string | null = null;
  try {
    // Kept until the person signs in, so it survives a switch of language.
    key = sessionStorage.getItem(STORAGE_KEYS.notice);
  } catch {
    return;
  }
  const message = key ? messages[key] : undefined;
  if (holder && message) {
    holder.textContent = message;
    holder.hidden = false;
  }
}

async function google(locale: string, onCredential: (credential: string) => void) {
  const config = (await fetch('/api/public/config')
    .then((response) => response.json())
    .catch(() => null)) as { googleClientId?: string | null } | null;
  const clientId = config?.googleClientId;
  const holder = document.querySelector<HTMLElement>('[data-google]');
  if (!clientId || !holder) return;
  holder.hidden = false;
  const gis = await loadGoogleIdentity();
  const target = holder.querySelector<HTMLElement>('[data-google-button]');
  if (gis && target) showGoogleButton(gis, target, { clientId, text: 'signin_with', locale, onCredential });
}
