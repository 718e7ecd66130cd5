/**
 * The update pop-up (spec: slides in 500 ms after the page loads, out after 10 s, then marked
 * notified): the release-note entries this person was not shown yet, one at a time, in a polite
 * status region that never takes the focus. The 10 s pause while the pointer or the focus is on
 * it; its close button ends it at once; a message taller than 60 px is cut with 'show more'. Each
 * entry, once gone, is recorded on the server so it does not show again. Motion is left out when
 * the person prefers less of it.
 */
import { useLocale } from '@web/i18n/locale';
import { useSession } from '@web/lib/session';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { markNoteShown, type NoteEntry, useReleaseNotes } from './guidance-api';
import {
  notesToPopUp,
  type PausableTimer,
  POP_UP_DELAY_MS,
  POP_UP_MESSAGE_MAX_PX,
  POP_UP_SHOWN_MS,
  pausableTimer,
} from './guidance-logic';

/** How long the slide-out takes (none when motion is reduced). */
const SLIDE_MS = 300;
const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

type Phase = 'waiting' | 'shown' | 'leaving';

function NoteCard({
  entry,
  phase,
  onClose,
  timer,
}: {
  entry: NoteEntry;
  phase: Phase;
  onClose: () => void;
  timer: PausableTimer | null;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const messageId = useId();
  const message = useRef<HTMLParagraphElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);
  useLayoutEffect(() => {
    if (message.current) setTall(message.current.scrollHeight > POP_UP_MESSAGE_MAX_PX);
  }, []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only pauses the timer; nothing is activated.
    <div
      className={`release-pop-up${phase === 'leaving' ? ' is-leaving' : ''}`}
      onMouseEnter={() => timer?.pause('hover')}
      onMouseLeave={() => timer?.resume('hover')}
      onFocus={() => timer?.pause('focus')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) timer?.resume('focus');
      }}
    >
      <div className="release-pop-up-heading">
        <p className="release-pop-up-feature">
          <FormattedMessage id="guidance.notes.new" values={{ feature: entry.feature[locale] }} />
        </p>
        <button
          type="button"
          className="icon-button close-button"
          aria-label={intl.formatMessage({ id: 'guidance.notes.close' })}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="release-pop-up-title">{entry[locale].title}</p>
      <p
        id={messageId}
        ref={message}
        className={`release-pop-up-message${tall && !expanded ? ' is-cut' : ''}`}
      >
        {entry[locale].message}
      </p>
      {tall && (
        <button
          type="button"
          className="button small"
          aria-expanded={expanded}
          aria-controls={messageId}
          onClick={() => setExpanded(!expanded)}
        >
          <FormattedMessage id={expanded ? 'guidance.notes.less' : 'guidance.notes.more'} />
        </button>
      )}
    </div>
  );
}

export function ReleasePopUp() {
  const intl = useIntl();
  const session = useSession();
  const { data } = useReleaseNotes(Boolean(session));
  // The queue is drawn once, from the first answer: marking an entry does not redraw it.
  const [queue, setQueue] = useState<NoteEntry[] | null>(null);
  const [index, setIndex] = useState(0);
  const [phase, setPhase] = useState<Phase>('waiting');
  const [timer, setTimer] = useState<PausableTimer | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (data && queue === null) setQueue(notesToPopUp(data.entries, data.notified, new Date()));
  }, [data, queue]);

  const entry = queue?.[index];

  const leave = () => {
    if (!entry || leaving.current) return;
    leaving.current = true;
    timer?.cancel();
    setPhase('leaving');
    markNoteShown(entry.noticeId).catch(() => {});
    // Closed from the keyboard: the focus goes to the page's heading, not lost with the card.
    const hadFocus = document.querySelector('.release-pop-up')?.contains(document.activeElement);
    setTimeout(
      () => {
        if (hadFocus) document.getElementById('page-title')?.focus();
        leaving.current = false;
        setTimer(null);
        setPhase('waiting');
        setIndex((current) => current + 1);
      },
      reducedMotion() ? 0 : SLIDE_MS,
    );
  };
  const leaveRef = useRef(leave);
  leaveRef.current = leave;

  // Each entry slides in 500 ms after the page (or the previous entry) is done, and out after 10 s.
  useEffect(() => {
    if (!entry) return;
    let shownTimer: PausableTimer | null = null;
    const wait = setTimeout(() => {
      setPhase('shown');
      shownTimer = pausableTimer(POP_UP_SHOWN_MS, () => leaveRef.current());
      setTimer(shownTimer);
    }, POP_UP_DELAY_MS);
    return () => {
      clearTimeout(wait);
      shownTimer?.cancel();
    };
  }, [entry]);

  // Nothing on the page when there is nothing to show; the status region is there before the first
  // entry slides in (500 ms), so that screen readers announce it.
  if (!queue?.length || index >= queue.length) return null;
  return (
    <section className="release-pop-ups" aria-label={intl.formatMessage({ id: 'guidance.notes.label' })}>
      <div role="status" aria-live="polite">
        {entry && phase !== 'waiting' && (
          <NoteCard key={entry.noticeId} entry={entry} phase={phase} timer={timer} onClose={leave} />
        )}
      </div>
    </section>
  );
}
