/**
 * A carrier mail's HTML made safe to show (QUALITY.md item 21): sanitised once, when the mail is
 * read, so nothing unsanitised is ever stored or sent to a browser. What stays is text and its
 * structure (paragraphs, lists, tables, emphasis, links); what goes is everything that runs,
 * styles, loads or submits: scripts, styles, forms, frames, event handlers, remote images (a
 * tracking pixel tells the sender the mail was read), inline `style` and `class`. Links may only
 * be http(s) or mailto, and open apart without handing over the desk's address (`noopener
 * noreferrer nofollow`). The web shows the result in a sandboxed frame all the same.
 */
import sanitizeHtml from 'sanitize-html';

const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

/** Tags dropped with everything inside them (their text is no part of the message). */
const DROPPED_WITH_CONTENT = ['script', 'style', 'head', 'title', 'noscript', 'textarea', 'select', 'option'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.title ? { title: attribs.title } : {}),
        rel: 'noopener noreferrer nofollow',
        target: '_blank',
      },
    }),
    // An image becomes what it stands for: its alternative text, never a request to its source.
    img: (_tagName, attribs) => ({
      tagName: 'span',
      attribs: {},
      text: attribs.alt ? `[${attribs.alt}]` : '',
    }),
  },
};

/** The HTML, sanitised; cut at `maxChars` first (the parser closes what the cut left open). */
export function sanitizeMailHtml(html: string, maxChars: number): { html: string; truncated: boolean } {
  const truncated = html.length > maxChars;
  const clean = sanitizeHtml(truncated ? html.slice(0, maxChars) : html, OPTIONS).trim();
  return { html: clean, truncated };
}
