/**
 * The one layout of every e-mail the product sends: a mail is written once as a list of blocks
 * (paragraphs, a code, a button for the main action, a list, facts) and becomes both parts of a
 * multipart/alternative message, the plain text and the HTML, from the same words.
 *
 * The HTML is what e-mail clients render reliably: tables for the layout (Outlook's Word engine
 * ignores most CSS boxes), inline styles only (many clients drop <style>), a 600 px column, a
 * "bulletproof" button (a link inside a coloured cell) with the address written out beneath it.
 * Every value is escaped here, so a template never writes HTML itself except through `raw` (used
 * for the SES template's Handlebars loop, whose values SES escapes). The colours are the web's
 * design tokens (web/src/styles/tokens.css), copied: functions/ may not import web/.
 */
import { escapeHtml } from '@shared/platform/html';

export type MailLocale = 'en' | 'fr';

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** The design tokens the e-mails use (web/src/styles/tokens.css). */
export const MAIL_COLOURS = {
  navy: '#0f3d5e',
  navyDark: '#0a2b43',
  teal: '#13a89e',
  tealLight: '#5fd3c4',
  ink: '#1d2733',
  muted: '#5b6878',
  line: '#dde3ea',
  surface: '#ffffff',
  canvas: '#f4f7fa',
  warningBg: '#fff8e6',
} as const;

const FONT = "'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

export type MailBlock =
  /** A paragraph. */
  | string
  /** A code to copy (a verification code), large and spaced. */
  | { code: string }
  /** The main action: a button in HTML, the label then the address in the text. */
  | { button: string; href: string }
  /** A list of items. */
  | { list: string[] }
  /** Words quoted from someone else (a carrier), in their language when it is known. */
  | { quote: string; lang?: string }
  /** Lines kept one under the other (facts for the team, a support note). */
  | { lines: string[] }
  /** A smaller, quieter paragraph (what to do if the mail was not expected). */
  | { note: string }
  /** A section's title in a mail of several parts (a digest). */
  | { heading: string }
  /** Items each opening its own page: a link, and a line of detail under it. */
  | { links: { label: string; href: string; detail: string }[] }
  /** Trusted markup and its text twin (an SES template's loop); never built from a value. */
  | { raw: { html: string; text: string } };

export interface MailContent {
  locale: MailLocale;
  subject: string;
  blocks: MailBlock[];
}

const WORDS: Record<MailLocale, { fallback: string; footer: string }> = {
  en: {
    fallback: 'If the button does not work, open this address:',
    footer:
      'Parcel Audit recovers the money parcel carriers owe online merchants. This e-mail was sent automatically.',
  },
  fr: {
    fallback: 'Si le bouton ne fonctionne pas, ouvrez cette adresse\u00a0:',
    footer:
      'Parcel Audit récupère l’argent que les transporteurs doivent aux e-commerçants. Cet e-mail est envoyé automatiquement.',
  },
};

/** Only web and mail addresses become links (and SES template placeholders, filled by us). */
function safeHref(href: string): string {
  const target = href.trim();
  return /^(https?|mailto):/i.test(target) || target.startsWith('{{') ? target : '#';
}

/** A paragraph's text with its line breaks kept. */
const lines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

const paragraph = (content: string, style = '') =>
  `<p style="margin:0 0 16px 0;font-family:${FONT};font-size:16px;line-height:24px;color:${MAIL_COLOURS.ink};${style}">${content}</p>`;

const link = (href: string, label: string) =>
  `<a href="${escapeHtml(safeHref(href))}" style="color:${MAIL_COLOURS.navy};text-decoration:underline;word-break:break-all">${escapeHtml(label)}</a>`;

function button(label: string, href: string, locale: MailLocale): string {
  const target = escapeHtml(safeHref(href));
  return [
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px 0;border-collapse:separate">',
    `<tr><td align="center" bgcolor="${MAIL_COLOURS.navy}" style="border-radius:8px;background-color:${MAIL_COLOURS.navy}">`,
    `<a href="${target}" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;font-weight:700;line-height:20px;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(label)}</a>`,
    '</td></tr></table>',
    paragraph(
      `${escapeHtml(WORDS[locale].fallback)}<br>${link(href, href)}`,
      `font-size:13px;line-height:20px;color:${MAIL_COLOURS.muted}`,
    ),
  ].join('');
}

