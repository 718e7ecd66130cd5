/**
 * The local mailbox as a person reads it (/_local/mailbox): every mail the SES stand-in kept,
 * newest first, its HTML part shown as a mail client shows it and its text part a click away.
 *
 * The page is written on the server from the stand-in's store (GET /store), so it needs no
 * JavaScript. Each HTML part is shown in an iframe with `sandbox` (no script runs, no form is
 * sent, the frame cannot reach this page) and its links open in a new tab; the page's own
 * Content-Security-Policy, which a srcdoc frame inherits, allows no script at all.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '../../shared/platform/html';
import type { StoredEmail } from './ses';

type MailboxEmail = StoredEmail & { attachments?: { filename?: string; contentType?: string }[] };

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;background:#f4f7fa;color:#1d2733}
header{background:#0f3d5e;color:#fff;padding:16px 24px;display:flex;gap:16px;align-items:center;flex-wrap:wrap}
header h1{margin:0;font-size:20px;flex:1}header a{color:#fff}
main{max-width:860px;margin:0 auto;padding:16px}
article{background:#fff;border:1px solid #dde3ea;border-radius:10px;margin:0 0 16px;padding:16px}
article h2{font-size:18px;margin:0 0 8px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 12px;font-size:14px}
dt{color:#5b6878}dd{margin:0;overflow-wrap:anywhere}
iframe{width:100%;height:560px;border:1px solid #dde3ea;border-radius:8px;background:#fff}
details{margin-top:8px}summary{cursor:pointer;color:#0f3d5e}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f4f7fa;padding:12px;border-radius:8px;font-size:14px}
`;

/** One mail: its headers, the HTML part in a sandboxed frame, the text part in a disclosure. */
function mailSection(mail: MailboxEmail): string {
  const rows: [string, string][] = [
    ['From', mail.from],
    ['To', mail.destination.to.join(', ')],
    ...(mail.replyTo.length ? [['Reply-To', mail.replyTo.join(', ')] as [string, string]] : []),
    ['Sent', new Date(mail.at * 1000).toISOString().replace('T', ' ').slice(0, 19)],
    ...((mail.attachments ?? []).length
      ? [
          [
            'Attachments',
            (mail.attachments ?? []).map((file) => file.filename ?? '(untitled)').join(', '),
          ] as [string, string],
        ]
      : []),
  ];
  const html = mail.body.html
    ? `<iframe title="${escapeHtml(`HTML part: ${mail.subject}`)}" sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" srcdoc="${escapeHtml(`<base target="_blank">${mail.body.html}`)}"></iframe>`
    : '<p>No HTML part.</p>';
  const text = mail.body.text
    ? `<details${mail.body.html ? '' : ' open'}><summary>Text part</summary><pre>${escapeHtml(mail.body.text)}</pre></details>`
    : '<p>No text part.</p>';
  return `<article><h2>${escapeHtml(mail.subject)}</h2><dl>${rows.map(([name, value]) => `<dt>${name}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>${html}${text}</article>`;
}

/** The whole page. */
export function mailboxPage(mails: MailboxEmail[], standInUrl: string): string {
  const newest = [...mails].sort((a, b) => b.at - a.at);
  const list = newest.length ? newest.map(mailSection).join('') : '<p>No e-mail yet.</p>';
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Mailbox (local)</title><style>${STYLE}</style></head><body><header><h1>Mailbox: the e-mails the product sent (${newest.length})</h1><a href="/_local/mailbox">Refresh</a><a href="${escapeHtml(standInUrl)}">The SES stand-in’s own viewer</a></header><main>${list}</main></body></html>`;
}

/** The route: reads the stand-in's store and writes the page. */
export function mailboxRoute(standInUrl: () => string) {
  return (_req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      try {
        const store = (await (await fetch(`${standInUrl()}/store`)).json()) as { emails: MailboxEmail[] };
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy':
            "default-src 'none'; style-src 'unsafe-inline'; img-src data: https: http:; frame-src 'self'; form-action 'none'",
        });
        res.end(mailboxPage(store.emails, standInUrl()));
      } catch {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('The local mailbox is not running yet.');
      }
    })();
  };
}
