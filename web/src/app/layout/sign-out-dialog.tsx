/**
 * Sign Out asks the spec's customer-satisfaction question first (1 to 5, an optional comment);
 * answering is optional. Signing out forgets the token and everything cached for the person.
 */
import { SATISFACTION_SCORES } from '@shared/users/settings';
import { DialogFrame } from '@web/components/dialog-frame';
import type { MessageKey } from '@web/i18n/en';
import { api } from '@web/lib/api-client';
import { signOut } from '@web/lib/session';
import { type RefObject, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { mutate } from 'swr';

export async function endSessionAndForget(): Promise<void> {
  // The server ends the session first, so a copy of the token left anywhere stops acting; signing
  // out here must not wait on the network for long, nor fail with it.
  await api('/api/private/user/sign-out', { body: {}, signal: AbortSignal.timeout(5000) }).catch(() => {});
  signOut();
  // The spec's logout clears the person's names, members and the rest: drop every cached answer.
  await mutate(() => true, undefined, { revalidate: false });
}

export function SignOutDialog({
  onCancel,
  returnFocus,
}: {
  onCancel: () => void;
  /** Where the focus goes back on cancel when what opened the dialog is gone (a closed menu). */
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const intl = useIntl();
  const id = useId();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const first = useRef<HTMLInputElement>(null);

  async function send() {
    if (score !== null) {
      // An answer that does not arrive must not keep anyone signed in.
      await api('/api/private/user/satisfaction', { body: { score, comment: comment || undefined } }).catch(
        () => {},
      );
    }
    await endSessionAndForget();
  }

  return (
    <DialogFrame labelledBy={`${id}-title`} onClose={onCancel} initialFocus={first} returnFocus={returnFocus}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="signOut.title" />
      </h2>
      <fieldset className="satisfaction">
        <legend>
          <FormattedMessage id="signOut.question" />
        </legend>
        {SATISFACTION_SCORES.map((value, index) => (
          <label key={value}>
            <input
              ref={index === 0 ? first : undefined}
              type="radio"
              name={`${id}-score`}
              value={value}
              checked={score === value}
              onChange={() => setScore(value)}
            />
            <span className="score">{value}</span>{' '}
            <FormattedMessage id={`signOut.score.${value}` as MessageKey} />
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-comment`}>
          <FormattedMessage id="signOut.comment" />
        </label>
        <textarea
          id={`${id}-comment`}
          rows={3}
          maxLength={1000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      <div className="modal-actions">
        <button type="button" className="button" onClick={() => void endSessionAndForget()}>
          {intl.formatMessage({ id: 'signOut.skip' })}
        </button>
        <button
          type="button"
          className="button primary"
          disabled={score === null}
          onClick={() => void send()}
        >
          {intl.formatMessage({ id: 'signOut.send' })}
        </button>
      </div>
    </DialogFrame>
  );
}
