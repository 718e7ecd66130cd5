/**
 * Choosing another move than the one a carrier mail's words propose (or completing it: an
 * acceptance whose amount the mail did not write, a credit and its proof): one of the moves the
 * claim offers now, its fields filled from the proposal and the mail, checked with the desk's own
 * schema (deskMoveSchema) before it is sent. The move's id is the mail's: sent twice, it is
 * recorded once.
 */

import type { MailProposal } from '@shared/claims/carrier-mail';
import {
  CREDIT_PROOFS,
  DENIAL_REASONS,
  type DeskMove,
  type DeskMoveKind,
  deskMoveSchema,
} from '@shared/claims/desk';
import { ErrorSummary } from '@web/components/error-summary';
import { TextAreaField, TextField, useFieldErrors } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import type { MessageKey } from '@web/i18n/en';
import { ApiError, messageKeyOf } from '@web/lib/api-client';
import { type ReactNode, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { applyMailMove, type MailDecisionReply } from '../api/carrier-mails';

const LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'nl'] as const;

export interface MoveFormContext {
  companyId: string;
  mailId: string;
  /** The claim as the person saw it. */
  version: number;
  currency: string;
  moves: DeskMoveKind[];
  /** The mail's date (YYYY-MM-DD): when the carrier answered. */
  day: string;
  /** The mail's attachments kept as documents (a credit note among them). */
  documents: { documentId: string; fileName: string }[];
}

type Values = Record<string, string>;

/** The form's first values: the proposal's, else the mail's. */
export function initialValues(proposal: MailProposal | null, context: MoveFormContext): Values {
  const cue = proposal?.cue ?? '';
  return {
    claimNumber: proposal?.claimNumber ?? '',
    filedOn: context.day,
    carrierText: proposal?.move === 'more_requested' ? cue : '',
    language: proposal?.language ?? 'en',
    amount: proposal?.amount !== null && proposal?.amount !== undefined ? String(proposal.amount) : '',
    currency: context.currency,
    reason: proposal?.reason ?? 'other',
    text: proposal?.move === 'denied' ? cue : '',
    evidence: '',
    creditedOn: context.day,
    proof: context.documents.length ? 'credit_note' : 'statement_line',
    documentId: context.documents[0]?.documentId ?? '',
    reference: '',
    note: '',
  };
}

/** The DeskMove a kind and the form's values make (checked by the schema before it is sent). */
export function moveOf(
  kind: DeskMoveKind,
  values: Values,
  context: MoveFormContext,
): Record<string, unknown> {
  const base = { move: kind, version: context.version, moveId: context.mailId };
  const amount = values.amount ? Number(values.amount.replace(/\s/g, '').replace(',', '.')) : Number.NaN;
  const note = values.note ? { note: values.note } : {};
  switch (kind) {
    case 'filed':
      return { ...base, claimNumber: values.claimNumber, filedOn: values.filedOn, channel: 'email', ...note };
    case 'more_requested':
      return { ...base, carrierText: values.carrierText, language: values.language };
    case 'accepted':
      return { ...base, amount, currency: values.currency, ...note };
    case 'denied':
      return { ...base, reason: values.reason, text: values.text };
    case 'redisputed':
      return { ...base, evidence: values.evidence };
    case 'credited':
      return {
        ...base,
        amount,
        currency: values.currency,
        creditedOn: values.creditedOn,
        proof: values.proof,
        ...(values.proof === 'credit_note'
          ? values.documentId
            ? { documentId: values.documentId }
            : {}
          : values.reference
            ? { reference: values.reference }
            : {}),
      };
    case 'closed':
      return { ...base, note: values.note };
    default:
      return { ...base, ...note };
  }
}

