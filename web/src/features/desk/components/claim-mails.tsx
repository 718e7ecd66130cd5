/**
 * A claim's carrier e-mails on the desk (issue 38, item 6), newest first: each with its sender,
 * date and verification verdict, read on demand (sanitised HTML in a sandboxed frame, or its text;
 * its attachments), and, while it waits for a decision, the move its words propose with Confirm,
 * Choose another move and Dismiss. Nothing moves without a person's click, and a second click
 * changes nothing more. Above them, the company's inbound claims address, to give carriers.
 */
import type { DeskMove } from '@shared/claims/desk';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { LoadMore } from '@web/components/load-more';
import { Modal } from '@web/components/modal';
import type { MessageKey } from '@web/i18n/en';
import { ApiError, messageKeyOf } from '@web/lib/api-client';
import '@web/styles/carrier-mail.css';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  applyMailMove,
  createInboundAddress,
  dismissMail,
  type MailSummaryView,
  useClaimMails,
  useDeskClaimFacts,
  useDeskMail,
} from '../api/carrier-mails';
import { MailMoveForm, type MoveFormContext, moveOf } from './mail-move-form';
import { MailBody, MailHeader, ProposalFacts } from './mail-parts';

/** The company's address, to copy; or the button that makes it. */
function InboundAddress({
  companyId,
  address,
  onMade,
}: {
  companyId: string;
  address: string | null;
  onMade: () => void;
}) {
  const [status, setStatus] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  if (!address)
    return (
      <div className="mail-address">
        <p>
          <FormattedMessage id="desk.mail.address.none" />
        </p>
        <button
          type="button"
          className="button"
          aria-busy={busy || undefined}
          onClick={async () => {
            if (busy) return;
            setBusy(true);
            try {
              await createInboundAddress(companyId);
              onMade();
            } catch (failure) {
              setStatus(messageKeyOf(failure));
            } finally {
              setBusy(false);
            }
          }}
        >
          <FormattedMessage id="desk.mail.address.create" />
        </button>
        {status && (
          <p role="alert">
            <FormattedMessage id={status} />
          </p>
        )}
      </div>
    );
  return (
    <div className="mail-address">
      <dl className="mail-address-fact">
        <dt>
          <FormattedMessage id="desk.mail.address.label" />
        </dt>
        <dd>
          <code>{address}</code>{' '}
          <button
            type="button"
            className="button small"
            onClick={async () => {
              await navigator.clipboard?.writeText(address).catch(() => undefined);
              setStatus('desk.mail.address.copied');
            }}
          >
            <FormattedMessage id="desk.mail.address.copy" />
          </button>
        </dd>
      </dl>
      <p className="mail-note">
        <FormattedMessage id="desk.mail.address.hint" />
      </p>
      <p role="status" className="visually-hidden">
        {status && <FormattedMessage id={status} />}
      </p>
    </div>
  );
}

/** The move a proposal makes as it stands, or null when the person must complete it (an amount, a proof). */
export function confirmableMove(mail: MailSummaryView, context: MoveFormContext): DeskMove | null {
  const proposal = mail.proposal;
  if (!proposal || !context.moves.includes(proposal.move)) return null;
  if (proposal.move === 'credited') return null;
  if (proposal.move === 'accepted' && (proposal.amount === null || proposal.currency !== context.currency))
    return null;
  if (proposal.move === 'filed' && !proposal.claimNumber) return null;
  const values = {
    claimNumber: proposal.claimNumber ?? '',
    filedOn: context.day,
    carrierText: proposal.cue,
    language: proposal.language ?? 'en',
    amount: String(proposal.amount ?? ''),
    currency: context.currency,
    reason: proposal.reason ?? 'other',
    text: proposal.cue,
  };
  return moveOf(proposal.move, values, context) as DeskMove;
}

