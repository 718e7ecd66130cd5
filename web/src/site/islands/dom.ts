/** Small DOM helpers for the site's islands: elements built from text, never from HTML strings. */

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) if (value !== undefined) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** A message's `{name}` placeholders filled in (the site's island messages are plain text). */
export const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
