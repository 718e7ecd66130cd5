/**
 * Asks before leaving a page with unsaved changes: in-app navigation shows a confirmation dialog,
 * closing or reloading the tab uses the browser's own prompt.
 */
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useBlocker } from 'react-router-dom';

export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  const stayButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  useEffect(() => {
    if (blocker.state === 'blocked') stayButton.current?.focus();
  }, [blocker.state]);

  if (blocker.state !== 'blocked') return null;
  return (
    <div className="modal-backdrop">
      <div
        className="modal"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="unsaved-title"
        aria-describedby="unsaved-body"
        onKeyDown={(event) => {
          if (event.key === 'Escape') blocker.reset();
        }}
      >
        <h2 id="unsaved-title">
          <FormattedMessage id="unsaved.title" />
        </h2>
        <p id="unsaved-body">
          <FormattedMessage id="unsaved.body" />
        </p>
        <div className="modal-actions">
          <button ref={stayButton} type="button" className="button primary" onClick={() => blocker.reset()}>
            <FormattedMessage id="unsaved.stay" />
          </button>
          <button type="button" className="button" onClick={() => blocker.proceed()}>
            <FormattedMessage id="unsaved.leave" />
          </button>
        </div>
      </div>
    </div>
  );
}
