/**
 * What's new: every published release-note entry, newest first, with its date and time in the
 * person's locale and its feature, title and message in their language. Opened from the account
 * menu; a modal dialog (DialogFrame: focus held inside, Escape closes).
 */
import { Modal } from '@web/components/modal';
import { useLocale } from '@web/i18n/locale';
import { FormattedMessage, useIntl } from 'react-intl';
import { useReleaseNotes } from './guidance-api';
import { closeWhatsNew, useWhatsNewOpen } from './guidance-store';

function WhatsNewList() {
  const intl = useIntl();
  const locale = useLocale();
  const { data, error } = useReleaseNotes(true);
  if (error)
    return (
      <p role="alert">
        <FormattedMessage id="error.network" />
      </p>
    );
  if (!data) return <p aria-busy="true">…</p>;
  if (data.entries.length === 0)
    return (
      <p>
        <FormattedMessage id="guidance.whatsNew.empty" />
      </p>
    );
  return (
    <ol className="whats-new-list">
      {data.entries.map((entry) => (
        <li key={entry.noticeId}>
          <article aria-labelledby={`note-${entry.noticeId}`}>
            <p className="whats-new-meta">
              <time dateTime={entry.at}>
                {intl.formatDate(entry.at, { dateStyle: 'long', timeStyle: 'short' })}
              </time>
              {' · '}
              {entry.feature[locale]}
            </p>
            <h3 id={`note-${entry.noticeId}`}>{entry[locale].title}</h3>
            <p className="whats-new-message">{entry[locale].message}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}

export function WhatsNew() {
  const open = useWhatsNewOpen();
  if (!open) return null;
  return (
    <Modal title={<FormattedMessage id="guidance.whatsNew.title" />} onClose={closeWhatsNew} wide>
      <p className="page-intro">
        <FormattedMessage id="guidance.whatsNew.intro" />
      </p>
      <WhatsNewList />
    </Modal>
  );
}
