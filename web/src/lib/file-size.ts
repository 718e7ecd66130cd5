/** A file's size as people read it, in their language's units ('340 KB', '1.2 MB'; '340 ko', '1,2 Mo'). */
export function fileSize(bytes: number, locale: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / 1024 / 1024 : Math.max(1, Math.round(bytes / 1024)));
}
