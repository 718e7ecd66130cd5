/**
 * The caller's IP address, for limits per source: never from a header the caller can send.
 *
 * In AWS the API is reached through CloudFront, which puts the viewer's address in
 * `CloudFront-Viewer-Address` (ip:port) and adds the origin secret header (`x-origin-verify`, a
 * value only CloudFront and the API know). The viewer address is believed only with that secret:
 * a request sent to the API's own endpoint, around CloudFront, is judged by the address API
 * Gateway saw on its connection, whatever headers it carries. Locally there is no CloudFront and
 * no secret: the local server gives the socket's peer address, as API Gateway does.
 */
import { timingSafeEqual } from 'node:crypto';
import { ORIGIN_VERIFY_HEADER } from '@shared/platform/constants';
import { env } from '../lib/env';
import type { HttpRequest } from './endpoint';

function fromCloudFront(headers: Record<string, string | undefined>): boolean {
  const secret = env.ORIGIN_VERIFY_SECRET;
  const given = headers[ORIGIN_VERIFY_HEADER];
  if (!secret || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function clientIp(request: HttpRequest): string {
  const headers = request.event.headers ?? {};
  const viewer = headers['cloudfront-viewer-address'];
  if (viewer && fromCloudFront(headers)) {
    const lastColon = viewer.lastIndexOf(':');
    return (lastColon > 0 ? viewer.slice(0, lastColon) : viewer).replace(/^\[|\]$/g, '');
  }
  return request.sourceIp;
}
