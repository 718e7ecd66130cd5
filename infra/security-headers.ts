/**
 * The security headers the web app is served with: CloudFront's response headers policy in AWS,
 * the local server's static responses on a laptop. One list, so the two cannot disagree.
 */
/** Google Identity Services (sign in with Google) loads its script, styles and frame from here. */
const GOOGLE_ACCOUNTS = 'https://accounts.google.com';
/** reCAPTCHA v3 loads from these. */
const RECAPTCHA = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${GOOGLE_ACCOUNTS}/gsi/client ${RECAPTCHA}`,
  `style-src 'self' 'unsafe-inline' ${GOOGLE_ACCOUNTS}/gsi/style`,
  `frame-src ${GOOGLE_ACCOUNTS}/gsi/ ${RECAPTCHA}`,
  // Images shown from S3 by presigned GET (the company logo); locally the S3 stand-in is on loopback.
  "img-src 'self' data: blob: https: http://127.0.0.1:*",
  "font-src 'self' data:",
  // Uploads go straight to S3 by presigned POST; the local S3 stand-in is on loopback.
  `connect-src 'self' https://*.amazonaws.com http://127.0.0.1:* ${GOOGLE_ACCOUNTS}/gsi/`,
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
} as const;
