/**
 * The local API server: a node:http server that plays API Gateway HTTP API and CloudFront.
 * `/api/*` requests become API Gateway v2 events (headers, cookies, query, base64 bodies), are
 * matched against the route table and handed to the very Lambda handler AWS runs; anything else
 * is the web build, with the SPA fallback (404 for a path that is none of the app's pages) and the
 * same security headers as CloudFront.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { HttpError } from '../../functions/http/errors';
import { errorResult, type HttpResult } from '../../functions/http/responses';
import { createMatcher } from '../../functions/http/route-match';
import type { AreaHandler } from '../../functions/lambdas';
import { type Area, routeKey, routes } from '../../functions/routes';
import { isAppPath } from '../../shared/platform/app-paths';
import {
  languageCookie,
  SERVED_PAGE_ROUTE,
  SITEMAP_PATH,
  servedPageOf,
  sitePageOf,
  sitePath,
  siteRedirect,
} from '../../shared/site/pages';
import { SECURITY_HEADERS } from '../security-headers';

/** API Gateway HTTP APIs refuse payloads over 10 MB. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;
const INTEGRATION_TIMEOUT_MS = 30_000;

const TEXT_TYPES = /^(text\/|application\/(json|.*\+json|xml|.*\+xml|javascript|x-www-form-urlencoded))/i;

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface ApiServerOptions {
  port: number;
  host?: string;
  webRoot: string;
  loadArea: (area: Area) => Promise<AreaHandler>;
  /**
   * Whether the stack behind the API is up (its services started, its environment set). Until it
   * is, an API call answers 503 with Retry-After instead of loading a handler without its
   * configuration: a browser tab left open on a restarting `npm start` just waits.
   */
  ready?: () => boolean;
  /** Extra local-only pages (the mailbox), answered before the web build. */
  localRoutes?: Record<string, (req: IncomingMessage, res: ServerResponse) => void>;
  onRequest?: (line: { method: string; path: string; status: number; ms: number }) => void;
}

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolveBody, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      // Drain what the client sends so it reads our 413 instead of a broken pipe.
      req.resume();
      req.on('end', () => reject(new BodyTooLarge()));
      req.on('error', reject);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => (tooLarge ? reject(new BodyTooLarge()) : resolveBody(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

function lambdaContext(requestId: string, area: Area): Context {
  const deadline = Date.now() + INTEGRATION_TIMEOUT_MS;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${area}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-west-3:000000000000:function:local-${area}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/local-${area}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}

export function toApiGatewayEvent(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  matched: { routeKey: string; pathParameters: Record<string, string> },
  requestId: string,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (name === 'cookie') {
      cookies = (Array.isArray(value) ? value.join('; ') : value).split(/;\s*/).filter(Boolean);
      continue;
    }
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = key in query ? `${query[key]},${value}` : value;
  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || TEXT_TYPES.test(contentType);
  const now = new Date();
  return {
    version: '2.0',
    routeKey: matched.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(matched.pathParameters).length ? matched.pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: matched.routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
}

function writeResult(res: ServerResponse, result: HttpResult | string | object) {
  // API Gateway v2 infers a 200 JSON response when a handler returns something other than a result.
  const structured: HttpResult =
    typeof result === 'object' && result !== null && 'statusCode' in result
      ? (result as HttpResult)
      : { statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(result) };
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(structured.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  if (structured.cookies?.length) headers['set-cookie'] = structured.cookies;
  const body = structured.body === undefined ? '' : structured.body;
  const buffer = structured.isBase64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8');
  res.writeHead(structured.statusCode ?? 200, headers);
  res.end(buffer);
}

/**
 * A built file, or a site page's document after the site's language redirect. False when the path
 * is a page the API fills (SERVED_PAGES): the caller sends it to the API, as CloudFront does.
 */
async function serveStatic(webRoot: string, url: URL, req: IncomingMessage, res: ServerResponse) {
  const root = resolve(webRoot);
  let relative: string;
  try {
    relative = decodeURIComponent(url.pathname);
  } catch {
    relative = '/';
  }
  const redirect = siteRedirect(url.pathname, url.search, req.headers.cookie, req.headers['accept-language']);
  if (redirect) {
    res.writeHead(302, {
      location: redirect.location,
      'cache-control': 'no-store',
      ...(redirect.language ? { 'set-cookie': languageCookie(redirect.language) } : {}),
    });
    res.end();
    return true;
  }
  if (servedPageOf(url.pathname) || url.pathname === SITEMAP_PATH) return false;
  const candidate = normalize(join(root, relative));
  const insideRoot = candidate === root || candidate.startsWith(root + sep);
  let file = insideRoot ? candidate : join(root, 'index.html');
  let info = await stat(file).catch(() => null);
  // A public site page (or one item of it): its prerendered document (web/site-build.ts).
  const page = sitePageOf(url.pathname);
  if (page) {
    file = join(root, sitePath(page.name, page.locale), 'index.html');
    info = await stat(file).catch(() => null);
  }
  const isAsset = insideRoot && info?.isFile();
  // A path that is no file, no site page and none of the app's pages (shared/platform/app-paths.ts)
  // is answered 404, with the app, which shows its not-found page: as CloudFront does (../site-edge.ts).
  const status = isAsset || page || isAppPath(url.pathname) ? 200 : 404;
  if (!isAsset) {
    file = join(root, 'index.html');
    info = await stat(file).catch(() => null);
  }
  if (!info?.isFile() && status === 404) {
    res.writeHead(404, { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found\n');
    return true;
  }
  if (!info?.isFile()) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The web app is not built yet: run `npm run build:web` (npm start does it for you).\n');
    return true;
  }
  const immutable = isAsset && relative.startsWith('/assets/');
  const type = MIME[extname(file)] ?? 'application/octet-stream';
  const headers = {
    ...SECURITY_HEADERS,
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
  };
  // Text is sent gzipped when the browser takes it, as CloudFront does in AWS.
  if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    const body = await gzipped(file, info.mtimeMs);
    res.writeHead(status, { ...headers, 'content-encoding': 'gzip', 'content-length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
  res.writeHead(status, { ...headers, 'content-length': String(info.size) });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
  return true;
}

const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;
const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

/** A built file gzipped once (until it changes): the build's files are few and small. */
async function gzipped(file: string, mtimeMs: number): Promise<Buffer> {
  const cached = gzipCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = gzipSync(await readFile(file));
  gzipCache.set(file, { mtimeMs, body });
  return body;
}

export async function startApiServer(
  options: ApiServerOptions,
): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const match = createMatcher(routes);
  const server = createServer(async (req, res) => {
    const started = performance.now();
    let url = new URL(req.url ?? '/', 'http://localhost');
    const done = () =>
      options.onRequest?.({
        method: req.method ?? 'GET',
        path: url.pathname,
        status: res.statusCode,
        ms: performance.now() - started,
      });
    res.on('finish', done);
    try {
      const local = options.localRoutes?.[url.pathname];
      if (local) return local(req, res);
      if (url.pathname !== '/api' && !url.pathname.startsWith('/api/')) {
        if (await serveStatic(options.webRoot, url, req, res)) return;
        url = new URL(`${SERVED_PAGE_ROUTE}?path=${encodeURIComponent(url.pathname)}`, url);
      }
      if (options.ready && !options.ready()) {
        const starting = errorResult(new HttpError('server.unavailable', 'The local stack is starting'));
        return writeResult(res, { ...starting, headers: { ...starting.headers, 'retry-after': '1' } });
      }
      const requestId = randomUUID();
      let body: Buffer;
      try {
        body = await readBody(req);
      } catch (error) {
        if (error instanceof BodyTooLarge) {
          return writeResult(
            res,
            errorResult(new HttpError('request.too_large', 'The request body is over 10 MB')),
          );
        }
        throw error;
      }
      const matched = match(req.method ?? 'GET', url.pathname);
      if (!matched)
        return writeResult(
          res,
          errorResult(new HttpError('route.not_found', `No route for ${url.pathname}`)),
        );
      const event = toApiGatewayEvent(
        req,
        url,
        body,
        { routeKey: routeKey(matched.route), pathParameters: matched.pathParameters },
        requestId,
      );
      const handler = await options.loadArea(matched.route.area);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<HttpResult>((resolveTimeout) => {
        timer = setTimeout(
          () =>
            resolveTimeout(
              errorResult(new HttpError('server.unavailable', 'The handler did not answer within 30 s')),
            ),
          INTEGRATION_TIMEOUT_MS,
        );
      });
      const result = await Promise.race([
        handler(event, lambdaContext(requestId, matched.route.area)),
        timeout,
      ]);
      clearTimeout(timer);
      // A site page the API filled carries the site's headers, as CloudFront's policy adds them.
      if (matched.route.handler === 'render-site-page' && typeof result === 'object' && 'headers' in result)
        result.headers = { ...SECURITY_HEADERS, ...result.headers };
      writeResult(res, result);
    } catch (error) {
      console.error('local API server error', error);
      if (!res.headersSent)
        writeResult(res, errorResult(new HttpError('server.internal', 'Something in our system went wrong')));
      else res.end();
    }
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    server,
    close: () =>
      new Promise((resolveClose) => {
        server.close(() => resolveClose());
        server.closeIdleConnections();
      }),
  };
}
