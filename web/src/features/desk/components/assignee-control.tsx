/**
 * Who works a claim: "Take it", give it to another person of the desk (the scope's people), or give
 * it back to nobody. Each sends the claim's version as shown: when someone else changed the claim
 * meanwhile, the detail shows it as it now is and says so.
 */
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { assignDeskClaim, type DeskAnswer, DeskConflict, useDeskScope } from '../api/desk';
import type { Words } from './desk-format';
import type { MoveTarget } from './move-form';

export function AssigneeControl({
  target,
  onAnswer,
  onProblem,
}: {
  target: MoveTarget;
  /** The claim as the answer has it, and what to announce. */
  onAnswer: (answer: DeskAnswer, message: Words) => void;
  onProblem: (message: MessageKey) => void;
}) {
  const intl = useIntl();
  const session = useSession();
  const people = useDeskScope().data?.assignees ?? [];
  const id = useId();
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const assignee = target.desk.assignee;
  const others = people.filter((person) => person.userId !== assignee?.userId);

  async function assign(assigneeId: string | null, done: Words) {
    if (busy) return;
    setBusy(true);
    try {
      onAnswer(await assignDeskClaim(target.ref, { version: target.desk.version, assigneeId }), done);
      setTo('');
    } catch (failure) {
      if (failure instanceof DeskConflict) onAnswer(failure.answer, { id: 'desk.claim.conflictShown' });
      else onProblem(messageKeyOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="desk-assignee" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>
        <FormattedMessage id="desk.claim.assignee" />
      </h3>
      <p>
        {assignee ? (
          <FormattedMessage id="desk.claim.takenBy" values={{ name: assignee.name }} />
        ) : (
          <FormattedMessage id="desk.claim.nobody" />
        )}
      </p>
      <div className="button-row">
        {session && assignee?.userId !== session.sub && (
          <button
            type="button"
            className="button"
            onClick={() => assign(session.sub, { id: 'desk.claim.taken' })}
          >
            <FormattedMessage id="desk.claim.take" />
          </button>
        )}
        {assignee && (
          <button
            type="button"
            className="button"
            onClick={() => assign(null, { id: 'desk.claim.givenBack' })}
          >
            <FormattedMessage id="desk.claim.giveBack" />
          </button>
        )}
      </div>
      {others.length > 0 && (
        <form
          className="inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            const person = others.find((other) => other.userId === to);
            if (person) void assign(person.userId, { id: 'desk.claim.given', values: { name: person.name } });
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-to`}>
              <FormattedMessage id="desk.claim.giveTo" />
            </label>
            <select id={`${id}-to`} value={to} onChange={(event) => setTo(event.target.value)}>
              <option value="">{intl.formatMessage({ id: 'desk.choose' })}</option>
              {others.map((person) => (
                <option key={person.userId} value={person.userId}>
                  {person.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button">
            <FormattedMessage id="desk.claim.give" />
          </button>
        </form>
      )}
    </section>
  );
}
