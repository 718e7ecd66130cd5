/**
 * Providing what investigations wait for from a list of them (Data Needed, Support Documents): a
 * button per action a row waits for, that action's modal, and its outcome said once the list has
 * been read again.
 */
import type { ActionItem, ActionKind } from '@shared/claims/actions';
import type { MessageKey } from '@web/i18n/en';
import { type ReactNode, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ActionModal, ProvideButton } from './action-modal';

export interface Provide {
  /** Opens the modal of one action of one row. */
  start: (item: ActionItem, kind: ActionKind) => void;
  /** The open modal, if any: placed once on the page. */
  modal: ReactNode;
  /** What the last answer did, as a status line (null until one is given). */
  outcome: ReactNode;
}

/** The modal and outcome of the actions a list provides; `reload` reads the list again after an answer. */
export function useProvide(reload: () => void): Provide {
  const [open, setOpen] = useState<{ item: ActionItem; kind: ActionKind } | null>(null);
  const [done, setDone] = useState<MessageKey | null>(null);
  return {
    start: (item, kind) => {
      setDone(null);
      setOpen({ item, kind });
    },
    modal: open && (
      <ActionModal
        target={open.item}
        kind={open.kind}
        onClose={() => setOpen(null)}
        onDone={(_claim, message) => {
          setOpen(null);
          setDone(message);
          reload();
        }}
      />
    ),
    outcome: done && (
      <p className="form-success" role="status">
        <FormattedMessage id={done} />
      </p>
    ),
  };
}

/** One button per action a row waits for, each naming the action and the parcel. */
export function ProvideButtons({
  item,
  kinds,
  provide,
}: {
  item: ActionItem;
  kinds: readonly ActionKind[];
  provide: Provide;
}) {
  return (
    <ul className="action-badges">
      {kinds.map((kind) => (
        <li key={kind}>
          <ProvideButton
            kind={kind}
            tracking={item.tracking_number}
            onClick={() => provide.start(item, kind)}
          >
            <FormattedMessage id={`actions.kind.${kind}` as MessageKey} />
          </ProvideButton>
        </li>
      ))}
    </ul>
  );
}
