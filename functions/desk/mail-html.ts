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

/** Block ends that read as line ends in a mail's text; a paragraph's or a heading's, as a blank line. */
const LINE_ENDS = /<(?:br\b[^>]*|\/(?:div|tr|li|blockquote|table|pre|ul|ol))\s*>/gi;
const PARAGRAPH_ENDS = /<\/(?:p|h[1-6])\s*>/gi;
const UNESCAPES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};

/**
 * The text of an HTML-only mail, for reading its words and showing it as text: line ends where
 * the blocks end, no tags, entities read, blank runs shortened. Written here rather than left to
 * mailparser (html-to-text), so the laptop and the Lambda bundle read it the same way.
 */
export function htmlText(html: string): string {
  const text = sanitizeHtml(html.replace(LINE_ENDS, '$&\n').replace(PARAGRAPH_ENDS, '$&\n\n'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: DROPPED_WITH_CONTENT,
  });
  return text
    .replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => UNESCAPES[entity] ?? entity)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