function MailItem({
  companyId,
  claimId,
  mail,
  onDecided,
}: {
  companyId: string;
  claimId: string;
  mail: MailSummaryView;
  onDecided: () => void;
}) {
  const intl = useIntl();
  const bodyId = useId();
  const [open, setOpen] = useState(mail.status === 'pending');
  const [choosing, setChoosing] = useState(false);
  const [dismissing, setDismissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ key: MessageKey; alert: boolean } | null>(null);
  const pending = mail.status === 'pending';
  const facts = useDeskClaimFacts(companyId, claimId);
  // The kept attachments (a credit note to name as proof) come with the mail read whole.
  const full = useDeskMail(companyId, pending ? mail.mailId : null);
  const desk = facts.data?.desk;
  const context: MoveFormContext | null = desk
    ? {
        companyId,
        mailId: mail.mailId,
        version: desk.version,
        currency: facts.data?.claim.currency ?? 'EUR',
        moves: desk.moves,
        day: mail.sentAt.slice(0, 10),
        documents: (full.data?.mail.attachmentList ?? []).flatMap((file) =>
          file.documentId ? [{ documentId: file.documentId, fileName: file.fileName }] : [],
        ),
      }
    : null;
  const ready = context ? confirmableMove(mail, context) : null;

  async function decide(action: () => Promise<unknown>, done: MessageKey) {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      await action();
      setMessage({ key: done, alert: false });
      onDecided();
    } catch (failure) {
      const conflict =
        failure instanceof ApiError && failure.status === 409 && failure.code === 'resource.conflict';
      setMessage({ key: conflict ? 'desk.mail.conflict' : messageKeyOf(failure), alert: true });
      if (conflict) void facts.mutate();
    } finally {
      setBusy(false);
    }
  }

  const status =
    mail.status === 'applied' && mail.decision?.move ? (
      <FormattedMessage
        id="desk.mail.status.applied"
        values={{ move: intl.formatMessage({ id: `desk.mail.move.${mail.decision.move}` }) }}
      />
    ) : (
      <FormattedMessage id={`desk.mail.status.${mail.status}`} />
    );

  return (
    <li className={`mail-item ${mail.status}`}>
      <div className="mail-item-head">
        <h4 className="mail-subject">{mail.subject || intl.formatMessage({ id: 'desk.mail.noSubject' })}</h4>
        <span className="mail-status">{status}</span>
      </div>
      <MailHeader mail={mail} />
      {mail.matchedBy && (
        <p className="mail-note">
          <FormattedMessage id={`desk.mail.matched.${mail.matchedBy}`} />
        </p>
      )}
      {pending && (
        <section className="mail-proposal" aria-label={intl.formatMessage({ id: 'desk.mail.proposal' })}>
          <h5>
            <FormattedMessage id="desk.mail.proposal" />
          </h5>
          {mail.proposal ? (
            <ProposalFacts proposal={mail.proposal} />
          ) : (
            <p>
              <FormattedMessage id="desk.mail.proposal.none" />
            </p>
          )}
          <div className="mail-actions">
            {mail.proposal && (
              <button
                type="button"
                className="button primary"
                aria-busy={busy || undefined}
                disabled={!context}
                onClick={() =>
                  ready
                    ? void decide(
                        () => applyMailMove(companyId, mail.mailId, ready),
                        'desk.mail.done.applied',
                      )
                    : setChoosing(true)
                }
              >
                <FormattedMessage id="desk.mail.confirm" />
              </button>
            )}
            <button type="button" className="button" disabled={!context} onClick={() => setChoosing(true)}>
              <FormattedMessage id="desk.mail.other" />
            </button>
            <button type="button" className="button" onClick={() => setDismissing(true)}>
              <FormattedMessage id="desk.mail.dismiss" />
            </button>
          </div>
        </section>
      )}
      <p role={message?.alert ? 'alert' : 'status'} className={message?.alert ? 'form-error' : 'mail-done'}>
        {message && <FormattedMessage id={message.key} />}
      </p>
      <button
        type="button"
        className="button small"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
      >
        <FormattedMessage id={open ? 'desk.mail.hide' : 'desk.mail.read'} />
      </button>
      <div id={bodyId} hidden={!open}>
        {open && <MailBody companyId={companyId} mail={mail} />}
      </div>
      {choosing && context && (
        <Modal title={<FormattedMessage id="desk.mail.form.title" />} onClose={() => setChoosing(false)} wide>
          <MailMoveForm
            context={context}
            proposal={mail.proposal}
            onConflict={() => void facts.mutate()}
            onDone={() => {
              setChoosing(false);
              setMessage({ key: 'desk.mail.done.applied', alert: false });
              onDecided();
            }}
          />
        </Modal>
      )}
      {dismissing && (
        <ConfirmDialog
          title={<FormattedMessage id="desk.mail.dismiss.title" />}
          body={<FormattedMessage id="desk.mail.dismiss.body" />}
          confirm={<FormattedMessage id="desk.mail.dismiss" />}
          cancel={<FormattedMessage id="desk.mail.cancel" />}
          onCancel={() => setDismissing(false)}
          onConfirm={() => {
            setDismissing(false);
            void decide(() => dismissMail(companyId, mail.mailId), 'desk.mail.done.dismissed');
          }}
        />
      )}
    </li>
  );
}

export function ClaimMails({ companyId, claimId }: { companyId: string; claimId: string }) {
  const titleId = useId();
  const pages = useClaimMails(companyId, claimId);
  const first = pages.data?.[0];
  const mails = pages.data?.flatMap((page) => page.mails) ?? [];
  return (
    <section className="claim-mails" aria-labelledby={titleId}>
      <h3 id={titleId}>
        <FormattedMessage id="desk.mail.title" />
      </h3>
      {pages.error && (
        <p role="alert">
          <FormattedMessage id="desk.mail.loadFailed" />
        </p>
      )}
      {first && (
        <InboundAddress companyId={companyId} address={first.address} onMade={() => void pages.mutate()} />
      )}
      {first && !mails.length && (
        <p>
          <FormattedMessage id="desk.mail.empty" />
        </p>
      )}
      <ul className="mail-list">
        {mails.map((mail) => (
          <MailItem
            key={mail.mailId}
            companyId={companyId}
            claimId={claimId}
            mail={mail}
            onDecided={() => void pages.mutate()}
          />
        ))}
      </ul>
      <LoadMore pages={pages} label="desk.mail.more" />
    </section>
  );
}
