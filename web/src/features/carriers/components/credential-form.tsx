/**
 * Add or edit a carrier account: carrier, username and password required (the spec's rule), the
 * portal address prefilled from the carrier catalog, the rest under 'More details'.
 */

import { CARRIERS, carrierById } from '@shared/carriers/carriers';
import {
  type CredentialView,
  credentialUpdateSchema,
  newCredentialSchema,
} from '@shared/carriers/credentials';
import { ErrorSummary } from '@web/components/error-summary';
import { SelectField, TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import type { MessageKey } from '@web/i18n/en';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { addCredential, updateCredential } from '../api/credentials';

const OPTIONAL = [
  'invoice_name',
  'reception_email',
  'country',
  'vat',
  'city',
  'street',
  'zip',
  'comment',
] as const;
const LABELS: Record<(typeof OPTIONAL)[number], MessageKey> = {
  invoice_name: 'credentials.invoiceName',
  reception_email: 'credentials.receptionEmail',
  country: 'credentials.country',
  vat: 'credentials.vat',
  city: 'credentials.city',
  street: 'credentials.street',
  zip: 'credentials.zip',
  comment: 'credentials.comment',
};

type Values = Record<'carrier' | 'username' | 'password' | 'portal_url' | (typeof OPTIONAL)[number], string>;

export function CredentialForm({
  existing,
  onDone,
  children,
}: {
  existing?: CredentialView;
  onDone: (message: MessageKey) => void;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const [values, setValues] = useState<Values>(
    () =>
      ({
        carrier: existing?.carrier ?? '',
        username: existing?.username ?? '',
        password: '',
        portal_url: existing?.portal_url ?? '',
        ...Object.fromEntries(OPTIONAL.map((name) => [name, existing?.[name] ?? ''])),
      }) as Values,
  );
  const { fields, error, busy, submit } = useSchemaForm(
    existing ? credentialUpdateSchema : newCredentialSchema,
  );
  const set = (name: keyof Values) => (value: string) => {
    const next = { ...values, [name]: value };
    // Choosing a carrier fills in its portal, unless one was typed already.
    if (name === 'carrier' && !values.portal_url) next.portal_url = carrierById(value)?.portalUrl ?? '';
    setValues(next);
  };
  const prefix = existing ? `edit-${existing.credentialId}` : 'new-credential';

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit(values, async (input) => {
          if (existing) {
            await updateCredential(existing.credentialId, input);
            onDone('credentials.updated');
          } else {
            await addCredential(input as Parameters<typeof addCredential>[0]);
            setValues({ ...values, username: '', password: '' });
            onDone('credentials.added');
          }
        });
      }}
      noValidate
    >
      <ErrorSummary fields={fields} />
      <FormError message={error} />
      <div className="form-row">
        <SelectField
          id={`${prefix}-carrier`}
          name="carrier"
          label="credentials.carrier"
          value={values.carrier}
          options={CARRIERS.map((carrier): [string, string] => [carrier.id, carrier.name])}
          placeholder={intl.formatMessage({ id: 'credentials.chooseCarrier' })}
          onChange={set('carrier')}
          fields={fields}
        />
        <TextField
          id={`${prefix}-username`}
          name="username"
          label="credentials.username"
          autoComplete="off"
          value={values.username}
          onChange={set('username')}
          fields={fields}
        />
      </div>
      <div className="form-row">
        <TextField
          id={`${prefix}-password`}
          name="password"
          type="password"
          autoComplete="new-password"
          label={existing ? 'credentials.passwordKeep' : 'credentials.password'}
          value={values.password}
          onChange={set('password')}
          fields={fields}
        />
        <TextField
          id={`${prefix}-portal`}
          name="portal_url"
          label="credentials.portalUrl"
          autoComplete="off"
          value={values.portal_url}
          onChange={set('portal_url')}
          fields={fields}
        />
      </div>
      <details>
        <summary>
          <FormattedMessage id="credentials.more" />
        </summary>
        <div className="form-row">
          {OPTIONAL.map((name) => (
            <TextField
              key={name}
              id={`${prefix}-${name}`}
              name={name}
              label={LABELS[name]}
              value={values[name]}
              onChange={set(name)}
              fields={fields}
            />
          ))}
        </div>
      </details>
      <div className="button-row">
        <button className="button primary" type="submit" disabled={busy} aria-busy={busy}>
          {intl.formatMessage({
            id: busy ? 'app.loading' : existing ? 'credentials.save' : 'credentials.add',
          })}
        </button>
        {children}
      </div>
    </form>
  );
}
