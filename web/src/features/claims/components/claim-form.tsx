/**
 * Start an investigation, one tracking number at a time (spec: single upload): carrier (one the
 * company registered), tracking number, issue, order reference, the goods and the documents. The
 * shared schema checks everything here and the server checks it again. Values the rules warn about
 * (a large amount or tax rate, a zero amount) are confirmed in a dialog first; a tracking number
 * that already has an open investigation gets the server's answer and an offer to overwrite it.
 * One original invoice per claim: a second one asks whether to replace the first or keep it.
 */

import { carrierById } from '@shared/carriers/carriers';
import {
  CLAIM_ISSUES,
  type ClaimView,
  type NewClaimInput,
  newClaimSchema,
  type ValueWarning,
  valueWarnings,
} from '@shared/claims/schema';
import type { DocumentView } from '@shared/documents/upload-requests';
import { useCredentials } from '@web/api/credentials';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ErrorSummary } from '@web/components/error-summary';
import { SelectField, TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { UnsavedChangesPrompt } from '@web/components/unsaved-changes';
import { Uploader } from '@web/components/uploader';
import type { MessageKey } from '@web/i18n/en';
import { ApiError } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createClaim } from '../api/claims';
import { emptyLine, GoodsLines, type LineValues } from './goods-lines';

type Head = { carrier: string; tracking_number: string; issue: string; reference: string };
const EMPTY_HEAD: Head = { carrier: '', tracking_number: '', issue: '', reference: '' };

