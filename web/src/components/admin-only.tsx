/**
 * Actions only the company's admin may take: the admin gets the buttons; anyone else gets the
 * values as plain information and one note that says 'No Admin Access' (the spec's words) and what
 * only the admin may do here, instead of buttons that look as if they worked and do nothing. The
 * server's rules stay the real guard.
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
}

export function useAdminOnly(access: Access = 'client_admin'): AdminOnly {
  const allowed = useMayAct(access);
  const noteId = useId();
  return { allowed, noteId };
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
