/** Parts of the site's forms (contact, demo booking): a labelled field with its error, the honeypot. */
import type { SiteMessageKey } from '@web/i18n/site';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A field: its label, an optional hint, the control (`id` `<form>-<name>`), and the place its
 * island writes its error (`data-error-for`).
 */
export function Field({
  form,
  name,
  label,
  hint,
  children,
}: {
  form: string;
  name: string;
  label: SiteMessageKey;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="site-contact-field">
      <label htmlFor={`${form}-${name}`}>
        <FormattedMessage id={label} />
      </label>
      {hint && (
        <p id={`${form}-${name}-hint`} className="site-contact-hint">
          {hint}
        </p>
      )}
      {children}
      <p id={`${form}-${name}-error`} className="site-contact-field-error" data-error-for={name} hidden />
    </div>
  );
}

/** The honeypot: out of sight and out of reach for people and assistive technology; a robot fills it. */
export function Honeypot({ form }: { form: string }) {
  return (
    <div className="site-contact-trap" aria-hidden="true">
      <label htmlFor={`${form}-website`}>
        <FormattedMessage id="site.contact.website" />
      </label>
      <input id={`${form}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
