/**
 * The action-required modals (spec: investigation details and action-required modals), one per
 * kind: the goods lines for 'invoice_missing' (with the confirm-the-value step of a new claim),
 * uploads for the original invoice, damage pictures and other documents, a new attempt once the
 * carrier account is corrected, an explanation for an unknown status. Each answer is validated
 * with the schema the server applies again (shared/claims/actions.ts).
 */

import {
  ACTION_DOCUMENT_KIND,
  type ActionAnswerInput,
  type ActionKind,
  actionAnswerSchema,
  MESSAGE_LIMITS,
} from '@shared/claims/actions';
import type { ClaimView } from '@shared/claims/schema';
import { valueWarnings } from '@shared/claims/schema';
import type { DocumentView } from '@shared/documents/upload-requests';
import { ErrorSummary } from '@web/components/error-summary';
import { useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { Modal } from '@web/components/modal';
import { Uploader } from '@web/components/uploader';
import { paths } from '@web/config/paths';
import type { MessageKey } from '@web/i18n/en';
import { ApiError } from '@web/lib/api-client';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { answerAction } from '../api/actions';
import { emptyLine, GoodsLines, LINE_LABELS, type LineField, type LineValues } from './goods-lines';

export interface ActionTarget {
  claimId: string;
  tracking_number: string;
}

export function ActionModal({
  target,
  kind,
  onClose,
  onDone,
}: {
  target: ActionTarget;
  kind: ActionKind;
  onClose: () => void;
  /** The claim as it now is, and what to tell the person. */
  onDone: (claim: ClaimView, message: MessageKey) => void;
}) {
  const intl = useIntl();
  const messageId = useId();
  const { fields, error, setError, busy, submit } = useSchemaForm(actionAnswerSchema);
  const [lines, setLines] = useState<LineValues[]>([emptyLine()]);
  const [documents, setDocuments] = useState<DocumentView[]>([]);
  const [message, setMessage] = useState('');
  const [warnings, setWarnings] = useState<ReturnType<typeof valueWarnings> | null>(null);
  const uploadKind =
    kind === 'invoice_missing' || kind === 'carrier_information' ? null : ACTION_DOCUMENT_KIND[kind];

  function answer(confirmedValue = false): ActionAnswerInput {
    const documentIds = documents.map((document) => document.documentId);
    switch (kind) {
      case 'invoice_missing':
        return { kind, lines, confirmedValue };
      case 'original_invoice_missing':
      case 'pictures_missing':
        return { kind, documentIds };
      case 'documents_missing':
        return { kind, documentIds, ...(message.trim() ? { message } : {}) };
      case 'carrier_information':
        return { kind };
      case 'unknown':
        return { kind, message, documentIds };
    }
  }

  async function send(confirmedValue = false) {
    const values = answer(confirmedValue);
    if (kind === 'invoice_missing' && !confirmedValue) {
      // The same warnings the server would answer with: ask before sending.
      const found = valueWarnings(lines);
      if (found.length) {
        if (fields.validate(values)) setWarnings(found);
        return;
      }
    }
    setWarnings(null);
    await submit(values, async () => {
      try {
        const claim = await answerAction(target.claimId, values);
        if (kind === 'carrier_information' && claim.actions.includes(kind)) {
          // Tried again and the carrier still refuses the account.
          setError('error.claim.credential_not_working');
          return;
        }
        const filed = claim.claim_number !== null && claim.actions.length === 0;
        onDone(claim, filed ? 'actions.answeredFiled' : 'actions.answered');
      } catch (failure) {
        if (failure instanceof ApiError && failure.code === 'claim.confirm_value')
          setWarnings(valueWarnings(lines));
        throw failure;
      }
    });
  }

  const kindLabel = intl.formatMessage({ id: `actions.kind.${kind}` as MessageKey });
  return (
    <Modal
      wide={kind === 'invoice_missing'}
      title={
        <FormattedMessage
          id="actions.modalTitle"
          values={{ kind: kindLabel, tracking: target.tracking_number }}
        />
      }
      onClose={onClose}
    >
      <form
        noValidate
        className="action-form"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <p>
          <FormattedMessage id={`actions.explain.${kind}` as MessageKey} />
        </p>
        <ErrorSummary fields={fields} />
        <FormError message={error} />
        {kind === 'invoice_missing' && <GoodsLines lines={lines} onChange={setLines} fields={fields} />}
        {kind === 'carrier_information' && (
          <p>
            <Link to={paths.carrierInformation}>
              <FormattedMessage id="actions.fixCredentials" />
            </Link>
          </p>
        )}
        {(kind === 'unknown' || kind === 'documents_missing') && (
          <div className="field">
            <label htmlFor={messageId}>
              <FormattedMessage id={kind === 'unknown' ? 'actions.message' : 'actions.messageOptional'} />
            </label>
            <textarea
              id={messageId}
              name="message"
              rows={4}
              maxLength={MESSAGE_LIMITS.max}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              {...fields.describe('message')}
            />
            {fields.message('message')}
          </div>
        )}
        {uploadKind && (
          <>
            <Uploader
              kind={uploadKind}
              single={kind === 'original_invoice_missing'}
              onUploaded={(document) =>
                setDocuments((current) =>
                  kind === 'original_invoice_missing' ? [document] : [...current, document],
                )
              }
            />
            {documents.length > 0 && (
              <>
                <h3>
                  <FormattedMessage id="actions.files" />
                </h3>
                <ul className="attached">
                  {documents.map((document) => (
                    <li key={document.documentId}>{document.fileName}</li>
                  ))}
                </ul>
              </>
            )}
            {fields.message('documentIds')}
          </>
        )}
        {warnings && (
          <div className="notice-inline warning" role="alert">
            <p>
              <FormattedMessage id="actions.confirmValuesBody" />
            </p>
            <ul>
              {warnings.map(({ path, warning }) => (
                <li key={path}>
                  <FormattedMessage id="goods.line" values={{ number: Number(path.split('.')[1]) + 1 }} />,{' '}
                  <FormattedMessage id={LINE_LABELS[path.split('.')[2] as LineField]} />:{' '}
                  <FormattedMessage id={warning} />
                </li>
              ))}
            </ul>
            <button type="button" className="button" disabled={busy} onClick={() => void send(true)}>
              <FormattedMessage id="actions.confirmAndSend" />
            </button>
          </div>
        )}
        <div className="modal-actions">
          <button type="button" className="button" onClick={onClose}>
            <FormattedMessage id="confirm.cancel" />
          </button>
          <button type="submit" className="button primary" disabled={busy}>
            <FormattedMessage id={kind === 'carrier_information' ? 'actions.retry' : 'actions.send'} />
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The button that opens an action's modal, named for screen readers by the need and the parcel. */
export function ProvideButton({
  kind,
  tracking,
  onClick,
  children,
}: {
  kind: ActionKind;
  tracking: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className="button small"
      aria-label={intl.formatMessage(
        { id: 'actions.provideLabel' },
        { kind: intl.formatMessage({ id: `actions.kind.${kind}` as MessageKey }), tracking },
      )}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
