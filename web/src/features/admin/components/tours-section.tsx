/**
 * The guided tours' words (platform admins): each tour's page and steps, and a form to edit what
 * each step says in English and French. The steps' number and what they point at are the app's.
 */

import type { Reply } from '@shared/platform/replies';
import { type TourInput, tourInputSchema } from '@shared/users/tour-content';
import { saveTour, TOURS_KEY, type TourView } from '@web/api/admin';
import { ErrorSummary } from '@web/components/error-summary';
import { TextAreaField, TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { Modal } from '@web/components/modal';
import { api, messageKeyOf } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { SaveOrCancel } from './managed-list';

function TourForm({ tour, onClose, onSaved }: { tour: TourView; onClose: () => void; onSaved: () => void }) {
  const [steps, setSteps] = useState<TourInput['steps']>(tour.steps.map(({ en, fr }) => ({ en, fr })));
  const { fields, error, busy, submit } = useSchemaForm(tourInputSchema);
  const change = (index: number, locale: 'en' | 'fr', part: 'title' | 'body', value: string) =>
    setSteps((before) =>
      before.map((step, at) =>
        at === index ? { ...step, [locale]: { ...step[locale], [part]: value } } : step,
      ),
    );
  return (
    <Modal
      title={
        <FormattedMessage
          id="admin.tours.editTitle"
          values={{ tour: <FormattedMessage id={`admin.tours.${tour.label}`} /> }}
        />
      }
      onClose={onClose}
      wide
    >
      <form
        noValidate
        className="case-study-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit({ steps }, async (input) => {
            await saveTour(tour.label, input);
            onSaved();
          });
        }}
      >
        <ErrorSummary fields={fields} />
        <FormError message={error} />
        {steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a tour's steps are fixed, edited by position.
          <fieldset key={index} className="field release-entry">
            <legend>
              <FormattedMessage
                id="admin.tours.step"
                values={{ number: index + 1, target: tour.steps[index]!.target }}
              />
            </legend>
            {(['en', 'fr'] as const).map((locale) => (
              <div key={locale} lang={locale}>
                <TextField
                  id={`tour-${index}-${locale}-title`}
                  name={`steps.${index}.${locale}.title`}
                  label={`admin.notes.title.${locale}`}
                  value={step[locale].title}
                  onChange={(value) => change(index, locale, 'title', value)}
                  fields={fields}
                />
                <TextAreaField
                  id={`tour-${index}-${locale}-body`}
                  name={`steps.${index}.${locale}.body`}
                  label={`admin.tours.body.${locale}`}
                  rows={2}
                  value={step[locale].body}
                  onChange={(value) => change(index, locale, 'body', value)}
                  fields={fields}
                />
              </div>
            ))}
          </fieldset>
        ))}
        <SaveOrCancel busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}

export function ToursSection() {
  const intl = useIntl();
  const locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  const { data, error, mutate } = useSWR(TOURS_KEY, (path: string) => api<Reply<'list-tours'>>(path));
  const [editing, setEditing] = useState<TourView | null>(null);
  return (
    <section className="panel admin-section" id="tours" aria-labelledby="tours-heading">
      <h2 id="tours-heading">
        <FormattedMessage id="admin.tours.heading" />
      </h2>
      <p className="field-hint">
        <FormattedMessage id="admin.tours.intro" />
      </p>
      {error && <FormError message={messageKeyOf(error)} />}
      <ul className="sendout-list">
        {data?.tours.map((tour) => (
          <li key={tour.label}>
            <strong>
              <FormattedMessage id={`admin.tours.${tour.label}`} />
            </strong>
            <span className="cell-detail">
              {tour.route} · {tour.steps.map((step) => step[locale].title).join(' → ')}
            </span>
            <span className="cell-detail">
              {tour.updatedAt ? (
                <FormattedMessage
                  id="admin.tours.saved"
                  values={{
                    date: <FormattedDate value={tour.updatedAt} dateStyle="medium" />,
                    by: tour.updatedBy,
                  }}
                />
              ) : (
                <FormattedMessage id="admin.tours.defaults" />
              )}
            </span>
            <div className="row-actions">
              <button
                type="button"
                className="button small"
                aria-label={intl.formatMessage(
                  { id: 'admin.tours.editLabel' },
                  { tour: intl.formatMessage({ id: `admin.tours.${tour.label}` }) },
                )}
                onClick={() => setEditing(tour)}
              >
                <FormattedMessage id="admin.studies.edit" />
              </button>
            </div>
          </li>
        ))}
      </ul>
      {editing && (
        <TourForm
          tour={editing}
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
