/**
 * Google Identity Services: its script, its button, and the e-mail its ID token names. No React
 * here: the app's Google button and the site's sign-in island both show the button through it.
 */
import { loadScript } from './load-script';

interface GoogleIdentityServices {
  accounts: {
    id: {
      initialize(config: { client_id: string; callback: (response: { credential: string }) => void }): void;
      renderButton(element: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentityServices;
  }
}

const SCRIPT = 'https://accounts.google.com/gsi/client';

/** Loads Google's script (once) and answers its API, or null when it could not load. */
export async function loadGoogleIdentity(): Promise<GoogleIdentityServices | null> {
  try {
    await loadScript(SCRIPT);
  } catch {
    return null;
  }
  return window.google ?? null;
}

/** Google's own button in `element`; a click hands back an ID token, which the server verifies. */
export function showGoogleButton(
  gis: GoogleIdentityServices,
  element: HTMLElement,
  options: {
    clientId: string;
    text: 'signin_with' | 'signup_with';
    locale: string;
    onCredential: (credential: string) => void;
  },
): void {
  gis.accounts.id.initialize({
    client_id: options.clientId,
    callback: (response) => options.onCredential(response.credential),
  });
  gis.accounts.id.renderButton(element, {
    theme: 'outline',
    size: 'large',
    text: options.text,
    locale: options.locale,
    width: 320,
  });
}

/** The e-mail a Google ID token names (the server checks the token; this only reads it). */
export function emailOf(credential: string): string {
  try {
    const payload = credential.split('.')[1] ?? '';
    return String(JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))).email ?? '');
  } catch {
    return '';
  }
}
