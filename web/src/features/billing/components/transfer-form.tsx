/**
 * A platform admin records a bank transfer received for an invoice of the company they act for:
 * the transfer's reference (it must name the invoice), the day it arrived and the amount (what the
 * invoice asks). Checked with the shared schema here and again by the server.
 */

import { transferInputSchema } from '@shared/billing/documents';
import type { Reply } from '@shared/platform/replies';
import type { BillingDocumentView } from '@web/api/billing';
import { ErrorSummary } from '@web/components/error-summary';
import { TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { Modal } from '@web/components/modal';
import { api } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** Cents from what a person types: '44.45' or '44,45' (NaN when it is not an amount). */
const centsOf = (text: string) =>
  /^\d+(?:[.,]\d{1,2})?$/.test(text.trim())
    ? Math.round(Number(text.trim().replace(',', '.')) * 100)
    : Number.NaN;

export function TransferForm({
  document,
  dueCents,
  onDone,
  onClose,
}: {
  document: BillingDocumentView;
  dueCents: number;
  onDone: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [reference, setReference] = useState(document.number);
  const [receivedOn, setReceivedOn] = useState(new Date().toISOString().slice(0, 10));
  const [amount, setAmount] = useState((dueCents / 100).toFixed(2));
  const { fields, error, busy, submit } = useSchemaForm(transferInputSchema);
  return (
    <Modal
      title={<FormattedMessage id="billing.transfer.heading" values={{ number: document.number }} />}
      onClose={onClose}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit({ reference, receivedOn, amountCents: centsOf(amount) }, async (input) => {
            const path = `/api/private/admin/companies/${encodeURIComponent(document.companyId)}/billing/${encodeURIComponent(document.number)}/transfer`;
            await api<Reply<'record-transfer'>>(path, { method: 'POST', body: input });
            onDone();
          });
        }}
      >
        <p className="field-hint">
          <FormattedMessage
            id="billing.transfer.intro"
            values={{
              amount: intl.formatNumber(dueCents / 100, { style: 'currency', currency: document.currency }),
            }}
          />
        </p>
        <ErrorSummary fields={fields} />
        <FormError message={error} />
        <TextField
          id="transfer-reference"
          name="reference"
          label="billing.transfer.reference"
          value={reference}
          onChange={setReference}
          fields={fields}
        />
        <TextField
          id="transfer-date"
          name="receivedOn"
          label="billing.transfer.receivedOn"
          type="date"
          value={receivedOn}
          onChange={setReceivedOn}
          fields={fields}
        />
        <TextField
          id="transfer-amount"
          name="amountCents"
          label="billing.transfer.amount"
          inputMode="decimal"
          value={amount}
          onChange={setAmount}
          fields={fields}
        />
        <button type="submit" className="button primary" disabled={busy}>
          <FormattedMessage id="billing.transfer.save" />
        </button>
      </form>
    </Modal>
  );
}
