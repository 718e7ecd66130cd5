/** Business constants of the spec's section 9 that both sides use. */
export const SUPPORT_EMAIL = 'support@parcel-audit.example';
/** Token lifetime: 12 hours. */
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
/** The browser refreshes a token this long before it expires, so no call goes out with a stale one. */
export const TOKEN_REFRESH_MARGIN_SECONDS = 60;

/**
 * The header CloudFront adds to every request it sends to the API, carrying a secret only CloudFront
 * and the API know: with it, the API believes the viewer address CloudFront gives (functions/http/client-ip.ts).
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** Spec: the invoice generation pop-up stays 4 seconds (another reading: 3). */
export const INVOICE_GENERATION_POPUP_MS = 4_000;

/** Spec: the download wait pop-up waits up to 20 seconds (a PDF being rendered). */
export const DOWNLOAD_WAIT_MS = 20_000;
