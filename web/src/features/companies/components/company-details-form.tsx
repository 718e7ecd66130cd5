/**
 * The company's details, checked with the server's schema (postal code and VAT per country). The
 * name on invoices starts as the company's name until one is saved.
 */

import {
  COUNTRY_CODES,
  type CompanyDetails,
  type CompanyView,
  compact,
  companyDetailsSchema,
} from '@shared/companies/company';
import { ErrorSummary } from '@web/components/error-summary';
import { SelectField, TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import type { MessageKey } from '@web/i18n/en';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { saveCompanyDetails } from '../api/company';

type Values = Omit<CompanyDetails, 'invoicing_emails'> & { invoicing_emails: string };

const toValues = (details?: CompanyDetails, companyName?: string): Values => ({
  // Until one is saved, the name the company signed up with.
  invoice_company_name: details?.invoice_company_name || companyName || '',
  vat_number: details?.vat_number ?? '',
  invoicing_emails: (details?.invoicing_emails ?? []).join(', '),
  finance_email_address: details?.finance_email_address ?? '',
  claim_email_address: details?.claim_email_address ?? '',
  country: details?.country ?? '',
  city_name: details?.city_name ?? '',
  street_name: details?.street_name ?? '',
  zip_code: details?.zip_code ?? '',
});

const VAT_CHECK_MESSAGE = {
  confirmed: 'company.vatConfirmed',
  not_confirmed: 'company.vatNotConfirmed',
  not_in_vies: 'company.vatNotInVies',
} as const satisfies Record<NonNullable<CompanyView['vatCheck']>['status'], MessageKey>;

/** What VIES said of the saved VAT number, in words, while the field still shows that number. */
function VatCheckNote({ check }: { check: NonNullable<CompanyView['vatCheck']> }) {
  const intl = useIntl();
  const date = intl.formatDate(check.checkedAt, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <p className="field-hint" id="co-vat-check">
      <FormattedMessage id={VAT_CHECK_MESSAGE[check.status]} values={{ date }} />
    </p>
  );
}

export function CompanyDetailsForm({
  initial,
  vatCheck,
  companyName,
  onSaved,
  submitLabel,
  children,
}: {
  initial?: CompanyDetails;
  /** What VIES said of the saved VAT number (the company's view), shown under the field. */
  vatCheck?: CompanyView['vatCheck'];
  /** The company's name (given at sign-up): offered as the name on invoices until one is saved. */
  companyName?: string;
  onSaved: () => void;
  submitLabel: MessageKey;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const [values, setValues] = useState<Values>(() => toValues(initial, companyName));
  const { fields, error, busy, submit } = useSchemaForm(companyDetailsSchema);
  const set = (name: keyof Values) => (value: string) => setValues({ ...values, [name]: value });
  const countries = COUNTRY_CODES.map((code): [string, string] => [
    code,
    intl.formatMessage({ id: `country.${code}` as MessageKey }),
  ]).sort((a, b) => a[1].localeCompare(b[1]));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const emails = values.invoicing_emails.split(/[,;\s]+/).filter(Boolean);
        void submit({ ...values, invoicing_emails: emails }, async (input) => {
          await saveCompanyDetails(input);
          onSaved();
        });
      }}
      noValidate
    >
      <ErrorSummary fields={fields} />
      <FormError message={error} />
      <TextField
        id="co-name"
        name="invoice_company_name"
        label="company.invoiceCompanyName"
        autoComplete="organization"
        value={values.invoice_company_name}
        onChange={set('invoice_company_name')}
        fields={fields}
      />
      <div className="form-row">
        <SelectField
          id="co-country"
          name="country"
          label="company.country"
          value={values.country}
          options={countries}
          placeholder={intl.formatMessage({ id: 'company.chooseCountry' })}
          onChange={set('country')}
          fields={fields}
        />
        <TextField
          id="co-vat"
          name="vat_number"
          label="company.vatNumber"
          value={values.vat_number}
          onChange={set('vat_number')}
          fields={fields}
        >
          {vatCheck && initial && compact(values.vat_number) === initial.vat_number && (
            <VatCheckNote check={vatCheck} />
          )}
        </TextField>
      </div>
      <TextField
        id="co-street"
        name="street_name"
        label="company.street"
        autoComplete="street-address"
        value={values.street_name}
        onChange={set('street_name')}
        fields={fields}
      />
      <div className="form-row">
        <TextField
          id="co-zip"
          name="zip_code"
          label="company.zip"
          autoComplete="postal-code"
          value={values.zip_code}
          onChange={set('zip_code')}
          fields={fields}
        />
        <TextField
          id="co-city"
          name="city_name"
          label="company.city"
          autoComplete="address-level2"
          value={values.city_name}
          onChange={set('city_name')}
          fields={fields}
        />
      </div>
      <TextField
        id="co-invoicing"
        name="invoicing_emails"
        type="email"
        label="company.invoicingEmails"
        value={values.invoicing_emails}
        onChange={set('invoicing_emails')}
        fields={fields}
      >
        <p className="field-hint">
          <FormattedMessage id="company.invoicingEmailsHint" />
        </p>
      </TextField>
      <div className="form-row">
        <TextField
          id="co-finance"
          name="finance_email_address"
          type="email"
          label="company.financeEmail"
          value={values.finance_email_address}
          onChange={set('finance_email_address')}
          fields={fields}
        />
        <TextField
          id="co-claims"
          name="claim_email_address"
          type="email"
          label="company.claimEmail"
          value={values.claim_email_address}
          onChange={set('claim_email_address')}
          fields={fields}
        />
      </div>
      <div className="button-row">
        <button className="button primary" type="submit" disabled={busy} aria-busy={busy}>
          {intl.formatMessage({ id: busy ? 'app.loading' : submitLabel })}
        </button>
        {children}
      </div>
    </form>
  );
}
