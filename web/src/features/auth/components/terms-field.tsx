/** 'I accept the Terms and Conditions', the link opening them in a new tab. */

import { CheckboxField, type Fields } from '@web/components/form';
import { paths } from '@web/config/paths';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

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
  return (
    <CheckboxField id={id} name="terms_accepted" checked={checked} onChange={onChange} fields={fields}>
      {intl.formatMessage(
        { id: 'register.terms' },
        {
          link: (chunks) => (
            <Link to={paths.terms} target="_blank" rel="noopener">
              {chunks}
            </Link>
          ),
        },
      )}
    </CheckboxField>
  );
}
