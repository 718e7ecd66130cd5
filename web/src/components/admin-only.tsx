/**
 * Actions only the company's admin may take, shown to everyone before the click: for the admin
 * they act; for anyone else they are shown disabled (aria-disabled, so the keyboard and the
 * screen reader still reach them) and described by a note that says 'No Admin Access' and why,
 * instead of failing with a banner after the click. The server's rules stay the real guard.
 */
import type { Access } from '@shared/identity/access';
import type { MessageKey } from '@web/i18n/en';
import { useMayAct } from '@web/lib/session';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

export interface AdminOnly {
  /** Whether the person may take the actions. */
  allowed: boolean;
  /** The id of the note that explains why not (render AdminOnlyNote with it when not allowed). */
  noteId: string;
  /** A button's props: its action for the admin; disabled and described by the note for others. */
  action: (onClick: () => void) => {
    onClick: () => void;
    'aria-disabled'?: true;
    'aria-describedby'?: string;
  };
}

export function useAdminOnly(access: Access = 'client_admin'): AdminOnly {
  const allowed = useMayAct(access);
  const noteId = useId();
  return {
    allowed,
    noteId,
    action: (onClick) =>
      allowed ? { onClick } : { onClick: () => {}, 'aria-disabled': true, 'aria-describedby': noteId },
  };
}

/** 'No Admin Access' with what only the admin may do here; shown only to those who may not. */
export function AdminOnlyNote({ admin, reason }: { admin: AdminOnly; reason: MessageKey }) {
  if (admin.allowed) return null;
  return (
    <p className="admin-only-note" id={admin.noteId}>
      <FormattedMessage
        id="adminOnly.note"
        values={{
          title: <FormattedMessage id="error.auth.not_admin" />,
          reason: <FormattedMessage id={reason} />,
          strong: (chunks) => <strong>{chunks}</strong>,
        }}
      />
    </p>
  );
}
