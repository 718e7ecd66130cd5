/**
 * Release notes (platform admins): each feature's note with its status and latest entry, and forms
 * to add, edit and delete them. Published entries are what the app's update pop-up and 'What's new'
 * panel show (GET /api/private/release-notes).
 */
import type { Reply } from '@shared/platform/replies';
import { deleteReleaseNote, RELEASE_NOTES_KEY, type ReleaseNoteView } from '@web/api/admin';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormError } from '@web/components/form-error';
import { api, messageKeyOf } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { ReleaseNoteForm } from './release-note-form';

export function ReleaseNotesSection() {
  const intl = useIntl();
  const locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  const { data, error, mutate } = useSWR(RELEASE_NOTES_KEY, (path: string) =>
    api<Reply<'list-release-notes'>>(path),
  );
  const [editing, setEditing] = useState<ReleaseNoteView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ReleaseNoteView | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
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
      {failure !== null && <FormError message={messageKeyOf(failure)} />}
      {data && notes.length === 0 && (
        <p>
          <FormattedMessage id="admin.notes.none" />
        </p>
      )}
      {notes.length > 0 && (
        <ul className="sendout-list">
          {notes.map((note) => {
            const latest = note.entries[0]!;
            return (
              <li key={note.slug}>
                <strong>{note.feature[locale]}</strong>
                <span className="cell-detail">
                  {latest[locale].title} · <FormattedDate value={latest.at} dateStyle="medium" /> ·{' '}
                  <FormattedMessage id="admin.notes.entries" values={{ count: note.entries.length }} />
                </span>
                <span className={`badge ${note.status === 'published' ? 'ok' : 'neutral'}`}>
                  <FormattedMessage
                    id={note.status === 'published' ? 'admin.studies.published' : 'admin.studies.draft'}
                  />
                </span>
                <div className="row-actions">
                  <button
                    type="button"
                    className="button small"
                    aria-label={intl.formatMessage(
                      { id: 'admin.notes.editLabel' },
                      { name: note.feature[locale] },
                    )}
                    onClick={() => setEditing(note)}
                  >
                    <FormattedMessage id="admin.studies.edit" />
                  </button>
                  <button
                    type="button"
                    className="button small danger"
                    aria-label={intl.formatMessage(
                      { id: 'admin.notes.deleteLabel' },
                      { name: note.feature[locale] },
                    )}
                    onClick={() => setDeleting(note)}
                  >
                    <FormattedMessage id="admin.studies.delete" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className="button primary" onClick={() => setEditing('new')}>
        <FormattedMessage id="admin.notes.new" />
      </button>
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
      {deleting && (
        <ConfirmDialog
          danger
          title={
            <FormattedMessage id="admin.notes.deleteTitle" values={{ name: deleting.feature[locale] }} />
          }
          body={<FormattedMessage id="admin.notes.deleteBody" />}
          confirm={<FormattedMessage id="admin.studies.delete" />}
          cancel={<FormattedMessage id="admin.status.cancel" />}
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            try {
              await deleteReleaseNote(deleting.slug);
              await mutate();
            } catch (failed) {
              setFailure(failed);
            }
            setDeleting(null);
          }}
        />
      )}
    </section>
  );
}
