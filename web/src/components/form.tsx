/**
 * Form helpers: validate with a shared zod schema and show each field's issue beside it, linked
 * with aria-describedby and aria-invalid. Issue messages are catalog keys (see shared/validation).
 */
import type { MessageKey } from '@web/i18n/en';
import { en } from '@web/i18n/en';
import { type ReactNode, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { type core, safeParse, type z } from 'zod/mini';

const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(en, value);

export function useFieldErrors<S extends core.$ZodType>(schema: S) {
  const [errors, setErrors] = useState<Record<string, MessageKey>>({});

  return {
    errors,
    /** Returns the parsed input, or null after recording every field's first issue. */
    validate(values: unknown): z.output<S> | null {
      const result = safeParse(schema, values);
      if (result.success) {
        setErrors({});
        return result.data;
      }
      const next: Record<string, MessageKey> = {};
      for (const issue of result.error.issues) {
        const path = issue.path.join('.');
        if (!next[path]) next[path] = isMessageKey(issue.message) ? issue.message : 'error.request.invalid';
      }
      setErrors(next);
      return null;
    },
    describe(name: string) {
      return errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {};
    },
    message(name: string) {
      const key = errors[name];
      return key ? (
        <p className="field-error" id={`${name}-error`}>
          <FormattedMessage id={key} />
        </p>
      ) : null;
    },
  };
}

/** A labelled input whose issue, if any, shows beneath it and is announced with it. */
export function TextField({
  id,
  name,
  label,
  type = 'text',
  autoComplete,
  value,
  onChange,
  fields,
}: {
  id: string;
  name: string;
  label: MessageKey;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  value: string;
  onChange: (value: string) => void;
  fields: { describe: (name: string) => object; message: (name: string) => ReactNode };
}) {
  return (
    <div className="field">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...fields.describe(name)}
      />
      {fields.message(name)}
    </div>
  );
}
