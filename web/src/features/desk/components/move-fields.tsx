/**
 * The fields of each move's form: what the move needs (shared/claims/desk.ts's schema names them),
 * labelled, each with its issue beside it. A denial's reasons are the desk's common list
 * (the reasons the claim's carrier gives: shared/carriers/claim-forms.ts); the carrier's words come with the language they were written in.
 */
import { denialReasonsFor } from '@shared/carriers/claim-forms';
import { CREDIT_PROOFS, type DeskMoveKind, FILING_CHANNELS } from '@shared/claims/desk';
import type { ClaimView } from '@shared/claims/schema';
import { type Fields, SelectField, TextAreaField, TextField } from '@web/components/form';
import type { MessageKey } from '@web/i18n/en';
import { FormattedMessage, useIntl } from 'react-intl';

export type MoveValues = Record<string, string>;

/** The languages carriers answer in, most likely first (ISO 639-1, as the move records them). */
export const CARRIER_LANGUAGES = ['fr', 'en', 'de', 'nl', 'es', 'it', 'pt', 'pl'] as const;

/** The labels of each text field (the note of a closing says why it is closed). */
const LABELS: Record<string, MessageKey> = {
  claimNumber: 'desk.field.claimNumber',
  filedOn: 'desk.field.filedOn',
  note: 'desk.field.note',
  carrierText: 'desk.field.carrierText',
  amount: 'desk.field.amount',
  currency: 'desk.field.currency',
  text: 'desk.field.denialText',
  evidence: 'desk.field.evidence',
  creditedOn: 'desk.field.creditedOn',
  reference: 'desk.field.reference',
};

export function MoveFields({
  move,
  values,
  onChange,
  claim,
  fields,
}: {
  move: DeskMoveKind;
  values: MoveValues;
  onChange: (values: MoveValues) => void;
  claim: ClaimView;
  fields: Fields;
}) {
  const intl = useIntl();
  const choose = intl.formatMessage({ id: 'desk.choose' });
  const set = (name: string) => (value: string) => onChange({ ...values, [name]: value });
  const languageName = new Intl.DisplayNames([intl.locale], { type: 'language' });
  const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase(intl.locale) + text.slice(1);

  const text = (name: string, options: { type?: 'date'; inputMode?: 'decimal'; maxLength?: number } = {}) => (
    <TextField
      key={name}
      id={`desk-move-${name}`}
      name={name}
      label={LABELS[name]!}
      value={values[name] ?? ''}
      onChange={set(name)}
      fields={fields}
      {...options}
    />
  );
  const area = (name: string, label: MessageKey = LABELS[name]!) => (
    <TextAreaField
      key={name}
      id={`desk-move-${name}`}
      name={name}
      label={label}
      value={values[name] ?? ''}
      onChange={set(name)}
      fields={fields}
    />
  );
  const select = (name: string, label: MessageKey, options: [string, string][]) => (
    <SelectField
      key={name}
      id={`desk-move-${name}`}
      name={name}
      label={label}
      value={values[name] ?? ''}
      options={options}
      placeholder={choose}
      onChange={set(name)}
      fields={fields}
    />
  );
  const labelled = (values: readonly string[], key: (value: string) => string): [string, string][] =>
    values.map((value) => [value, intl.formatMessage({ id: key(value) as MessageKey })]);
  const amount = [
    text('amount', { inputMode: 'decimal', maxLength: 16 }),
    text('currency', { maxLength: 3 }),
  ];

  switch (move) {
    case 'filed':
      return (
        <>
          {text('claimNumber', { maxLength: 64 })}
          {text('filedOn', { type: 'date' })}
          {select(
            'channel',
            'desk.field.channel',
            labelled(FILING_CHANNELS, (value) => `desk.channel.${value}`),
          )}
          {area('note')}
        </>
      );
    case 'more_requested':
      return (
        <>
          {area('carrierText')}
          {select(
            'language',
            'desk.field.language',
            CARRIER_LANGUAGES.map((code) => [code, capitalised(languageName.of(code) ?? code)]),
          )}
        </>
      );
    case 'accepted':
      return (
        <>
          <div className="form-row">{amount}</div>
          {area('note')}
        </>
      );
    case 'denied':
      return (
        <>
          {select(
            'reason',
            'desk.field.reason',
            labelled(denialReasonsFor(claim.carrier), (value) => `desk.denial.${value}`),
          )}
          {area('text')}
        </>
      );
    case 'redisputed':
      return area('evidence');
    case 'credited':
      return (
        <>
          <div className="form-row">{amount}</div>
          {text('creditedOn', { type: 'date' })}
          {select(
            'proof',
            'desk.field.proof',
            labelled(CREDIT_PROOFS, (value) => `desk.proof.${value}`),
          )}
          {values.proof === 'credit_note' && claim.documents.length === 0 && (
            <p className="field-hint warning">
              <FormattedMessage id="desk.field.noCreditNote" />
            </p>
          )}
          {values.proof === 'credit_note' &&
            select(
              'documentId',
              'desk.field.document',
              claim.documents.map((document) => [
                document.documentId,
                `${document.fileName} (${intl.formatMessage({ id: `documents.kind.${document.kind}` as MessageKey })})`,
              ]),
            )}
          {values.proof !== 'credit_note' && values.proof !== '' && text('reference', { maxLength: 500 })}
        </>
      );
    case 'closed':
      return area('note', 'desk.field.closeNote');
    default:
      return area('note');
  }
}
