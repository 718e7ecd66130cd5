/** My details: names, job title and phone (the e-mail address is shown, not edited). Asks before leaving unsaved. */

import { type Profile, profileSchema } from '@shared/identity/profile';
import { ErrorSummary } from '@web/components/error-summary';
import { TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { UnsavedChangesPrompt } from '@web/components/unsaved-changes';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ProfileView, saveProfile } from '../api/profile';

export function ProfileForm({ initial }: { initial: ProfileView }) {
  const intl = useIntl();
  const start: Profile = {
    first_name: initial.first_name,
    last_name: initial.last_name,
    job_title: initial.job_title,
    phone_number: initial.phone_number,
  };
  const [saved, setSaved] = useState(start);
  const [values, setValues] = useState(start);
  const [done, setDone] = useState(false);
  const { fields, error, busy, submit } = useSchemaForm(profileSchema);
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const set = (name: keyof Profile) => (value: string) => {
    setDone(false);
    setValues({ ...values, [name]: value });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit(values, async (input) => {
          await saveProfile(input);
          setSaved(values);
          setDone(true);
        });
      }}
      noValidate
    >
      <UnsavedChangesPrompt when={dirty} />
      <ErrorSummary fields={fields} />
      <FormError message={error} />
      {done && (
        <p className="form-success" role="status">
          <FormattedMessage id="profile.saved" />
        </p>
      )}
      <div className="form-row">
        <TextField
          id="profile-first"
          name="first_name"
          label="register.firstName"
          autoComplete="given-name"
          value={values.first_name}
          onChange={set('first_name')}
          fields={fields}
        />
        <TextField
          id="profile-last"
          name="last_name"
          label="register.lastName"
          autoComplete="family-name"
          value={values.last_name}
          onChange={set('last_name')}
          fields={fields}
        />
      </div>
      <div className="field">
        <label htmlFor="profile-email">
          <FormattedMessage id="profile.email" />
        </label>
        <input id="profile-email" type="email" value={initial.email_address} readOnly />
      </div>
      <div className="form-row">
        <TextField
          id="profile-job"
          name="job_title"
          label="register.jobTitle"
          autoComplete="organization-title"
          value={values.job_title}
          onChange={set('job_title')}
          fields={fields}
        />
        <TextField
          id="profile-phone"
          name="phone_number"
          type="tel"
          label="register.phone"
          autoComplete="tel"
          value={values.phone_number}
          onChange={set('phone_number')}
          fields={fields}
        />
      </div>
      <div className="button-row">
        <button className="button primary" type="submit" disabled={busy || !dirty} aria-busy={busy}>
          {intl.formatMessage({ id: busy ? 'app.loading' : 'profile.save' })}
        </button>
      </div>
    </form>
  );
}
