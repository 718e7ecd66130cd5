/**
 * The screenshots the two guides show, with their size in pixels: the browser test that takes them
 * (test/e2e/documentation-guides.spec.ts) clips each screen to this size, and the guides give it
 * as the image's width and height so the page does not move while they load.
 */
export const GUIDE_SHOTS = {
  'carrier-account': { width: 840, height: 420 },
  'claim-parcel': { width: 1100, height: 200 },
  'claim-goods': { width: 1100, height: 390 },
  'claim-documents': { width: 1100, height: 800 },
  'claim-details': { width: 1100, height: 700 },
  'bulk-upload': { width: 1100, height: 520 },
  'bulk-fix': { width: 1100, height: 440 },
  'bulk-done': { width: 1100, height: 320 },
  'action-list': { width: 1100, height: 500 },
  'action-goods': { width: 1000, height: 540 },
  'action-invoice': { width: 620, height: 560 },
  'sales-invoices': { width: 1100, height: 520 },
} as const;

export type GuideShot = keyof typeof GUIDE_SHOTS;

/** Where a screenshot is served from, in the person's language. */
export const guideShotSrc = (shot: GuideShot, locale: 'en' | 'fr') => `/guides/${locale}/${shot}.png`;
