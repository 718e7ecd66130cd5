/**
 * A tiny server for AWS's JSON 1.0/1.1 protocols (`X-Amz-Target: Service.Operation`), which the
 * SDK's KMS and Step Functions clients speak. Each stand-in supplies its operations; errors are
 * answered the way AWS answers them so the SDK raises its own typed exceptions.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export class AwsError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export type Operations = Record<string, (input: Record<string, unknown>) => Promise<unknown> | unknown>;

export interface JsonProtocolServer {
  url: string;
  close: () => Promise<void>;
}

export async function startJsonProtocolServer(
  servicePrefix: string,
  operations: Operations,
  host = '127.0.0.1',
): Promise<JsonProtocolServer> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify(body));
      };
      const target = String(req.headers['x-amz-target'] ?? '');
      const [prefix, operation] = target.split('.');
      const fn = prefix === servicePrefix && operation ? operations[operation] : undefined;
      if (req.method !== 'POST' || !fn) {
        answer(400, { __type: 'UnknownOperationException', message: `Unknown operation ${target}` });
        return;
      }
      try {
        const input = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
        answer(200, (await fn(input)) ?? {});
      } catch (error) {
        if (error instanceof AwsError) answer(error.status, { __type: error.type, message: error.message });
        else
          answer(500, {
            __type: 'InternalFailure',
            message: error instanceof Error ? error.message : String(error),
          });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
