/** Country names in the claims table and its filters, in the person's language. */
const regionNames = new Map<string, Intl.DisplayNames>();
/** A country's name in the person's language (one formatter per language, not one per cell). */
export function regionName(locale: string, code: string): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? code;
}
