/**
 * A carrier's tracking event in the reader's language where we know its code
 * (shared/carriers/tracking-events.ts), the carrier's own words kept beside it, smaller and marked
 * with their language. The carrier's words alone when the code is unknown or when the carrier
 * already writes in the reader's language.
 */
import { trackingEventMessage } from '@shared/carriers/tracking-events';
import { useIntl } from 'react-intl';

export function TrackingEvent({
  carrier,
  code,
  words,
}: {
  carrier?: string | null;
  code?: string | null;
  words: string;
}) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  const known = code ? trackingEventMessage(carrier, code, locale) : null;
  // The carrier's words alone when unknown, or already in the reader's language.
  if (!known || (known.originalLanguage === locale && words.trim())) return <>{words}</>;
  const same = words.trim().toLocaleLowerCase() === known.message.toLocaleLowerCase();
  return (
    <>
      {known.message}
      {words.trim() && !same && (
        <>
          {' '}
          <small className="field-hint carrier-words" lang={known.originalLanguage}>
            <q>{words}</q>
          </small>
        </>
      )}
    </>
  );
}
