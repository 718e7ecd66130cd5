/** Column headers (and the names in their cells) compared as people mean them, whoever wrote them. */

const normalised = new Map<string, string>();

/**
 * Lower case, accents and punctuation dropped, spaces collapsed: how headers (and carrier and issue
 * names) are compared. A file repeats the same few names on every row, so results are remembered.
 */
export function normaliseHeader(text: string): string {
  let result = normalised.get(text);
  if (result === undefined) {
    result = text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    if (normalised.size > 5_000) normalised.clear();
    normalised.set(text, result);
  }
  return result;
}
