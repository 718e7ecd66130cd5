/**
 * Sign in with Google, when this deployment has a Google client id (GET /api/public/config).
 * Google Identity Services renders its own button and hands back an ID token, which the server
 * verifies; nothing shows where Google sign-in is off (as it is locally).
 */
import { useLocale } from '@web/i18n/locale';
import { loadGoogleIdentity, showGoogleButton } from '@web/lib/google-identity';
import { publicConfig } from '@web/lib/public-config';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';

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
    void loadGoogleIdentity().then((gis) => {
      const element = holder.current;
      if (cancelled || !element || !gis) return;
      showGoogleButton(gis, element, {
        clientId,
        text,
        locale,
        onCredential: (credential) => callback.current(credential),
      });
    });
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
