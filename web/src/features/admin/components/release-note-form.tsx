/**
 * A feature's release notes (platform admins): its address (new ones only), draft or published, its
 * name and its entries, each with when it shipped and its title and message in English and French.
 * Checked with the shared schema here and again by the server; entries keep their ids.
 */

import { isSlug } from '@shared/admin/case-studies';
import { type ReleaseNoteInput, releaseNoteInputSchema } from '@shared/admin/release-notes';
import { type ReleaseNoteView, saveReleaseNote } from '@web/api/admin';
import { ErrorSummary } from '@web/components/error-summary';
import { TextAreaField, TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { Modal } from '@web/components/modal';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SaveOrCancel, SlugField, StatusField } from './managed-list';

type Words = { title: string; message: string };
/** An entry as the form holds it: its time as the date-time field shows it (local). */
type EntryDraft = { key: number; entryId?: string; local: string; en: Words; fr: Words };

/** Keys for the entries' fieldsets, stable while entries are added and removed. */
let nextKey = 0;

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a datetime-local field shows it, in the browser's time zone. */
function localValue(iso: string): string {
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

const emptyEntry = (): EntryDraft => ({
  key: nextKey++,
  local: localValue(new Date().toISOString()),
  en: { title: '', message: '' },
  fr: { title: '', message: '' },
});

/** What the schema checks: each entry's local time as an instant (an empty or bad one stays invalid). */
function toInput(
  status: ReleaseNoteInput['status'],
  feature: ReleaseNoteInput['feature'],
  entries: EntryDraft[],
) {
  return {
    status,
    feature,
    entries: entries.map(({ entryId, local, en, fr }) => {
      const at = new Date(local);
      return {
        ...(entryId ? { entryId } : {}),
        at: Number.isNaN(at.getTime()) ? local : at.toISOString(),
        en,
        fr,
      };
    }),
  };
}

export function ReleaseNoteForm({
  note,
  onClose,
  onSaved,
}: {
  note: ReleaseNoteView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const _intl = useIntl();
  const [slug, setSlug] = useState(note?.slug ?? '');
  const [slugError, setSlugError] = useState(false);
  const [status, setStatus] = useState<ReleaseNoteInput['status']>(note?.status ?? 'draft');
  const [feature, setFeature] = useState(note?.feature ?? { en: '', fr: '' });
  const [entries, setEntries] = useState<EntryDraft[]>(
    note
      ? note.entries.map((entry) => ({
          key: nextKey++,
          entryId: entry.entryId,
          local: localValue(entry.at),
          en: entry.en,
          fr: entry.fr,
        }))
      : [emptyEntry()],
  );
  const { fields, error, busy, submit } = useSchemaForm(releaseNoteInputSchema);
  const change = (index: number, next: Partial<EntryDraft>) =>
    setEntries((before) => before.map((entry, at) => (at === index ? { ...entry, ...next } : entry)));
  return (
    <Modal
      title={<FormattedMessage id={note ? 'admin.notes.editTitle' : 'admin.notes.newTitle'} />}
      onClose={onClose}
      wide
    >
      <form
        noValidate
        className="case-study-form"
        onSubmit={(event) => {
          event.preventDefault();
          const slugOk = isSlug(slug);
          setSlugError(!slugOk);
          if (!slugOk) return;
          void submit(toInput(status, feature, entries), async (input) => {
            await saveReleaseNote(slug, input);
            onSaved();
          });
        }}
      >
        <ErrorSummary fields={fields} />
        <FormError message={error} />
        <SlugField
          id="note-slug"
          label="admin.notes.slug"
          hint="admin.notes.slugHint"
          value={slug}
          locked={Boolean(note)}
          invalid={slugError}
          onChange={setSlug}
        />
        <StatusField id="note-status" value={status} onChange={setStatus} />
        <div className="inline-form">
          {(['en', 'fr'] as const).map((locale) => (
            <TextField
              key={locale}
              id={`note-feature-${locale}`}
              name={`feature.${locale}`}
              label={`admin.notes.feature.${locale}`}
              value={feature[locale]}
              onChange={(value) => setFeature({ ...feature, [locale]: value })}
              fields={fields}
            />
          ))}
        </div>
        {fields.message('entries')}
        {entries.map((entry, index) => (
          <fieldset key={entry.key} className="field release-entry">
            <legend>
              <FormattedMessage id="admin.notes.entry" values={{ number: index + 1 }} />
            </legend>
            <div className="field">
              <label htmlFor={`note-entry-${index}-at`}>
                <FormattedMessage id="admin.notes.at" />
              </label>
              <input
                id={`note-entry-${index}-at`}
                type="datetime-local"
                value={entry.local}
                onChange={(event) => change(index, { local: event.target.value })}
                {...fields.describe(`entries.${index}.at`)}
              />
              {fields.message(`entries.${index}.at`)}
            </div>
            {(['en', 'fr'] as const).map((locale) => (
              <div key={locale} lang={locale}>
                <TextField
                  id={`note-entry-${index}-${locale}-title`}
                  name={`entries.${index}.${locale}.title`}
                  label={`admin.notes.title.${locale}`}
                  value={entry[locale].title}
                  onChange={(value) => change(index, { [locale]: { ...entry[locale], title: value } })}
                  fields={fields}
                />
                <TextAreaField
                  id={`note-entry-${index}-${locale}-message`}
                  name={`entries.${index}.${locale}.message`}
                  label={`admin.notes.message.${locale}`}
                  rows={3}
                  value={entry[locale].message}
                  onChange={(value) => change(index, { [locale]: { ...entry[locale], message: value } })}
                  fields={fields}
                />
              </div>
            ))}
            {entries.length > 1 && (
              <button
                type="button"
                className="button small danger"
                onClick={() => setEntries(entries.filter((_, at) => at !== index))}
              >
                <FormattedMessage id="admin.notes.removeEntry" values={{ number: index + 1 }} />
              </button>
            )}
          </fieldset>
        ))}
        <button type="button" className="button small" onClick={() => setEntries([emptyEntry(), ...entries])}>
          <FormattedMessage id="admin.notes.addEntry" />
        </button>
        <SaveOrCancel busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
