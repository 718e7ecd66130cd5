/**
 * Sign in with Google, when this deployment has a Google client id (GET /api/public/config).
 * Google Identity Services renders its own button and hands back an ID token, which the server
 * verifies; nothing shows where Google sign-in is off (as it is locally).
 */
import { useLocale } from '@web/i18n/locale';
import { loadScript, publicConfig } from '@web/lib/public-config';
import { emailOf } from '@web/lib/token';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';

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

export { emailOf };

export function GoogleButton({
  text,
  onCredential,
}: {
  text: 'signin_with' | 'signup_with';
  onCredential: (credential: string) => void;
}) {
  const locale = useLocale();
  const holder = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  callback.current = onCredential;
  const [clientId, setClientId] = useState<string | null>(null);

  useEffect(() => {
    void publicConfig().then((config) => setClientId(config.googleClientId));
  }, []);

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadScript(SCRIPT)
      .then(() => {
        const element = holder.current;
        if (cancelled || !element || !window.google) return;
        window.google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => callback.current(response.credential),
        });
        window.google.accounts.id.renderButton(element, {
          theme: 'outline',
          size: 'large',
          text,
          locale,
          width: 320,
        });
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [clientId, text, locale]);

  if (!clientId) return null;
  return (
    <div className="google-sign-in">
      <p className="separator">
        <FormattedMessage id="login.or" />
      </p>
      <div ref={holder} />
    </div>
  );
}