function DocumentList({
  documents,
  onRemove,
  label,
}: {
  documents: DocumentView[];
  onRemove: (documentId: string) => void;
  label: MessageKey;
}) {
  const intl = useIntl();
  if (!documents.length) return null;
  return (
    <ul className="attached" aria-label={intl.formatMessage({ id: label })}>
      {documents.map((document) => (
        <li key={document.documentId}>
          {document.fileName}{' '}
          <button
            type="button"
            className="button small"
            aria-label={intl.formatMessage({ id: 'claimForm.detachLabel' }, { name: document.fileName })}
            onClick={() => onRemove(document.documentId)}
          >
            <FormattedMessage id="claimForm.detach" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** What the merchant confirmed or chose when asked: sent with the claim. */
type Confirmed = { confirmedValue?: boolean; confirmedWindow?: boolean; overwrite?: boolean };

export function ClaimForm({
  onCreated,
  initial,
}: {
  onCreated: (claim: ClaimView, overwritten: boolean) => void;
  /** Fields filled in advance (a lost package's carrier, tracking number and issue). */
  initial?: Partial<Head>;
}) {
  const intl = useIntl();
  const credentials = useCredentials().data?.credentials ?? [];
  const start: Head = { ...EMPTY_HEAD, ...initial };
  const [head, setHead] = useState<Head>(start);
  const [lines, setLines] = useState<LineValues[]>([emptyLine()]);
  const [invoice, setInvoice] = useState<DocumentView | null>(null);
  const [secondInvoice, setSecondInvoice] = useState<DocumentView | null>(null);
  const [pictures, setPictures] = useState<DocumentView[]>([]);
  const [others, setOthers] = useState<DocumentView[]>([]);
  const [warnings, setWarnings] = useState<ValueWarning[] | null>(null);
  const [offerOverwrite, setOfferOverwrite] = useState(false);
  /** Set when the carrier's window has closed: what the merchant had confirmed when asked. */
  const [windowClosed, setWindowClosed] = useState<Confirmed | null>(null);
  const [uploaderKey, setUploaderKey] = useState(0);
  const { fields, error, busy, submit } = useSchemaForm(newClaimSchema);
  const dirty =
    (JSON.stringify(head) !== JSON.stringify(start) && JSON.stringify(head) !== JSON.stringify(EMPTY_HEAD)) ||
    JSON.stringify(lines) !== JSON.stringify([emptyLine()]) ||
    Boolean(invoice || pictures.length || others.length);

  const carriers = [...new Set(credentials.map((credential) => credential.carrier))];
  const failing = credentials.some(
    (credential) => credential.carrier === head.carrier && credential.status === 'not_working',
  );

  const body = (extra: Confirmed) => ({
    ...head,
    lines,
    invoiceDocumentId: invoice?.documentId ?? '',
    pictureDocumentIds: pictures.map((document) => document.documentId),
    otherDocumentIds: others.map((document) => document.documentId),
    ...extra,
  });

  async function send(extra: Confirmed = {}) {
    setWarnings(null);
    setOfferOverwrite(false);
    setWindowClosed(null);
    const values = body(extra);
    // The same warnings the server would answer with: ask before sending.
    const found = valueWarnings(lines);
    if (found.length && !values.confirmedValue) {
      if (fields.validate(values)) setWarnings(found);
      return;
    }
    await submit(values, async () => {
      try {
        // Validated by the shared schema just before (submit), so the values are a claim input.
        const result = await createClaim(values as NewClaimInput);
        setHead(EMPTY_HEAD);
        setLines([emptyLine()]);
        setInvoice(null);
        setPictures([]);
        setOthers([]);
        setUploaderKey((key) => key + 1);
        onCreated(result.claim, Boolean(result.overwritten));
      } catch (failure) {
        if (failure instanceof ApiError && failure.code === 'claim.tracking_exists') setOfferOverwrite(true);
        if (failure instanceof ApiError && failure.code === 'claim.confirm_value') setWarnings(found);
        // Past the carrier's window: asked once more, with what was confirmed already kept.
        if (failure instanceof ApiError && failure.code === 'claim.window_closed') {
          setWindowClosed(extra);
          return;
        }
        throw failure;
      }
    });
  }

  return (
    <form
      className="claim-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <UnsavedChangesPrompt when={dirty && !busy} />
      <ErrorSummary fields={fields} />
      <FormError message={error} />
      <fieldset>
        <legend>
          <FormattedMessage id="claimForm.parcel" />
        </legend>
        <div className="form-grid">
          <SelectField
            id="claim-carrier"
            name="carrier"
            label="claimForm.carrier"
            value={head.carrier}
            placeholder={intl.formatMessage({ id: 'claimForm.chooseCarrier' })}
            options={carriers.map((id) => [id, carrierById(id)?.name ?? id])}
            onChange={(carrier) => setHead({ ...head, carrier })}
            fields={fields}
          />
          <TextField
            id="claim-tracking"
            name="tracking_number"
            label="claimForm.trackingNumber"
            maxLength={60}
            value={head.tracking_number}
            onChange={(tracking_number) => setHead({ ...head, tracking_number })}
            fields={fields}
          />
          <SelectField
            id="claim-issue"
            name="issue"
            label="claimForm.issue"
            value={head.issue}
            placeholder={intl.formatMessage({ id: 'claimForm.chooseIssue' })}
            options={CLAIM_ISSUES.map((issue) => [
              issue,
              intl.formatMessage({ id: `claims.issue.${issue}` }),
            ])}
            onChange={(issue) => setHead({ ...head, issue })}
            fields={fields}
          />
          <TextField
            id="claim-reference"
            name="reference"
            label="claimForm.reference"
            maxLength={60}
            value={head.reference}
            onChange={(reference) => setHead({ ...head, reference })}
            fields={fields}
          />
        </div>
        {failing && (
          <p className="field-hint warning" role="status">
            <FormattedMessage id="claimForm.failingCredential" />
          </p>
        )}
      </fieldset>

      <fieldset>
        <legend>
          <FormattedMessage id="claimForm.goods" />
        </legend>
        <GoodsLines lines={lines} onChange={setLines} fields={fields} />
      </fieldset>

      <fieldset>
        <legend>
          <FormattedMessage id="claimForm.documents" />
        </legend>
        <h3 id="invoice-heading">
          <FormattedMessage id="claimForm.invoice" />
        </h3>
        <p className="field-hint">
          <FormattedMessage id="claimForm.invoiceHint" />
        </p>
        {invoice && (
          <DocumentList documents={[invoice]} label="claimForm.invoice" onRemove={() => setInvoice(null)} />
        )}
        <Uploader
          key={`invoice-${uploaderKey}`}
          kind="claim_invoice"
          single
          onUploaded={(document) => (invoice ? setSecondInvoice(document) : setInvoice(document))}
        />
        {fields.message('invoiceDocumentId')}

        <h3>
          <FormattedMessage id="claimForm.pictures" />
        </h3>
        <p className="field-hint">
          <FormattedMessage id="claimForm.picturesHint" />
        </p>
        <DocumentList
          documents={pictures}
          label="claimForm.pictures"
          onRemove={(id) => setPictures(pictures.filter((document) => document.documentId !== id))}
        />
        <Uploader
          key={`pictures-${uploaderKey}`}
          kind="damage_picture"
          onUploaded={(document) => setPictures((current) => [...current, document])}
        />

        <h3>
          <FormattedMessage id="claimForm.others" />
        </h3>
        <DocumentList
          documents={others}
          label="claimForm.others"
          onRemove={(id) => setOthers(others.filter((document) => document.documentId !== id))}
        />
        <Uploader
          key={`others-${uploaderKey}`}
          kind="claim_document"
          onUploaded={(document) => setOthers((current) => [...current, document])}
        />
      </fieldset>

      <button type="submit" className="button primary" disabled={busy}>
        <FormattedMessage id={busy ? 'claimForm.creating' : 'claimForm.create'} />
      </button>

      {secondInvoice && (
        <ConfirmDialog
          title={<FormattedMessage id="claimForm.replaceInvoiceTitle" />}
          body={
            <FormattedMessage
              id="claimForm.replaceInvoiceBody"
              values={{ first: invoice?.fileName ?? '', second: secondInvoice.fileName }}
            />
          }
          cancel={<FormattedMessage id="claimForm.keepInvoice" />}
          confirm={<FormattedMessage id="claimForm.replaceInvoice" />}
          onCancel={() => setSecondInvoice(null)}
          onConfirm={() => {
            setInvoice(secondInvoice);
            setSecondInvoice(null);
          }}
        />
      )}
      {warnings && (
        <ConfirmDialog
          title={<FormattedMessage id="claimForm.confirmValueTitle" />}
          body={
            <>
              <FormattedMessage id="claimForm.confirmValueBody" />{' '}
              {[...new Set(warnings.map((warning) => warning.warning))]
                .map((warning) => intl.formatMessage({ id: warning }))
                .join(' ')}
            </>
          }
          cancel={<FormattedMessage id="claimForm.checkValues" />}
          confirm={<FormattedMessage id="claimForm.confirmValue" />}
          onCancel={() => setWarnings(null)}
          onConfirm={() => void send({ confirmedValue: true })}
        />
      )}
      {windowClosed && (
        <ConfirmDialog
          danger
          title={<FormattedMessage id="claimForm.windowClosedTitle" />}
          body={<FormattedMessage id="claimForm.windowClosedBody" />}
          cancel={<FormattedMessage id="confirm.cancel" />}
          confirm={<FormattedMessage id="claimForm.windowClosedFile" />}
          onCancel={() => setWindowClosed(null)}
          onConfirm={() => void send({ ...windowClosed, confirmedWindow: true })}
        />
      )}
      {offerOverwrite && (
        <ConfirmDialog
          title={<FormattedMessage id="claimForm.overwriteTitle" />}
          body={<FormattedMessage id="claimForm.overwriteBody" />}
          cancel={<FormattedMessage id="confirm.cancel" />}
          confirm={<FormattedMessage id="claimForm.overwrite" />}
          onCancel={() => setOfferOverwrite(false)}
          onConfirm={() => void send({ overwrite: true, confirmedValue: valueWarnings(lines).length > 0 })}
        />
      )}
    </form>
  );
}
