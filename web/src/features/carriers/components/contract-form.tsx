/**
 * A carrier account's contract terms (issue 6, item 2): the account numbers its invoices print,
 * discounts per service, the dimensional divisor, the fuel surcharge table, agreed surcharges, the
 * money-back-guarantee waiver and claim windows. Checked with the schema the server checks with
 * (`carrierContractSchema`); each issue shows beside its field. Read-only for anyone but the
 * client admin.
 */

import {
  type CarrierContract,
  type ContractView,
  carrierContractSchema,
  SURCHARGE_TERMS,
} from '@shared/audit/contract';
import { CLAIM_TYPES } from '@shared/carriers/carriers';
import { ErrorSummary } from '@web/components/error-summary';
import { CheckboxField, SelectField, TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import type { MessageKey } from '@web/i18n/en';
import { type ReactNode, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { saveContract, useContract } from '../api/contracts';

interface Values {
  accountNumbers: string;
  discounts: { service: string; percent: string }[];
  dimDivisor: string;
  fuelTable: { from: string; to: string; percent: string }[];
  surcharges: { category: string; waived: boolean; maxAmount: string }[];
  moneyBackGuaranteeWaived: boolean;
  claimWindows: { claimType: string; days: string }[];
}

function valuesOf(contract: ContractView | null, decimalComma: boolean): Values {
  // Numbers as the reader writes them ('32,5' in French).
  const text = (value: number | null) =>
    value === null ? '' : decimalComma ? String(value).replace('.', ',') : String(value);
  const terms = contract?.terms;
  return {
    accountNumbers: contract?.accountNumbers.join(', ') ?? '',
    discounts: terms?.discounts.map((row) => ({ service: row.service, percent: text(row.percent) })) ?? [],
    dimDivisor: text(terms?.dimDivisor ?? null),
    fuelTable: terms?.fuelTable.map((row) => ({ ...row, percent: text(row.percent) })) ?? [],
    surcharges: terms?.surcharges.map((row) => ({ ...row, maxAmount: text(row.maxAmount) })) ?? [],
    moneyBackGuaranteeWaived: terms?.moneyBackGuaranteeWaived ?? false,
    claimWindows: terms?.claimWindows.map((row) => ({ ...row, days: text(row.days) })) ?? [],
  };
}

/** What was typed as a number ('2,5' as French writes it); NaN when it is not one, so the schema says so. */
const numberOf = (value: string) =>
  value.trim() === '' ? Number.NaN : Number(value.trim().replace(',', '.'));
const optionalNumber = (value: string) => (value.trim() === '' ? null : numberOf(value));

/** The request body, as the schema reads it (its issues then name these paths). */
function inputOf(values: Values): unknown {
  return {
    accountNumbers: values.accountNumbers
      .split(/[,;\n]+/)
      .map((number) => number.trim())
      .filter(Boolean),
    terms: {
      discounts: values.discounts.map((row) => ({ service: row.service, percent: numberOf(row.percent) })),
      dimDivisor: optionalNumber(values.dimDivisor),
      fuelTable: values.fuelTable.map((row) => ({ ...row, percent: numberOf(row.percent) })),
      surcharges: values.surcharges.map((row) => ({ ...row, maxAmount: optionalNumber(row.maxAmount) })),
      moneyBackGuaranteeWaived: values.moneyBackGuaranteeWaived,
      claimWindows: values.claimWindows.map((row) => ({ ...row, days: numberOf(row.days) })),
    },
  };
}

type RowSection = 'discounts' | 'fuelTable' | 'surcharges' | 'claimWindows';

const SECTIONS: Record<
  RowSection,
  { heading: MessageKey; add: MessageKey; empty: Values[RowSection][number] }
> = {
  discounts: {
    heading: 'contract.discounts',
    add: 'contract.addDiscount',
    empty: { service: '', percent: '' },
  },
  fuelTable: {
    heading: 'contract.fuelTable',
    add: 'contract.addFuel',
    empty: { from: '', to: '', percent: '' },
  },
  surcharges: {
    heading: 'contract.surcharges',
    add: 'contract.addSurcharge',
    empty: { category: '', waived: true, maxAmount: '' },
  },
  claimWindows: {
    heading: 'contract.windows',
    add: 'contract.addWindow',
    empty: { claimType: '', days: '' },
  },
};

/** One list of rows (discounts, fuel periods, surcharges, windows): add and remove rows. */
function Rows<S extends RowSection>({
  section,
  rows,
  readOnly,
  onChange,
  render,
}: {
  section: S;
  rows: Values[S];
  readOnly: boolean;
  onChange: (rows: Values[S]) => void;
  render: (row: Values[S][number], index: number, set: (row: Values[S][number]) => void) => ReactNode;
}) {
  const intl = useIntl();
  const { heading, add, empty } = SECTIONS[section];
  const list = rows as Values[S][number][];
  return (
    <fieldset className="contract-rows">
      <legend>
        <FormattedMessage id={heading} />
      </legend>
      {list.map((row, index) => (
        // Rows have no identity of their own: their position is what the schema's issues name.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div className="form-row contract-row" key={index}>
          {render(row, index, (next) =>
            onChange(list.map((item, at) => (at === index ? next : item)) as Values[S]),
          )}
          {!readOnly && (
            <button
              type="button"
              className="button small"
              aria-label={intl.formatMessage(
                { id: 'contract.removeRow' },
                { row: index + 1, section: intl.formatMessage({ id: heading }) },
              )}
              onClick={() => onChange(list.filter((_, at) => at !== index) as Values[S])}
            >
              <FormattedMessage id="contract.remove" />
            </button>
          )}
        </div>
      ))}
      {!readOnly && (
        <button
          type="button"
          className="button"
          onClick={() => onChange([...list, { ...empty }] as Values[S])}
        >
          <FormattedMessage id={add} />
        </button>
      )}
    </fieldset>
  );
}

function ContractFields({
  credentialId,
  contract,
  readOnly,
  onDone,
  children,
}: {
  credentialId: string;
  contract: ContractView | null;
  readOnly: boolean;
  onDone: (message: MessageKey) => void;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const [values, setValues] = useState<Values>(() =>
    valuesOf(contract, intl.formatNumber(1.5).includes(',')),
  );
  const { fields, error, busy, submit } = useSchemaForm(carrierContractSchema);
  const set =
    <K extends keyof Values>(name: K) =>
    (value: Values[K]) =>
      setValues({ ...values, [name]: value });
  const id = (path: string) => `contract-${credentialId}-${path.replaceAll('.', '-')}`;
  const categories = SURCHARGE_TERMS.map((category): [string, string] => [
    category,
    intl.formatMessage({ id: `contract.category.${category}` as MessageKey }),
  ]);
  const claimTypes = CLAIM_TYPES.map((type): [string, string] => [
    type,
    intl.formatMessage({ id: `claims.issue.${type}` as MessageKey }),
  ]);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit(inputOf(values), async (input: CarrierContract) => {
          await saveContract(credentialId, input);
          onDone('contract.saved');
        });
      }}
      noValidate
    >
      <ErrorSummary fields={fields} />
      <FormError message={error} />
      <fieldset disabled={readOnly} className="contract-fieldset">
        <TextField
          id={id('accountNumbers')}
          name="accountNumbers"
          label="contract.accounts"
          value={values.accountNumbers}
          onChange={set('accountNumbers')}
          fields={fields}
        >
          <p className="field-hint">
            <FormattedMessage id="contract.accountsHint" />
          </p>
        </TextField>
        <Rows
          section="discounts"
          rows={values.discounts}
          readOnly={readOnly}
          onChange={set('discounts')}
          render={(row, index, update) => (
            <>
              <TextField
                id={id(`terms.discounts.${index}.service`)}
                name={`terms.discounts.${index}.service`}
                label="contract.service"
                value={row.service}
                onChange={(service) => update({ ...row, service })}
                fields={fields}
              />
              <TextField
                id={id(`terms.discounts.${index}.percent`)}
                name={`terms.discounts.${index}.percent`}
                label="contract.percent"
                inputMode="decimal"
                value={row.percent}
                onChange={(percent) => update({ ...row, percent })}
                fields={fields}
              />
            </>
          )}
        />
        <TextField
          id={id('terms.dimDivisor')}
          name="terms.dimDivisor"
          label="contract.dimDivisor"
          inputMode="numeric"
          value={values.dimDivisor}
          onChange={set('dimDivisor')}
          fields={fields}
        >
          <p className="field-hint">
            <FormattedMessage id="contract.dimDivisorHint" />
          </p>
        </TextField>
        <Rows
          section="fuelTable"
          rows={values.fuelTable}
          readOnly={readOnly}
          onChange={set('fuelTable')}
          render={(row, index, update) => (
            <>
              <TextField
                id={id(`terms.fuelTable.${index}.from`)}
                name={`terms.fuelTable.${index}.from`}
                label="contract.from"
                type="date"
                value={row.from}
                onChange={(from) => update({ ...row, from })}
                fields={fields}
              />
              <TextField
                id={id(`terms.fuelTable.${index}.to`)}
                name={`terms.fuelTable.${index}.to`}
                label="contract.to"
                type="date"
                value={row.to}
                onChange={(to) => update({ ...row, to })}
                fields={fields}
              />
              <TextField
                id={id(`terms.fuelTable.${index}.percent`)}
                name={`terms.fuelTable.${index}.percent`}
                label="contract.fuelPercent"
                inputMode="decimal"
                value={row.percent}
                onChange={(percent) => update({ ...row, percent })}
                fields={fields}
              />
            </>
          )}
        />
        <Rows
          section="surcharges"
          rows={values.surcharges}
          readOnly={readOnly}
          onChange={set('surcharges')}
          render={(row, index, update) => (
            <>
              <SelectField
                id={id(`terms.surcharges.${index}.category`)}
                name={`terms.surcharges.${index}.category`}
                label="contract.category"
                value={row.category}
                options={categories}
                placeholder={intl.formatMessage({ id: 'contract.chooseCategory' })}
                onChange={(category) => update({ ...row, category })}
                fields={fields}
              />
              <CheckboxField
                id={id(`terms.surcharges.${index}.waived`)}
                name={`terms.surcharges.${index}.waived`}
                checked={row.waived}
                onChange={(waived) => update({ ...row, waived, maxAmount: waived ? '' : row.maxAmount })}
                fields={fields}
              >
                <FormattedMessage id="contract.waived" />
              </CheckboxField>
              {!row.waived && (
                <TextField
                  id={id(`terms.surcharges.${index}.maxAmount`)}
                  name={`terms.surcharges.${index}.maxAmount`}
                  label="contract.maxAmount"
                  inputMode="decimal"
                  value={row.maxAmount}
                  onChange={(maxAmount) => update({ ...row, maxAmount })}
                  fields={fields}
                />
              )}
            </>
          )}
        />
        <CheckboxField
          id={id('terms.moneyBackGuaranteeWaived')}
          name={'terms.moneyBackGuaranteeWaived'}
          checked={values.moneyBackGuaranteeWaived}
          onChange={set('moneyBackGuaranteeWaived')}
          fields={fields}
        >
          <FormattedMessage id="contract.mbg" />
        </CheckboxField>
        <Rows
          section="claimWindows"
          rows={values.claimWindows}
          readOnly={readOnly}
          onChange={set('claimWindows')}
          render={(row, index, update) => (
            <>
              <SelectField
                id={id(`terms.claimWindows.${index}.claimType`)}
                name={`terms.claimWindows.${index}.claimType`}
                label="contract.claimType"
                value={row.claimType}
                options={claimTypes}
                placeholder={intl.formatMessage({ id: 'contract.chooseClaimType' })}
                onChange={(claimType) => update({ ...row, claimType })}
                fields={fields}
              />
              <TextField
                id={id(`terms.claimWindows.${index}.days`)}
                name={`terms.claimWindows.${index}.days`}
                label="contract.days"
                inputMode="numeric"
                value={row.days}
                onChange={(days) => update({ ...row, days })}
                fields={fields}
              />
            </>
          )}
        />
      </fieldset>
      <div className="button-row">
        {!readOnly && (
          <button className="button primary" type="submit" disabled={busy} aria-busy={busy}>
            <FormattedMessage id={busy ? 'app.loading' : 'contract.save'} />
          </button>
        )}
        {children}
      </div>
    </form>
  );
}

/** The contract terms of one account, read first; the fields start from what is stored. */
export function ContractForm({
  credentialId,
  readOnly,
  onDone,
  children,
}: {
  credentialId: string;
  readOnly: boolean;
  onDone: (message: MessageKey) => void;
  children?: ReactNode;
}) {
  const { data, error } = useContract(credentialId);
  if (error) return <FormError message="error.server.internal" />;
  if (!data) return <p aria-busy="true">…</p>;
  return (
    <>
      <div className="contract-intro">
        <p className="field-hint">
          <FormattedMessage id="contract.intro" />
        </p>
        {readOnly && (
          <p className="field-hint">
            <FormattedMessage id="contract.adminOnly" />
          </p>
        )}
        {data.contract && (
          <p className="field-hint">
            <FormattedMessage
              id="contract.updated"
              values={{
                date: <FormattedDate value={data.contract.updatedAt} dateStyle="medium" />,
                email: data.contract.updatedBy,
              }}
            />
          </p>
        )}
      </div>
      <ContractFields
        credentialId={credentialId}
        contract={data.contract}
        readOnly={readOnly}
        onDone={onDone}
      >
        {children}
      </ContractFields>
    </>
  );
}
