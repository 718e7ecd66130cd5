/**
 * 'I accept the Terms and Conditions and the Data Processing Agreement', each link opening the
 * public site's page in the interface's language in a new tab (prerendered pages, not the app's
 * router: plain links).
 */

import { type SitePageName, sitePath } from '@shared/site/pages';
import { CheckboxField, type Fields } from '@web/components/form';
import { useLocale } from '@web/i18n/locale';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export function TermsField({
  id,
  checked,
  onChange,
  fields,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  fields: Fields;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const link = (page: SitePageName) => (chunks: ReactNode[]) => (
    <a href={sitePath(page, locale)} target="_blank" rel="noopener">
      {chunks}
    </a>
  );
  return (
    <CheckboxField id={id} name="terms_accepted" checked={checked} onChange={onChange} fields={fields}>
      {intl.formatMessage(
        { id: 'register.terms' },
        { terms: link('terms'), dataAgreement: link('dataAgreement') },
      )}
    </CheckboxField>
  );
}
