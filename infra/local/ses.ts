/**
 * SES v2 stand-in (aws-ses-v2-local). Mail the product sends is kept in its store: a person reads
 * it in the mailbox page at its root, tests read it with GET /store. The store is in memory, so
 * mail does not survive a restart (verification codes expire within minutes anyway).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ses from 'aws-ses-v2-local';

export interface StoredEmail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

export async function startSes(port = 0) {
  const start = (
    typeof ses === 'function' ? ses : (ses as unknown as { default: typeof ses }).default
  ) as (config: { host: string; port: number }) => Promise<Server>;
  const server = await start({ host: '127.0.0.1', port });
  const address = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    /** The mail kept, all of it or from a second on (epoch seconds, as the store's `at`). */
    async messages(since?: number): Promise<StoredEmail[]> {
      const response = await fetch(`${url}/store${since === undefined ? '' : `?since=${since}`}`);
      return ((await response.json()) as { emails: StoredEmail[] }).emails;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
