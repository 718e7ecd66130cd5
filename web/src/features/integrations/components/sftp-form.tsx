/**
 * The SFTP set-up form (client admins), in two steps. "Check connection" validates with the shared
 * connection schema and asks the server to connect: it answers the server's host key fingerprint
 * and how many files match, and the merchant compares that fingerprint with their server's own.
 * "Confirm and save" then saves the set-up pinned to that key. Any change after a check asks for a
 * new check, so what is saved is what was checked. Editing a set-up, a blank secret keeps the saved
 * one; the server's field issues (a wrong password, a missing folder) show on their fields.
 */

import {
  type SftpConnection,
  type SftpConnectionInput,
  type SftpView,
  sftpConnectionSchema,
} from '@shared/integrations/sftp';
import { ErrorSummary } from '@web/components/error-summary';
import { type Fields, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import type { MessageKey } from '@web/i18n/en';
import { ApiError, messageKeyOf } from '@web/lib/api-client';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import * as z from 'zod/mini';
import { checkSftp, saveSftp } from '../api/sftp';

type Auth = 'password' | 'privateKey';

interface Values {
  host: string;
  port: string;
  username: string;
  auth: Auth;
  password: string;
  privateKey: string;
  directory: string;
  pattern: string;
  archiveDirectory: string;
}

/** A new set-up starts from the spec's defaults; an existing one from what is saved (never its secret). */
function valuesOf(saved: SftpView | null): Values {
  return {
    host: saved?.host ?? '',
    port: String(saved?.port ?? 22),
    username: saved?.username ?? '',
    auth: saved?.authMethod ?? 'password',
    password: '',
    privateKey: '',
    directory: saved?.directory ?? '/orders',
    pattern: saved?.pattern ?? '*.csv',
    archiveDirectory: saved?.archiveDirectory ?? '/orders/archive',
  };
}

/** What is sent: the chosen way's secret only, left out when blank (the saved one is then kept). */
function connectionOf(values: Values): SftpConnectionInput {
  const secret = values.auth === 'password' ? values.password : values.privateKey;
  return {
    host: values.host,
    port: values.port,
    username: values.username,
    directory: values.directory,
    pattern: values.pattern,
    archiveDirectory: values.archiveDirectory,
    ...(secret ? { [values.auth]: secret } : {}),
  };
}

/** The shared schema, and a secret when none is saved for this way of signing in. */
const schemaFor = (auth: Auth, secretRequired: boolean) =>
  secretRequired
    ? sftpConnectionSchema.check(
        z.refine((input: SftpConnection) => Boolean(input.password || input.privateKey), {
          error: 'integration.sftp.secretRequired',
          path: [auth],
          when: (payload) => typeof payload.value === 'object' && payload.value !== null,
        }),
      )
    : sftpConnectionSchema;

/** The server names the set-up's fields `connection.<field>`, and a refused secret `password`. */
function onFormFields(failure: unknown, auth: Auth): unknown {
  if (!(failure instanceof ApiError)) return failure;
  const issues = failure.issues.map((issue) => {
    const path = issue.path.replace(/^connection\./, '');
    return { ...issue, path: path === 'password' ? auth : path };
  });
  return new ApiError(failure.code, failure.status, failure.message, issues);
}

function Field({
  name,
  label,
  hint,
  fields,
  children,
}: {
  name: string;
  label: MessageKey;
  hint?: MessageKey;
  fields: Fields;
  children: (props: Record<string, unknown>) => ReactNode;
}) {
  const described = fields.describe(name);
  const describedBy = [hint && `sftp-${name}-hint`, described['aria-describedby']].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={`sftp-${name}`}>
        <FormattedMessage id={label} />
      </label>
      {children({
        id: `sftp-${name}`,
        name,
        ...described,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p className="field-hint" id={`sftp-${name}-hint`}>
          <FormattedMessage id={hint} />
        </p>
      )}
      {fields.message(name)}
    </div>
  );
}

export function SftpForm({
  saved,
  onSaved,
  onCancel,
}: {
  /** The set-up to change (a disconnected one keeps no secret), or null for a new one. */
  saved: SftpView | null;
  onSaved: (sftp: SftpView) => void;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState(() => valuesOf(saved));
  const [checked, setChecked] = useState<{
    connection: SftpConnection;
    hostKeyFingerprint: string;
    matchingFiles: number;
  } | null>(null);
  const [changedAfterCheck, setChangedAfterCheck] = useState(false);
  const [saving, setSaving] = useState(false);
  const savingNow = useRef(false);
  const keepsSecret = saved !== null && saved.state !== 'disconnected' && saved.authMethod === values.auth;
  const schema = useMemo(() => schemaFor(values.auth, !keepsSecret), [values.auth, keepsSecret]);
  const form = useSchemaForm(schema);
  const { fields } = form;
  const heading: MessageKey = !saved
    ? 'salesData.sftp.form.new'
    : saved.state === 'disconnected'
      ? 'salesData.sftp.form.again'
      : 'salesData.sftp.form.edit';

  /** Any change invalidates the check: the fingerprint shown was for the connection as it was. */
  const change = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (checked) {
      setChecked(null);
      setChangedAfterCheck(true);
    }
  };

  const text = (key: Exclude<keyof Values, 'auth'>) => (props: Record<string, unknown>) => (
    <input
      {...props}
      type={key === 'password' ? 'password' : 'text'}
      autoComplete={key === 'password' ? 'new-password' : 'off'}
      spellCheck={false}
      inputMode={key === 'port' ? 'numeric' : undefined}
      value={values[key]}
      onChange={(event) => change(key, event.target.value)}
    />
  );

  async function check() {
    setChangedAfterCheck(false);
    await form.submit(connectionOf(values), async (connection) => {
      const answer = await checkSftp(connection).catch((failure: unknown) => {
        throw onFormFields(failure, values.auth);
      });
      setChecked({ connection, ...answer });
    });
  }

  async function confirm() {
    if (!checked || savingNow.current) return;
    savingNow.current = true;
    setSaving(true);
    form.setError(null);
    try {
      const { sftp } = await saveSftp({
        connection: checked.connection,
        hostKeyFingerprint: checked.hostKeyFingerprint,
      });
      onSaved(sftp);
    } catch (caught) {
      const failure = onFormFields(caught, values.auth);
      if (failure instanceof ApiError && failure.issues.length) fields.setServerIssues(failure.issues);
      form.setError(messageKeyOf(failure));
    } finally {
      savingNow.current = false;
      setSaving(false);
    }
  }

  return (
    <form
      noValidate
      aria-labelledby="sftp-form-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void check();
      }}
    >
      <div>
        <h3 id="sftp-form-heading">
          <FormattedMessage id={heading} />
        </h3>
        <p className="field-hint">
          <FormattedMessage id="salesData.sftp.form.steps" />
        </p>
      </div>
      <ErrorSummary fields={form.fields} />
      <FormError message={form.error} />
      <div className="form-grid">
        <Field name="host" label="salesData.sftp.field.host" fields={fields}>
          {text('host')}
        </Field>
        <Field name="port" label="salesData.sftp.field.port" fields={fields}>
          {text('port')}
        </Field>
        <Field name="username" label="salesData.sftp.field.username" fields={fields}>
          {text('username')}
        </Field>
      </div>
      <fieldset className="field">
        <legend>
          <FormattedMessage id="salesData.sftp.field.auth" />
        </legend>
        <div className="carrier-choices">
          {(['password', 'privateKey'] as const).map((auth) => (
            <label key={auth}>
              <input
                type="radio"
                name="sftp-auth"
                value={auth}
                checked={values.auth === auth}
                onChange={() => change('auth', auth)}
              />{' '}
              <FormattedMessage id={`salesData.sftp.auth.${auth}`} />
            </label>
          ))}
        </div>
      </fieldset>
      {values.auth === 'password' ? (
        <Field
          name="password"
          label="salesData.sftp.field.password"
          hint={keepsSecret ? 'salesData.sftp.keepSecret' : undefined}
          fields={fields}
        >
          {text('password')}
        </Field>
      ) : (
        <Field
          name="privateKey"
          label="salesData.sftp.field.privateKey"
          hint={keepsSecret ? 'salesData.sftp.keepSecret' : 'salesData.sftp.privateKeyHint'}
          fields={fields}
        >
          {(props) => (
            <textarea
              {...props}
              rows={5}
              spellCheck={false}
              autoComplete="off"
              value={values.privateKey}
              onChange={(event) => change('privateKey', event.target.value)}
            />
          )}
        </Field>
      )}
      <div className="form-row">
        <Field name="directory" label="salesData.sftp.field.directory" fields={fields}>
          {text('directory')}
        </Field>
        <Field
          name="pattern"
          label="salesData.sftp.field.pattern"
          hint="salesData.sftp.patternHint"
          fields={fields}
        >
          {text('pattern')}
        </Field>
      </div>
      <div className="form-row">
        <Field
          name="archiveDirectory"
          label="salesData.sftp.field.archiveDirectory"
          hint="salesData.sftp.archiveHint"
          fields={fields}
        >
          {text('archiveDirectory')}
        </Field>
      </div>
      {changedAfterCheck && (
        <p className="field-hint warning" role="status">
          <FormattedMessage id="salesData.sftp.recheck" />
        </p>
      )}
      <div className="button-row">
        <button type="submit" className={checked ? 'button' : 'button primary'} disabled={form.busy}>
          <FormattedMessage id="salesData.sftp.check" />
        </button>
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            <FormattedMessage id="salesData.sftp.cancel" />
          </button>
        )}
      </div>
      {checked && (
        <div className="notice-inline" role="status" aria-labelledby="sftp-fingerprint-heading">
          <h4 id="sftp-fingerprint-heading">
            <FormattedMessage id="salesData.sftp.fingerprint.heading" />
          </h4>
          <p>
            <FormattedMessage id="salesData.sftp.fingerprint.body" />
          </p>
          <p>
            <code className="secret">{checked.hostKeyFingerprint}</code>
          </p>
          <p>
            <FormattedMessage
              id="salesData.sftp.fingerprint.files"
              values={{
                count: checked.matchingFiles,
                pattern: <code>{checked.connection.pattern}</code>,
                folder: <code>{checked.connection.directory}</code>,
              }}
            />
          </p>
          {fields.message('hostKeyFingerprint')}
          <div className="button-row">
            <button type="button" className="button primary" disabled={saving} onClick={() => void confirm()}>
              <FormattedMessage id="salesData.sftp.confirm" />
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
