/**
 * The bank account on file, as its people may see it (the IBAN masked by the server, which never
 * sends it whole), with the way to change it: a saved IBAN is not asked for again unless changed.
 */
import type { CompanyView } from '@shared/companies/company';
import { Facts } from '@web/components/facts';
import type { MessageKey } from '@web/i18n/en';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export function BankAccountOnFile({
  bank,
  onChange,
  children,
}: {
  bank: NonNullable<CompanyView['bank']>;
  onChange: () => void;
  /** The way on (onboarding's Continue), before the change button. */
  children?: ReactNode;
}) {
  const facts: [MessageKey, string][] = [
    ['bank.bankName', bank.bank_name],
    ['bank.iban', bank.IBAN],
    ['bank.bic', bank.BIC],
  ];
  return (
    <div className="bank-on-file">
      <p>
        <strong>
          <FormattedMessage id="bank.onFile" />
        </strong>{' '}
        <FormattedMessage id="bank.onFileMasked" />
      </p>
      <Facts facts={facts} />
      <div className="button-row">
        {children}
        <button type="button" className="button" onClick={onChange}>
          <FormattedMessage id="bank.change" />
        </button>
      </div>
    </div>
  );
}
