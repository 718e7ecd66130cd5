/**
 * Asks before leaving a page with unsaved changes: in-app navigation shows a confirmation dialog,
 * closing or reloading the tab uses the browser's own prompt.
 */
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from './confirm-dialog';

export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title={<FormattedMessage id="unsaved.title" />}
      body={<FormattedMessage id="unsaved.body" />}
      cancel={<FormattedMessage id="unsaved.stay" />}
      confirm={<FormattedMessage id="unsaved.leave" />}
      onCancel={() => blocker.reset()}
      onConfirm={() => blocker.proceed()}
    />
  );
}
