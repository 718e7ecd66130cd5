/**
 * The caller's IP address. Behind CloudFront, API Gateway sees CloudFront's address; CloudFront
 * adds the viewer's in `CloudFront-Viewer-Address` (ip:port), which a client cannot forge through
 * CloudFront. Locally the peer address is the caller.
 */
import type { HttpRequest } from './endpoint';

export function clientIp(request: HttpRequest): string {
  const viewer = request.event.headers?.['cloudfront-viewer-address'];
  if (viewer) {
    const lastColon = viewer.lastIndexOf(':');
    return (lastColon > 0 ? viewer.slice(0, lastColon) : viewer).replace(/^\[|\]$/g, '');
  }
  return request.sourceIp;
}