function Select({
  id,
  name,
  label,
  value,
  onChange,
  options,
  describe,
}: {
  id: string;
  name: string;
  label: MessageKey;
  value: string;
  onChange: (value: string) => void;
  options: [string, ReactNode][];
  describe?: Record<string, unknown>;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...describe}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export function MailMoveForm({
  context,
  proposal,
  onDone,
  onConflict,
}: {
  context: MoveFormContext;
  proposal: MailProposal | null;
  onDone: (reply: MailDecisionReply) => void;
  /** The claim changed meanwhile: the caller reads it again. */
  onConflict: () => void;
}) {
  const id = useId();
  const fields = useFieldErrors(deskMoveSchema);
  const [kind, setKind] = useState<DeskMoveKind | undefined>(
    proposal && context.moves.includes(proposal.move) ? proposal.move : context.moves[0],
  );
  const [values, setValues] = useState(() => initialValues(proposal, context));
  const [error, setError] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: string) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const field = (name: keyof Values & string, label: MessageKey, type: 'text' | 'date' = 'text') => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      label={label}
      type={type}
      value={values[name] ?? ''}
      onChange={set(name)}
      fields={fields}
      {...(name === 'amount' ? { inputMode: 'decimal' as const } : {})}
    />
  );
  const area = (name: string, label: MessageKey) => (
    <TextAreaField
      id={`${id}-${name}`}
      name={name}
      label={label}
      value={values[name] ?? ''}
      onChange={set(name)}
      fields={fields}
    />
  );

  if (!kind)
    return (
      <p>
        <FormattedMessage id="desk.mail.form.noMoves" />
      </p>
    );

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy || !kind) return;
    setError(null);
    const move = fields.validate(moveOf(kind, values, context));
    if (!move) return;
    setBusy(true);
    try {
      onDone(await applyMailMove(context.companyId, context.mailId, move as DeskMove));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409 && failure.code === 'resource.conflict') {
        setError('desk.mail.conflict');
        onConflict();
      } else {
        if (failure instanceof ApiError && failure.issues.length) fields.setServerIssues(failure.issues);
        setError(messageKeyOf(failure));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="mail-move-form" noValidate onSubmit={submit}>
      <ErrorSummary fields={fields} />
      <FormError message={error} />
      <Select
        id={`${id}-move`}
        name="move"
        label="desk.mail.form.move"
        value={kind}
        onChange={(value) => setKind(value as DeskMoveKind)}
        options={context.moves.map((move) => [
          move,
          <FormattedMessage key={move} id={`desk.mail.move.${move}`} />,
        ])}
      />
      {kind === 'filed' && (
        <>
          {field('claimNumber', 'desk.mail.form.claimNumber')}
          {field('filedOn', 'desk.mail.form.filedOn', 'date')}
        </>
      )}
      {kind === 'more_requested' && (
        <>
          {area('carrierText', 'desk.mail.form.carrierText')}
          <Select
            id={`${id}-language`}
            name="language"
            label="desk.mail.form.language"
            value={values.language ?? 'en'}
            onChange={set('language')}
            options={LANGUAGES.map((code) => [
              code,
              <FormattedMessage key={code} id={`desk.mail.language.${code}`} />,
            ])}
            describe={fields.describe('language')}
          />
        </>
      )}
      {(kind === 'accepted' || kind === 'credited') && (
        <div className="field-row">
          {field('amount', 'desk.mail.form.amount')}
          {field('currency', 'desk.mail.form.currency')}
        </div>
      )}
      {kind === 'denied' && (
        <>
          <Select
            id={`${id}-reason`}
            name="reason"
            label="desk.mail.form.reason"
            value={values.reason ?? 'other'}
            onChange={set('reason')}
            options={DENIAL_REASONS.map((reason) => [
              reason,
              <FormattedMessage key={reason} id={`desk.mail.reason.${reason}`} />,
            ])}
          />
          {area('text', 'desk.mail.form.text')}
        </>
      )}
      {kind === 'redisputed' && area('evidence', 'desk.mail.form.evidence')}
      {kind === 'credited' && (
        <>
          {field('creditedOn', 'desk.mail.form.creditedOn', 'date')}
          <Select
            id={`${id}-proof`}
            name="proof"
            label="desk.mail.form.proof"
            value={values.proof ?? 'statement_line'}
            onChange={set('proof')}
            options={CREDIT_PROOFS.map((proof) => [
              proof,
              <FormattedMessage key={proof} id={`desk.mail.form.proof.${proof}`} />,
            ])}
          />
          {values.proof === 'credit_note' ? (
            context.documents.length ? (
              <Select
                id={`${id}-document`}
                name="documentId"
                label="desk.mail.form.document"
                value={values.documentId ?? ''}
                onChange={set('documentId')}
                options={context.documents.map((document) => [document.documentId, document.fileName])}
              />
            ) : (
              <p className="mail-note">
                <FormattedMessage id="desk.mail.form.noDocument" />
              </p>
            )
          ) : (
            field('reference', 'desk.mail.form.reference')
          )}
        </>
      )}
      {['filed', 'accepted', 'documents_sent', 'denial_accepted', 'closed'].includes(kind) &&
        area('note', 'desk.mail.form.note')}
      <div className="form-actions">
        <button type="submit" className="button primary" aria-busy={busy || undefined}>
          <FormattedMessage id="desk.mail.form.submit" />
        </button>
      </div>
    </form>
  );
}
