/**
 * Stands in for `fontkit` in the Lambda bundles (infra/constructs/house-function.ts aliases it).
 * pdfkit's browser build imports fontkit for fonts embedded from files; our documents draw only
 * the standard PDF fonts (Helvetica), so fontkit and its brotli decoder (about 700 KB bundled) are
 * never called. Should a font file ever be embedded, this says so instead of failing obscurely.
 */
export function create(): never {
  throw new Error('Embedded fonts are not bundled: billing PDFs use the standard fonts only');
}
