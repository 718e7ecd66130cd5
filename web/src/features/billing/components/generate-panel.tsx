/**
 * 'Generate invoice' (platform admins, for the company they act for): the preview of what is owed
 * first (each document and its lines, with totals), then the spec's confirmation prompt, then its
 * generation pop-up (4 seconds at least, while the documents are issued). The request carries the
 * number of lines previewed: if what is owed changed meanwhile, nothing is issued and the preview
 * is read again. A double click issues nothing twice (the server bills a line once).
 */
import { INVOICE_GENERATION_POPUP_MS } from '@shared/platform/constants';
import { generateDocuments, loadPreview, type PreviewReply } from '@web/api/billing';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DialogFrame } from '@web/components/dialog-frame';
import { FormError } from '@web/components/form-error';
import { Money } from '@web/components/money';
import { messageKeyOf } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LineText } from './line-text';

const cents = (value: number, currency: string) => <Money value={value / 100} currency={currency} />;

function PreviewTable({ document }: { document: PreviewReply['documents'][number] }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways is reached by keyboard to scroll it.
    <div className="table-scroll" tabIndex={0}>
      <table className="data-table compact">
        <caption>
          {document.type === 'credit_note' ? (
            <FormattedMessage id="billing.type.creditNoteFor" values={{ invoice: document.cites }} />
          ) : (
            <FormattedMessage id="billing.type.invoice" />
          )}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="billing.preview.line" />
            </th>
            <th scope="col" className="num">
              <FormattedMessage id="billing.preview.net" />
            </th>
            <th scope="col" className="num">
              <FormattedMessage id="billing.preview.vat" />
            </th>
          </tr>
        </thead>
        <tbody>
          {document.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a preview's lines have no id of their own (subscription lines).
            <tr key={index}>
              <td>
                <LineText line={line} currency={document.currency} />
              </td>
              <td className="num">{cents(line.netCents, document.currency)}</td>
              <td className="num">{cents(line.vatCents, document.currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <FormattedMessage id="billing.preview.total" />
            </th>
            <td className="num">{cents(document.netCents, document.currency)}</td>
            <td className="num">{cents(document.vatCents, document.currency)}</td>
          </tr>
          <tr>
            <th scope="row">
              <FormattedMessage id="billing.preview.totalWithVat" />
            </th>
            <td className="num" colSpan={2}>
              <strong>{cents(document.totalCents, document.currency)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function GeneratePanel({ onGenerated }: { onGenerated: () => void }) {
  const [preview, setPreview] = useState<PreviewReply | null>(null);
  const [asking, setAsking] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [issued, setIssued] = useState<string[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const lines = preview?.documents.reduce((sum, document) => sum + document.lines.length, 0) ?? 0;

  const show = async () => {
    setFailure(null);
    setIssued([]);
    try {
      setPreview(await loadPreview());
    } catch (error) {
      setFailure(error);
    }
  };
  const generate = async () => {
    setAsking(false);
    setGenerating(true);
    setFailure(null);
    try {
      const [reply] = await Promise.all([generateDocuments(lines), pause(INVOICE_GENERATION_POPUP_MS)]);
      setIssued(reply.documents.map((document) => document.number));
      setPreview(null);
      onGenerated();
    } catch (error) {
      setFailure(error);
      // What is owed changed: show it as it is now.
      setPreview(await loadPreview().catch(() => null));
    } finally {
      setGenerating(false);
    }
  };

  return (
    <section className="panel wide generate-panel" aria-labelledby="generate-heading">
      <h2 id="generate-heading">
        <FormattedMessage id="billing.generate.heading" />
      </h2>
      <p className="field-hint">
        <FormattedMessage id="billing.generate.intro" />
      </p>
      {failure !== null && <FormError message={messageKeyOf(failure)} />}
      {issued.length > 0 && (
        <p role="status" className="notice success">
          <FormattedMessage
            id="billing.generate.done"
            values={{ numbers: issued.join(', '), count: issued.length }}
          />
        </p>
      )}
      <button type="button" className="button" onClick={show}>
        <FormattedMessage id="billing.generate.preview" />
      </button>
      {preview && (
        <div className="preview">
          {preview.documents.length === 0 ? (
            <p>
              <FormattedMessage id="billing.generate.nothing" />
            </p>
          ) : (
            <>
              {preview.documents.map((document, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: planned documents have no number yet.
                <PreviewTable key={index} document={document} />
              ))}
              <button
                type="button"
                className="button primary"
                disabled={generating}
                onClick={() => setAsking(true)}
              >
                <FormattedMessage id="billing.generate.button" />
              </button>
            </>
          )}
        </div>
      )}
      {asking && (
        <ConfirmDialog
          title={<FormattedMessage id="billing.generate.confirmTitle" />}
          body={
            <FormattedMessage
              id="billing.generate.confirmBody"
              values={{ count: preview?.documents.length ?? 0 }}
            />
          }
          confirm={<FormattedMessage id="billing.generate.confirm" />}
          cancel={<FormattedMessage id="billing.generate.cancel" />}
          onConfirm={generate}
          onCancel={() => setAsking(false)}
        />
      )}
      {generating && (
        // Nothing to press while the documents are made: focus rests on the dialog, Escape does nothing.
        <DialogFrame labelledBy="generating-title" onClose={null}>
          <h2 id="generating-title">
            <FormattedMessage id="billing.generate.popupTitle" />
          </h2>
          <p role="status">
            <FormattedMessage id="billing.generate.popupBody" />
          </p>
          <progress aria-labelledby="generating-title" />
        </DialogFrame>
      )}
    </section>
  );
}
