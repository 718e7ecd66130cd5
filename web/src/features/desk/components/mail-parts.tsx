/**
 * What the desk shows of a carrier mail, in the claim's list and in the tray alike: its header
 * (sender, date, the sender's verification verdict), its body read on demand (the sanitised HTML
 * in a sandboxed frame that runs no script and loads nothing, or its text), its attachments with
 * what became of each, and the move its words propose.
 */
import type { MailProposal, MailVerdicts } from '@shared/claims/carrier-mail';
import { type Fact, Facts } from '@web/components/facts';
import { Money } from '@web/components/money';
import type { MessageKey } from '@web/i18n/en';
import { fileSize } from '@web/lib/file-size';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { type MailSummaryView, useDeskMail } from '../api/carrier-mails';

/** A verdict that says the sender may not be who it claims. */
const failed = (verdicts: MailVerdicts) => [verdicts.spf, verdicts.dkim, verdicts.dmarc].includes('fail');

/** 'Not verified' where nobody checked (the laptop), else SPF, DKIM and DMARC as SES judged them. */
export function MailVerdict({ verdicts }: { verdicts: MailVerdicts }) {
  const intl = useIntl();
  const word = (verdict: MailVerdicts['spf']) =>
    intl.formatMessage({ id: `desk.mail.verdict.${verdict}` satisfies MessageKey });
  if ([verdicts.spf, verdicts.dkim, verdicts.dmarc].every((verdict) => verdict === 'not_verified'))
    return <FormattedMessage id="desk.mail.verdict.notVerified" />;
  return (
    <span className={failed(verdicts) ? 'mail-verdict failed' : 'mail-verdict'}>
      <FormattedMessage
        id="desk.mail.verdict.summary"
        values={{ spf: word(verdicts.spf), dkim: word(verdicts.dkim), dmarc: word(verdicts.dmarc) }}
      />
    </span>
  );
}

/** The mail's header as facts: sender, date, the sender check (and its company, in the tray). */
export function MailHeader({ mail, withCompany = false }: { mail: MailSummaryView; withCompany?: boolean }) {
  const facts: Fact[] = [
    ...(withCompany
      ? ([
          ['desk.mail.company', mail.companyName],
          ['desk.mail.to', <code key="to">{mail.to}</code>],
        ] as const)
      : []),
    ['desk.mail.from', mail.fromName ? `${mail.fromName} <${mail.from}>` : mail.from],
    ['desk.mail.sent', <FormattedDate key="sent" value={mail.sentAt} dateStyle="medium" timeStyle="short" />],
    ['desk.mail.verdict.label', <MailVerdict key="verdict" verdicts={mail.verdicts} />],
  ];
  return (
    <>
      <Facts facts={facts} className="facts mail-facts" />
      {failed(mail.verdicts) && (
        <p className="mail-warning">
          <FormattedMessage id="desk.mail.verdict.warning" />
        </p>
      )}
      {mail.verdicts.spam === 'fail' && (
        <p className="mail-warning">
          <FormattedMessage id="desk.mail.spam" />
        </p>
      )}
      {mail.verdicts.virus === 'fail' && (
        <p className="mail-warning">
          <FormattedMessage id="desk.mail.virus" />
        </p>
      )}
    </>
  );
}

/** The document the frame shows: the sanitised HTML, under a policy that loads and runs nothing. */
export function frameDocument(html: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    '<base target="_blank">',
    '<style>body{font:15px/1.5 system-ui,sans-serif;color:#1d2733;margin:12px;overflow-wrap:anywhere}',
    'table{border-collapse:collapse;max-width:100%}td,th{padding:2px 6px}a{color:#0e7c74}</style>',
    `</head><body>${html}</body></html>`,
  ].join('');
}

/** The mail whole, read when asked for: warnings, its body, its attachments. */
export function MailBody({ companyId, mail }: { companyId: string; mail: MailSummaryView }) {
  const intl = useIntl();
  const { data, error } = useDeskMail(companyId, mail.mailId);
  if (error)
    return (
      <p role="alert">
        <FormattedMessage id="desk.mail.loadFailed" />
      </p>
    );
  if (!data)
    return (
      <p aria-busy="true">
        <FormattedMessage id="desk.mail.loading" />
      </p>
    );
  const full = data.mail;
  const subject = full.subject || intl.formatMessage({ id: 'desk.mail.noSubject' });
  return (
    <div className="mail-body">
      {full.tooLarge && (
        <p className="mail-warning">
          <FormattedMessage id="desk.mail.tooLarge" />
        </p>
      )}
      {full.truncated && (
        <p className="mail-note">
          <FormattedMessage id="desk.mail.truncated" />
        </p>
      )}
      {full.html ? (
        // No allow-scripts, no allow-same-origin: nothing in it runs or reaches the desk; links open apart.
        <iframe
          className="mail-frame"
          title={intl.formatMessage({ id: 'desk.mail.frameTitle' }, { from: full.from, subject })}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          srcDoc={frameDocument(full.html)}
        />
      ) : full.text ? (
        <pre className="mail-text">{full.text}</pre>
      ) : (
        !full.tooLarge && (
          <p className="mail-note">
            <FormattedMessage id="desk.mail.noBody" />
          </p>
        )
      )}
      {full.attachmentList.length > 0 && (
        <>
          <h4>
            <FormattedMessage id="desk.mail.attachments" />
          </h4>
          <ul className="mail-attachments">
            {full.attachmentList.map((file, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a mail's attachments keep their order, and two may share a name.
              <li key={`${index}-${file.fileName}`} className={file.refused ? 'refused' : undefined}>
                <span className="file-name">{file.fileName}</span>{' '}
                <span>({fileSize(file.size, intl.locale)})</span>
                {' – '}
                <FormattedMessage
                  id={
                    file.refused
                      ? (`desk.mail.attachment.refused.${file.refused}` satisfies MessageKey)
                      : 'desk.mail.attachment.kept'
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** What the words propose: the move, and what it would record. */
export function ProposalFacts({ proposal }: { proposal: MailProposal }) {
  const facts: Fact[] = [
    ['desk.mail.proposal.move', <FormattedMessage key="move" id={`desk.mail.move.${proposal.move}`} />],
    ...(proposal.amount !== null && proposal.currency
      ? [
          [
            'desk.mail.proposal.amount',
            <Money key="amount" value={proposal.amount} currency={proposal.currency} />,
          ] as const,
        ]
      : []),
    ...(proposal.reason
      ? [
          [
            'desk.mail.proposal.reason',
            <FormattedMessage key="reason" id={`desk.mail.reason.${proposal.reason}`} />,
          ] as const,
        ]
      : []),
    ...(proposal.claimNumber ? [['desk.mail.proposal.claimNumber', proposal.claimNumber] as const] : []),
    [
      'desk.mail.proposal.cue',
      <q key="cue" lang={proposal.language ?? undefined}>
        {proposal.cue}
      </q>,
    ],
  ];
  return <Facts facts={facts} className="facts mail-facts" />;
}
