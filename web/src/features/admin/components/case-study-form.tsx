/**
 * A case study's form (platform admins): its address (new ones only), draft or published, the
 * customer, its logo, its carriers, up to four figures, and its story in English and French. Checked with
 * the shared schema here and again by the server.
 */

import { type CaseStudyInput, caseStudyInputSchema, isSlug } from '@shared/admin/case-studies';
import { CARRIERS } from '@shared/carriers/carriers';
import { type CaseStudyView, saveCaseStudy } from '@web/api/admin';
import { ErrorSummary } from '@web/components/error-summary';
import { TextAreaField, TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { Modal } from '@web/components/modal';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LogoField } from './logo-field';
import { SaveOrCancel, SlugField, StatusField } from './managed-list';

const EMPTY: CaseStudyInput = {
  status: 'draft',
  customer: '',
  carriers: [],
  figures: [],
  en: { title: '', summary: '', body: '' },
  fr: { title: '', summary: '', body: '' },
  logo: null,
};

export function CaseStudyForm({
  study,
  onClose,
  onSaved,
}: {
  study: CaseStudyView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [slug, setSlug] = useState(study?.slug ?? '');
  const [slugError, setSlugError] = useState(false);
  const [values, setValues] = useState<CaseStudyInput>(
    study
      ? {
          status: study.status,
          customer: study.customer,
          carriers: study.carriers as CaseStudyInput['carriers'],
          figures: study.figures,
          en: study.en,
          fr: study.fr,
          logo: study.logo,
        }
      : EMPTY,
  );
  const { fields, error, busy, submit } = useSchemaForm(caseStudyInputSchema);
  const set = <K extends keyof CaseStudyInput>(key: K, value: CaseStudyInput[K]) =>
    setValues((before) => ({ ...before, [key]: value }));
  const story = (locale: 'en' | 'fr', key: 'title' | 'summary' | 'body', value: string) =>
    setValues((before) => ({ ...before, [locale]: { ...before[locale], [key]: value } }));
  return (
    <Modal
      title={<FormattedMessage id={study ? 'admin.studies.editTitle' : 'admin.studies.newTitle'} />}
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
          void submit(values, async (input) => {
            await saveCaseStudy(slug, input);
            onSaved();
          });
        }}
      >
        <ErrorSummary fields={fields} />
        <FormError message={error} />
        <SlugField
          id="study-slug"
          label="admin.studies.slug"
          hint="admin.studies.slugHint"
          value={slug}
          locked={Boolean(study)}
          invalid={slugError}
          onChange={setSlug}
        />
        <StatusField id="study-status" value={values.status} onChange={(status) => set('status', status)} />
        <TextField
          id="study-customer"
          name="customer"
          label="admin.studies.customer"
          value={values.customer}
          onChange={(value) => set('customer', value)}
          fields={fields}
        />
        <LogoField
          value={values.logo}
          customer={values.customer}
          onChange={(logo) => set('logo', logo)}
          fields={fields}
        />
        <fieldset className="field">
          <legend>
            <FormattedMessage id="admin.studies.carriers" />
          </legend>
          <div className="carrier-choices">
            {CARRIERS.map((carrier) => (
              <label key={carrier.id}>
                <input
                  type="checkbox"
                  checked={values.carriers.includes(carrier.id as never)}
                  onChange={(event) =>
                    set(
                      'carriers',
                      (event.target.checked
                        ? [...values.carriers, carrier.id]
                        : values.carriers.filter((id) => id !== carrier.id)) as CaseStudyInput['carriers'],
                    )
                  }
                />{' '}
                {carrier.name}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="field">
          <legend>
            <FormattedMessage id="admin.studies.figures" />
          </legend>
          {values.figures.map((figure, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: figures are edited in place, by position.
            <div key={index} className="inline-form">
              {(['value', 'en', 'fr'] as const).map((part) => (
                <TextField
                  key={part}
                  id={`study-figure-${index}-${part}`}
                  name={`figures.${index}.${part}`}
                  label={`admin.studies.figure.${part}`}
                  value={figure[part]}
                  onChange={(value) =>
                    set(
                      'figures',
                      values.figures.map((item, at) => (at === index ? { ...item, [part]: value } : item)),
                    )
                  }
                  fields={fields}
                />
              ))}
            </div>
          ))}
          {values.figures.length < 4 && (
            <button
              type="button"
              className="button small"
              onClick={() => set('figures', [...values.figures, { value: '', en: '', fr: '' }])}
            >
              <FormattedMessage id="admin.studies.addFigure" />
            </button>
          )}
        </fieldset>
        {(['en', 'fr'] as const).map((locale) => (
          <fieldset key={locale} className="field" lang={locale}>
            <legend>
              <FormattedMessage id={`admin.studies.story.${locale}`} />
            </legend>
            <TextField
              id={`study-${locale}-title`}
              name={`${locale}.title`}
              label="admin.studies.title"
              value={values[locale].title}
              onChange={(value) => story(locale, 'title', value)}
              fields={fields}
            />
            <TextAreaField
              id={`study-${locale}-summary`}
              name={`${locale}.summary`}
              label="admin.studies.summary"
              value={values[locale].summary}
              onChange={(value) => story(locale, 'summary', value)}
              fields={fields}
            />
            <TextAreaField
              id={`study-${locale}-body`}
              name={`${locale}.body`}
              label="admin.studies.body"
              value={values[locale].body}
              onChange={(value) => story(locale, 'body', value)}
              fields={fields}
            />
          </fieldset>
        ))}
        <SaveOrCancel busy={busy} onCancel={onClose} />
      </form>
    </Modal>
  );
}
