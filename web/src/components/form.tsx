/**
 * Form helpers: validate with a shared zod schema and show each field's issue beside it, linked
 * with aria-describedby and aria-invalid. Issue messages are catalog keys (see the schemas in shared/),
 * so the browser and the server speak the same words.
 */
import { cellMessageValues } from '@shared/claims/labels';
import { PASSWORD_RULES } from '@shared/identity/password';
import type { MessageKey } from '@web/i18n/en';
import { isMessageKey, issueMessageKey } from '@web/i18n/message-key';
import { ApiError, messageKeyOf } from '@web/lib/api-client';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type core, safeParse, type z } from 'zod/mini';

export function useFieldErrors<S extends core.$ZodType>(schema: S) {
  const [errors, setErrors] = useState<Record<string, MessageKey>>({});
  // The text each refused field held: a cell message names what in it is wrong ('€' in an amount).
  const [inputs, setInputs] = useState<Record<string, string>>({});
  // Counts the refused submits: each one sends the focus to the form's error summary.
  const [attempt, setAttempt] = useState(0);
  const intl = useIntl();

  return {
    errors,
    inputs,
    attempt,
    /** Returns the parsed input, or null after recording every field's first issue. */
    validate(values: unknown): z.output<S> | null {
      const result = safeParse(schema, values);
      if (result.success) {
        setErrors({});
        return result.data;
      }
      const next: Record<string, MessageKey> = {};
      const texts: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const path = issue.path.join('.');
        if (next[path]) continue;
        next[path] = isMessageKey(intl, issue.message) ? issue.message : 'error.request.invalid';
        if (typeof issue.input === 'string') texts[path] = issue.input;
      }
      setErrors(next);
      setInputs(texts);
      setAttempt((count) => count + 1);
      return null;
    },
    /** Shows issues the server reported (same keys, prefixed paths allowed). */
    setServerIssues(issues: { path: string; code?: string; message: string }[], prefix = '') {
      const next: Record<string, MessageKey> = {};
      for (const issue of issues) {
        const path = issue.path.startsWith(prefix) ? issue.path.slice(prefix.length) : issue.path;
        if (!next[path]) next[path] = issueMessageKey(intl, issue, 'error.request.invalid');
      }
      setErrors(next);
      setInputs({});
      if (Object.keys(next).length) setAttempt((count) => count + 1);
    },
    describe(name: string) {
      return errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {};
    },
    message(name: string) {
      const key = errors[name];
      return key ? (
        <p className="field-error" id={`${name}-error`}>
          <FormattedMessage id={key} values={cellMessageValues(key, inputs[name] ?? '')} />
        </p>
      ) : null;
    },
  };
}

export type Fields = Pick<ReturnType<typeof useFieldErrors>, 'describe' | 'message'>;

/**
 * A form's whole submit cycle: validate with the shared schema, run the action, and show what the
 * server refused (field issues beside their fields, the error's message above the form).
 */
export function useSchemaForm<S extends core.$ZodType>(schema: S) {
  const fields = useFieldErrors(schema);
  const [error, setError] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(values: unknown, action: (input: z.output<S>) => Promise<void>): Promise<boolean> {
    setError(null);
    const input = fields.validate(values);
    if (!input) return false;
    setBusy(true);
    try {
      await action(input);
      return true;
    } catch (failure) {
      if (failure instanceof ApiError && failure.issues.length) fields.setServerIssues(failure.issues);
      setError(messageKeyOf(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { fields, error, setError, busy, submit };
}

interface TextFieldProps {
  id: string;
  name: string;
  label: MessageKey;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  maxLength?: number;
  /** The id of a datalist of suggestions. */
  list?: string;
  onBlur?: () => void;
  value: string;
  onChange: (value: string) => void;
  fields: Fields;
  children?: ReactNode;
}

/** A labelled input whose issue, if any, shows beneath it and is announced with it. */
export function TextField({
  id,
  name,
  label,
  type = 'text',
  value,
  onChange,
  fields,
  children,
  ...input
}: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...input}
        {...fields.describe(name)}
      />
      {fields.message(name)}
      {children}
    </div>
  );
}

/** A new-password input with the spec's rules listed beneath it, ticked as they are met. */
/** A labelled text area checked like a text field (its issue beside it). */
export function TextAreaField({
  id,
  name,
  label,
  value,
  rows = 4,
  onChange,
  fields,
}: {
  id: string;
  name: string;
  label: MessageKey;
  value: string;
  rows?: number;
  onChange: (value: string) => void;
  fields: Fields;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...fields.describe(name)}
      />
      {fields.message(name)}
    </div>
  );
}

export function NewPasswordField(props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'children'>) {
  const intl = useIntl();
  return (
    <TextField {...props} type="password" autoComplete="new-password">
      <div className="password-rules" id={`${props.name}-rules`}>
        <p>
          <FormattedMessage id="password.rules" />
        </p>
        <ul>
          {PASSWORD_RULES.map((rule) => {
            const met = rule.test(props.value);
            return (
              <li key={rule.key} className={met ? 'met' : undefined}>
                <span aria-hidden="true">{met ? '✓' : '•'}</span> <FormattedMessage id={rule.key} />
                <span className="visually-hidden">
                  : {intl.formatMessage({ id: met ? 'password.ruleMet' : 'password.ruleMissing' })}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </TextField>
  );
}

/** A checkbox with a rich label (links allowed) and its issue beneath. */
export function CheckboxField({
  id,
  name,
  checked,
  onChange,
  fields,
  children,
}: {
  id: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  fields: Fields;
  children: ReactNode;
}) {
  return (
    <div className="field checkbox-field">
      <div>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          {...fields.describe(name)}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      {fields.message(name)}
    </div>
  );
}

/** A labelled select whose issue shows beneath it. Options are [value, label] pairs. */
export function SelectField({
  id,
  name,
  label,
  value,
  options,
  placeholder,
  onChange,
  fields,
}: {
  id: string;
  name: string;
  label: MessageKey;
  value: string;
  options: [string, string][];
  placeholder: string;
  onChange: (value: string) => void;
  fields: Fields;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...fields.describe(name)}
      >
        <option value="">{placeholder}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
      {fields.message(name)}
    </div>
  );
}

/** A new password with its rules, and its confirmation beneath. */
export function NewPasswordPair({
  idPrefix,
  label,
  values,
  onChange,
  fields,
}: {
  idPrefix: string;
  label: MessageKey;
  values: { password: string; password_confirmation: string };
  onChange: (values: { password: string; password_confirmation: string }) => void;
  fields: Fields;
}) {
  return (
    <>
      <NewPasswordField
        id={`${idPrefix}-password`}
        name="password"
        label={label}
        value={values.password}
        onChange={(password) => onChange({ ...values, password })}
        fields={fields}
      />
      <TextField
        id={`${idPrefix}-password-confirmation`}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        label="register.passwordConfirmation"
        value={values.password_confirmation}
        onChange={(password_confirmation) => onChange({ ...values, password_confirmation })}
        fields={fields}
      />
    </>
  );
}
