/**
 * The unmatched tray (issue 38, item 6): carrier e-mails that named no investigation of the
 * company they were sent to, newest first, across the companies the person works (or one). Each
 * is read as on a claim (sender, verdict, body, attachments) and either attached to an
 * investigation of its company, by its id (it then waits on that claim for a decision), or
 * discarded after a confirmation.
 */
import { attachMailSchema } from '@shared/claims/carrier-mail';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { TextField, useSchemaForm } from '@web/components/form';
import { FormError } from '@web/components/form-error';
import { LoadMore } from '@web/components/load-more';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import '@web/styles/carrier-mail.css';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { attachMail, discardMail, type MailSummaryView, useMailTray } from '../api/carrier-mails';
import { MailBody, MailHeader } from './mail-parts';

function AttachForm({ mail, onAttached }: { mail: MailSummaryView; onAttached: () => void }) {
  const id = useId();
  const [claimId, setClaimId] = useState('');
  const { fields, error, busy, submit } = useSchemaForm(attachMailSchema);
  return (
    <form
      className="mail-attach-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        const done = await submit({ claimId: claimId.trim() }, async (input) => {
          await attachMail(mail.companyId, mail.mailId, input.claimId);
        });
        if (done) onAttached();
      }}
    >
      <FormError message={error} />
      <TextField
        id={`${id}-claim`}
        name="claimId"
        label="desk.mail.attach.claim"
        value={claimId}
        onChange={setClaimId}
        fields={fields}
        maxLength={64}
      >
        <p className="mail-note">
          <FormattedMessage id="desk.mail.attach.hint" />
        </p>
      </TextField>
      <button type="submit" className="button primary" aria-busy={busy || undefined}>
        <FormattedMessage id="desk.mail.attach.submit" />
      </button>
    </form>
  );
}

function TrayItem({ mail, onDecided }: { mail: MailSummaryView; onDecided: (done: MessageKey) => void }) {
  const intl = useIntl();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const [attaching, setAttaching] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  return (
    <li className="mail-item unmatched">
      <div className="mail-item-head">
        <h4 className="mail-subject">{mail.subject || intl.formatMessage({ id: 'desk.mail.noSubject' })}</h4>
      </div>
      <MailHeader mail={mail} withCompany />
      <div className="mail-actions">
        <button
          type="button"
          className="button small"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          <FormattedMessage id={open ? 'desk.mail.hide' : 'desk.mail.read'} />
        </button>
        <button
          type="button"
          className="button small"
          aria-expanded={attaching}
          onClick={() => setAttaching(!attaching)}
        >
          <FormattedMessage id="desk.mail.attach" />
        </button>
        <button type="button" className="button small" onClick={() => setDiscarding(true)}>
          <FormattedMessage id="desk.mail.discard" />
        </button>
      </div>
      <FormError message={failure} />
      {attaching && <AttachForm mail={mail} onAttached={() => onDecided('desk.mail.done.attached')} />}
      <div id={bodyId} hidden={!open}>
        {open && <MailBody companyId={mail.companyId} mail={mail} />}
      </div>
      {discarding && (
        <ConfirmDialog
          title={<FormattedMessage id="desk.mail.discard.title" />}
          body={<FormattedMessage id="desk.mail.discard.body" />}
          confirm={<FormattedMessage id="desk.mail.discard" />}
          cancel={<FormattedMessage id="desk.mail.cancel" />}
          danger
          onCancel={() => setDiscarding(false)}
          onConfirm={async () => {
            setDiscarding(false);
            try {
              await discardMail(mail.companyId, mail.mailId);
              onDecided('desk.mail.done.discarded');
            } catch (error) {
              setFailure(messageKeyOf(error));
            }
          }}
        />
      )}
    </li>
  );
}

/** The tray: every company the person works, or `companyId`'s only. */
export function MailTray({ companyId }: { companyId?: string }) {
  const titleId = useId();
  const pages = useMailTray(companyId);
  const [done, setDone] = useState<MessageKey | null>(null);
  const mails = pages.data?.flatMap((page) => page.mails) ?? [];
  return (
    <section className="mail-tray" aria-labelledby={titleId}>
      <h3 id={titleId}>
        <FormattedMessage id="desk.mail.tray.title" />
      </h3>
      <p role="status" className="mail-done">
        {done && <FormattedMessage id={done} />}
      </p>
      {pages.error && (
        <p role="alert">
          <FormattedMessage id="desk.mail.loadFailed" />
        </p>
      )}
      {pages.data && !mails.length && (
        <p>
          <FormattedMessage id="desk.mail.tray.empty" />
        </p>
      )}
      <ul className="mail-list">
        {mails.map((mail) => (
          <TrayItem
            key={mail.mailId}
            mail={mail}
            onDecided={(key) => {
              setDone(key);
              void pages.mutate();
            }}
          />
        ))}
      </ul>
      <LoadMore pages={pages} label="desk.mail.more" />
    </section>
  );
}
