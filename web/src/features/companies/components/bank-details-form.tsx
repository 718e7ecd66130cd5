/** Where refunds are paid: bank, IBAN (check digits verified) and BIC. The saved IBAN is shown masked. */

import { type BankDetails, bankDetailsSchema } from '@shared/companies/company';
import { ErrorSummary } from '@web/components/error-summary';
import { TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import type { MessageKey } from '@web/i18n/en';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { saveBankDetails } from '../api/company';

export function BankDetailsForm({
  current,
  onSaved,
  submitLabel,
  children,
}: {
  current: { bank_name: string; IBAN: string; BIC: string } | null;
  onSaved: () => void;
  submitLabel: MessageKey;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const [values, setValues] = useState<BankDetails>({
    bank_name: current?.bank_name ?? '',
    IBAN: '',
    BIC: current?.BIC ?? '',
  });
  const { fields, error, busy, submit } = useSchemaForm(bankDetailsSchema);
  const set = (name: keyof BankDetails) => (value: string) => setValues({ ...values, [name]: value });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit(values, async (input) => {
          await saveBankDetails(input);
          onSaved();
        });
      }}
      noValidate
    >
      <ErrorSummary fields={fields} />
      <FormError message={error} />
      {current && (
        <p className="field-hint">
          <FormattedMessage id="bank.current" values={{ iban: current.IBAN }} />
        </p>
      )}
      <TextField
        id="bank-name"
        name="bank_name"
        label="bank.bankName"
        value={values.bank_name}
        onChange={set('bank_name')}
        fields={fields}
      />
      <TextField
        id="bank-iban"
        name="IBAN"
        label="bank.iban"
        autoComplete="off"
        value={values.IBAN}
        onChange={set('IBAN')}
        fields={fields}
      />
      <TextField
        id="bank-bic"
        name="BIC"
        label="bank.bic"
        autoComplete="off"
        value={values.BIC}
        onChange={set('BIC')}
        fields={fields}
      />
      <div className="button-row">
        <button className="button primary" type="submit" disabled={busy} aria-busy={busy}>
          {intl.formatMessage({ id: busy ? 'app.loading' : submitLabel })}
        </button>
        {children}
      </div>
    </form>
  );
}
