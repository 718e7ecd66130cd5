/**
 * Release notes (platform admins): each feature's note with its status and latest entry, and forms
 * to add, edit and delete them. Published entries are what the app's update pop-up and 'What's new'
 * panel show (GET /api/private/release-notes).
 */
import type { Reply } from '@shared/platform/replies';
import { deleteReleaseNote, RELEASE_NOTES_KEY, type ReleaseNoteView } from '@web/api/admin';
import { FormError } from '@web/components/form-error';
import { api, messageKeyOf } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { ManagedList } from './managed-list';
import { ReleaseNoteForm } from './release-note-form';

export function ReleaseNotesSection() {
  const intl = useIntl();
  const locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  const { data, error, mutate } = useSWR(RELEASE_NOTES_KEY, (path: string) =>
    api<Reply<'list-release-notes'>>(path),
  );
  const [editing, setEditing] = useState<ReleaseNoteView | 'new' | null>(null);
  const notes = data?.notes ?? [];
  return (
    <section className="panel admin-section" id="release-notes" aria-labelledby="release-notes-heading">
      <h2 id="release-notes-heading">
        <FormattedMessage id="admin.notes.heading" />
      </h2>
      <p className="field-hint">
        <FormattedMessage id="admin.notes.intro" />
      </p>
      {error && <FormError message={messageKeyOf(error)} />}
      {data && notes.length === 0 && (
        <p>
          <FormattedMessage id="admin.notes.none" />
        </p>
      )}
      <ManagedList
        items={notes}
        keyOf={(note) => note.slug}
        nameOf={(note) => note.feature[locale]}
        detail={(note) => (
          <>
            {note.entries[0]?.[locale].title} ·{' '}
            {note.entries[0] && <FormattedDate value={note.entries[0].at} dateStyle="medium" />} ·{' '}
            <FormattedMessage id="admin.notes.entries" values={{ count: note.entries.length }} />
          </>
        )}
        published={(note) => note.status === 'published'}
        labels={{
          edit: 'admin.notes.editLabel',
          delete: 'admin.notes.deleteLabel',
          deleteTitle: 'admin.notes.deleteTitle',
          deleteBody: 'admin.notes.deleteBody',
          new: 'admin.notes.new',
        }}
        onEdit={(note) => setEditing(note ?? 'new')}
        onDelete={async (note) => {
          await deleteReleaseNote(note.slug);
          await mutate();
        }}
      />
      {editing && (
        <ReleaseNoteForm
          note={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void mutate();
          }}
        />
      )}
    </section>
  );
}