function blockHtml(block: MailBlock, locale: MailLocale): string {
  if (typeof block === 'string') return paragraph(lines(block));
  if ('code' in block)
    return `<p style="margin:8px 0 24px 0;padding:16px;background-color:${MAIL_COLOURS.canvas};border-radius:8px;text-align:center;font-family:Consolas,'Courier New',monospace;font-size:32px;line-height:40px;letter-spacing:8px;font-weight:700;color:${MAIL_COLOURS.navy}">${escapeHtml(block.code)}</p>`;
  if ('button' in block) return button(block.button, block.href, locale);
  if ('list' in block)
    return `<ul style="margin:0 0 16px 0;padding-left:24px;font-family:${FONT};font-size:16px;line-height:24px;color:${MAIL_COLOURS.ink}">${block.list.map((item) => `<li>${lines(item)}</li>`).join('')}</ul>`;
  if ('quote' in block)
    return `<blockquote${block.lang ? ` lang="${escapeHtml(block.lang)}"` : ''} style="margin:0 0 16px 0;padding:8px 16px;border-left:4px solid ${MAIL_COLOURS.teal};background-color:${MAIL_COLOURS.canvas};font-family:${FONT};font-size:15px;line-height:22px;color:${MAIL_COLOURS.ink}">${lines(block.quote)}</blockquote>`;
  if ('lines' in block) return paragraph(block.lines.map(escapeHtml).join('<br>'));
  if ('note' in block)
    return paragraph(lines(block.note), `font-size:14px;line-height:20px;color:${MAIL_COLOURS.muted}`);
  if ('heading' in block)
    return `<h2 style="margin:24px 0 8px 0;font-family:${FONT};font-size:18px;line-height:24px;font-weight:700;color:${MAIL_COLOURS.navy}">${escapeHtml(block.heading)}</h2>`;
  if ('links' in block)
    return `<ul style="margin:0 0 16px 0;padding-left:24px;font-family:${FONT};font-size:16px;line-height:24px;color:${MAIL_COLOURS.ink}">${block.links
      .map(
        (item) =>
          `<li style="margin:0 0 8px 0">${link(item.href, item.label)}<br><span style="font-size:14px;line-height:20px;color:${MAIL_COLOURS.muted}">${escapeHtml(item.detail)}</span></li>`,
      )
      .join('')}</ul>`;
  return block.raw.html;
}

function blockText(block: MailBlock): string {
  if (typeof block === 'string') return block;
  if ('code' in block) return block.code;
  if ('button' in block) return `${block.button}\n${block.href}`;
  if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n');
  if ('quote' in block) return block.quote;
  if ('lines' in block) return block.lines.join('\n');
  if ('note' in block) return block.note;
  if ('heading' in block) return `${block.heading}\n${'-'.repeat(block.heading.length)}`;
  if ('links' in block)
    return block.links.map((item) => `- ${item.label}: ${item.detail}\n  ${item.href}`).join('\n');
  return block.raw.text;
}

/** The wordmark: the product's name as styled text (images are often blocked by default). */
const wordmark = () =>
  `<span style="font-family:${FONT};font-size:22px;line-height:28px;font-weight:700;color:#ffffff;letter-spacing:0.5px">Parcel <span style="color:${MAIL_COLOURS.tealLight}">Audit</span></span>`;

/** The whole HTML document around the blocks' markup. */
export function htmlDocument(locale: MailLocale, subject: string, body: string): string {
  const c = MAIL_COLOURS;
  return [
    `<!DOCTYPE html><html lang="${locale}" xmlns="http://www.w3.org/1999/xhtml"><head>`,
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background-color:${c.canvas}">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${c.canvas}" style="background-color:${c.canvas}">`,
    '<tr><td align="center" style="padding:24px 12px">',
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:${c.surface};border:1px solid ${c.line};border-radius:10px;border-collapse:separate">`,
    `<tr><td bgcolor="${c.navy}" style="padding:20px 32px;background-color:${c.navy};border-radius:10px 10px 0 0">${wordmark()}</td></tr>`,
    `<tr><td style="padding:32px 32px 16px 32px;font-family:${FONT};font-size:16px;line-height:24px;color:${c.ink}">${body}</td></tr>`,
    `<tr><td style="padding:16px 32px 24px 32px;border-top:1px solid ${c.line};font-family:${FONT};font-size:12px;line-height:18px;color:${c.muted}">${escapeHtml(WORDS[locale].footer)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
}

/** A mail's two parts from its blocks: the text (blocks apart by a blank line) and the HTML. */
export function composeMail(content: MailContent): Mail {
  const text = `${content.blocks.map(blockText).join('\n\n')}\n\n--\n${WORDS[content.locale].footer}`;
  const body = content.blocks.map((block) => blockHtml(block, content.locale)).join('');
  return { subject: content.subject, text, html: htmlDocument(content.locale, content.subject, body) };
}
