/**
 * Types for pdfkit's browser build, which render.ts imports by its file path: pdfkit ships no
 * types, and @types/pdfkit describes only the package's main entry (the Node build, which fails
 * once bundled: see render.ts). Both builds share one API, so the document is @types/pdfkit's
 * `PDFKit.PDFDocument`; what the browser build adds is `registerStdFonts` and the font modules.
 */
/// <reference types="pdfkit" />

declare module '*/node_modules/pdfkit/js/pdfkit.browser.mjs' {
  /** One standard font's metrics, as the `pdfkit/standard-fonts/*` modules export them. */
  export interface StandardFontData {
    readonly name: string;
  }
  export const PDFDocument: new (options?: PDFKit.PDFDocumentOptions) => PDFKit.PDFDocument;
  /** Makes standard fonts usable by name (`doc.font('Helvetica')`): the browser build has none built in. */
  export function registerStdFonts(...fonts: StandardFontData[]): void;
}

declare module 'pdfkit/standard-fonts/*' {
  const font: { readonly name: string };
  export default font;
}
