/**
 * The keys to the carriers' tracking APIs (UPS, FedEx, DHL, La Poste for Colissimo and Chronopost):
 * with them the audit reads each parcel's tracking from the carrier's API; without them, from the
 * portal account. Each API says whether its keys are entered (the last four characters, who and
 * when), never the keys; the client admin enters, replaces or removes them.
 */

import { carrierById } from '@shared/carriers/carriers';
import {
  TRACKING_API_CARRIERS,
  TRACKING_KEY_FIELDS,
  type TrackingApi,
  type TrackingKeysView,
  trackingKeysInputSchema,
} from '@shared/carriers/tracking-keys';
import { type AdminOnly, AdminOnlyNote, useAdminOnly } from '@web/components/admin-only';
import { ErrorSummary } from '@web/components/error-summary';
import { TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { removeTrackingKeys, saveTrackingKeys, useTrackingKeys } from '../api/tracking-keys';

function KeysForm({ api, onDone }: { api: TrackingApi; onDone: (message: MessageKey) => void }) {
  const fieldNames = TRACKING_KEY_FIELDS[api];
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fieldNames.map((name) => [name, ''])),
  );
  const { fields, error, busy, submit } = useSchemaForm(trackingKeysInputSchema);
  return (
    <form
      className="tracking-keys-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit({ api, ...values }, async (input) => {
          await saveTrackingKeys(input);
          onDone('trackingKeys.saved');
        });
      }}
      noValidate
    >
      <ErrorSummary fields={fields} />
      <FormError message={error} />
      <div className="form-row">
        {fieldNames.map((name) => (
          <TextField
            key={name}
            id={`tracking-${api}-${name}`}
            name={name}
            type="password"
            autoComplete="off"
            label={`trackingKeys.field.${api}.${name}` as MessageKey}
            value={values[name] ?? ''}
            onChange={(value) => setValues({ ...values, [name]: value })}
            fields={fields}
          />
        ))}
      </div>
      <div className="button-row">
        <button className="button primary" type="submit" disabled={busy} aria-busy={busy}>
          <FormattedMessage id={busy ? 'app.loading' : 'trackingKeys.save'} />
        </button>
      </div>
    </form>
  );
}

function ApiRow({
  view,
  admin,
  onMessage,
}: {
  view: TrackingKeysView;
  admin: AdminOnly;
  onMessage: (message: MessageKey) => void;
}) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const name = intl.formatMessage({ id: `trackingKeys.api.${view.api}` as MessageKey });
  const carriers = TRACKING_API_CARRIERS[view.api].map((id) => carrierById(id)?.name ?? id).join(', ');
  const remove = () => {
    setError(null);
    removeTrackingKeys(view.api)
      .then(() => onMessage('trackingKeys.removed'))
      .catch((caught: unknown) => setError(messageKeyOf(caught)));
  };
  return (
    <li className="tracking-api">
      <h3>{name}</h3>
      <p className="field-hint">
        <FormattedMessage id="trackingKeys.tracks" values={{ carriers }} />
      </p>
      <p>
        {view.configured && view.updatedAt ? (
          <>
            <span className="badge ok">
              <FormattedMessage id="trackingKeys.configured" />
            </span>{' '}
            <span className="field-hint">
              <FormattedMessage
                id="trackingKeys.configuredDetail"
                values={{
                  hint: view.hint,
                  date: <FormattedDate value={view.updatedAt} dateStyle="medium" />,
                  email: view.updatedBy,
                }}
              />
            </span>
          </>
        ) : (
          <span className="badge">
            <FormattedMessage id="trackingKeys.off" />
          </span>
        )}
      </p>
      {admin.allowed && (
        <div className="button-row">
          <button
            type="button"
            className="button small"
            aria-expanded={editing}
            aria-label={intl.formatMessage(
              { id: view.configured ? 'trackingKeys.replaceLabel' : 'trackingKeys.enterLabel' },
              { api: name },
            )}
            onClick={() => setEditing(!editing)}
          >
            <FormattedMessage id={view.configured ? 'trackingKeys.replace' : 'trackingKeys.enter'} />
          </button>
          {view.configured && (
            <button
              type="button"
              className="button small"
              aria-label={intl.formatMessage({ id: 'trackingKeys.removeLabel' }, { api: name })}
              onClick={remove}
            >
              <FormattedMessage id="trackingKeys.remove" />
            </button>
          )}
        </div>
      )}
      <FormError message={error} />
      {editing && (
        <KeysForm
          api={view.api}
          onDone={(message) => {
            setEditing(false);
            onMessage(message);
          }}
        />
      )}
    </li>
  );
}

export function TrackingKeys({ onMessage }: { onMessage: (message: MessageKey) => void }) {
  const { data, error } = useTrackingKeys();
  const admin = useAdminOnly('client_admin');
  return (
    <section className="panel" aria-labelledby="tracking-keys-heading" data-tour="carrier-tracking-keys">
      <h2 id="tracking-keys-heading">
        <FormattedMessage id="trackingKeys.heading" />
      </h2>
      <p className="field-hint">
        <FormattedMessage id="trackingKeys.intro" />
      </p>
      <AdminOnlyNote admin={admin} reason="trackingKeys.adminOnly" />
      {error && <FormError message={messageKeyOf(error)} />}
      {data && (
        <ul className="tracking-apis">
          {data.apis.map((view) => (
            <ApiRow key={view.api} view={view} admin={admin} onMessage={onMessage} />
          ))}
        </ul>
      )}
    </section>
  );
}
