/** The interface language picker: English or French, remembered in this browser. */
import { LOCALES, type Locale, setLocale, useLocale } from '@web/i18n/locale';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export function LanguageSwitch() {
  const locale = useLocale();
  const intl = useIntl();
  const id = useId();
  return (
    <div className="language-switch">
      <label htmlFor={id} className="visually-hidden">
        <FormattedMessage id="language.label" />
      </label>
      <select id={id} value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {intl.formatMessage({ id: `language.${option}` })}
          </option>
        ))}
      </select>
    </div>
  );
}
