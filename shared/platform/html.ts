/**
 * HTML from strings, escaped once here: the e-mails' HTML part, the site pages the server fills and
 * the site's islands, the local mailbox page.
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text (or an attribute's value) made safe to place in HTML. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** An attribute value as React's static markup writes it, read back as text. */
export const unescapeHtml = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
    return named[name]!;
  });

/** An element: its attributes escaped, its children already HTML (use `escapeHtml` for text). */
export function tag(name: string, attributes: Record<string, string | undefined>, ...children: string[]) {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
    .join('');
  return `<${name}${written}>${children.join('')}</${name}>`;
}

/** The attributes of an opening tag of our own markup (`data-x="..."`), unescaped. */
export function attributesOf(openingTag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of openingTag.matchAll(/\s([\w:-]+)="([^"]*)"/g))
    found[match[1]!] = unescapeHtml(match[2]!);
  return found;
}
