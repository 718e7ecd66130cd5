/**
 * The laptop's inbound mail: a real SMTP server (nodemailer's smtp-server) on loopback standing in
 * for SES receiving. It does what the receipt rule does in AWS: accepts mail for the inbound domain
 * only (any other recipient is refused at RCPT TO), caps the size (the SIZE extension announces
 * it, and a message that goes past it anyway stops being read and is refused with 552), stores the
 * raw message in the local S3 under the prefix SES uses, then calls the SAME handler the inbound
 * Lambda runs with an event shaped as SES's Lambda action event. Locally nobody checks SPF or DKIM:
 * every verdict is NOT_VERIFIED, which the desk shows as 'not verified'.
 *
 * Local-only: smtp-server is imported here and nowhere in functions/, so no Lambda bundles it.
 */
import { randomBytes } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import {
  INBOUND_MAIL_PREFIX,
  type InboundMailEvent,
  type InboundMailRecord,
} from '../../functions/desk/inbound-event';
import { MAIL_MAX_BYTES } from '../../shared/claims/carrier-mail';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './dynamodb';

export const LOCAL_INBOUND_BUCKET = 'parcel-audit-inbound-mail';

export interface LocalInboundMail {
  host: string;
  port: number;
  domain: string;
  close: () => Promise<void>;
}

export interface InboundMailOptions {
  /** 0: a free port (tests); `npm start` uses a fixed one. */
  port: number;
  domain: string;
  s3Url: string;
  /** The inbound function's handler (loaded on first use, as a Lambda is). */
  deliver?: (event: InboundMailEvent) => Promise<void>;
  maxBytes?: number;
}

const smtpError = (code: number, message: string) =>
  Object.assign(new Error(message), { responseCode: code });

/** The few headers SES parses into `commonHeaders`, read from the message's header block. */
export function commonHeaders(raw: Buffer): InboundMailRecord['ses']['mail']['commonHeaders'] {
  const end = raw.indexOf('\r\n\r\n');
  const block = raw
    .subarray(0, end < 0 ? Math.min(raw.length, 64 * 1024) : end)
    .toString('latin1')
    .replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) =>
    new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(block)?.[1]?.trim() || undefined;
  const from = header('From');
  return {
    ...(from ? { from: [from] } : {}),
    subject: header('Subject'),
    date: header('Date'),
    messageId: header('Message-ID'),
  };
}

/** The event SES's Lambda action sends for a message it stored under `messageId`. */
export function sesEvent(messageId: string, recipients: string[], raw: Buffer, at: Date): InboundMailEvent {
  const notVerified = { status: 'NOT_VERIFIED' as const };
  return {
    Records: [
      {
        ses: {
          mail: { messageId, timestamp: at.toISOString(), commonHeaders: commonHeaders(raw) },
          receipt: {
            recipients,
            spfVerdict: notVerified,
            dkimVerdict: notVerified,
            dmarcVerdict: notVerified,
            spamVerdict: notVerified,
            virusVerdict: notVerified,
          },
        },
      },
    ],
  };
}

export async function startInboundMail(options: InboundMailOptions): Promise<LocalInboundMail> {
  const maxBytes = options.maxBytes ?? MAIL_MAX_BYTES;
  const domain = options.domain.toLowerCase();
  const s3 = new S3Client({
    endpoint: options.s3Url,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
  });
  const deliver =
    options.deliver ??
    (async (event: InboundMailEvent) => (await import('../../functions/desk/inbound-mail')).handler(event));

  async function receive(raw: Buffer, session: SMTPServerSession): Promise<string> {
    // SES names a stored message by an id of its own, not by the message's Message-ID.
    const messageId = randomBytes(20).toString('hex');
    await s3.send(
      new PutObjectCommand({
        Bucket: LOCAL_INBOUND_BUCKET,
        Key: `${INBOUND_MAIL_PREFIX}${messageId}`,
        Body: raw,
        ContentType: 'message/rfc822',
      }),
    );
    const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
    try {
      await deliver(sesEvent(messageId, recipients, raw, new Date()));
    } catch (error) {
      // As in AWS: SES accepted the mail; what the function makes of it is its own business.
      console.error('local inbound mail: the inbound function failed', error);
    }
    return messageId;
  }

  const server = new SMTPServer({
    banner: 'Parcel Audit inbound mail (local stand-in for SES receiving)',
    size: maxBytes,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const at = address.address.lastIndexOf('@');
      if (at < 0 || address.address.slice(at + 1).toLowerCase() !== domain)
        return callback(smtpError(550, `5.1.1 This server takes mail for @${domain} only`));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // The hard stop: past the cap nothing more is kept, whatever the client announced.
        if (size <= maxBytes) chunks.push(chunk);
      });
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        if (stream.sizeExceeded || size > maxBytes)
          return callback(smtpError(552, `5.3.4 Message too big: at most ${maxBytes} bytes`));
        receive(Buffer.concat(chunks), session).then(
          (id) => callback(null, `Message queued as ${id}`),
          (error: unknown) => callback(smtpError(451, `4.3.0 Could not store the message: ${String(error)}`)),
        );
      });
    },
  });
  server.on('error', (error) => console.error('local inbound mail:', error.message));

  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.server.once('error', failed);
    server.listen(options.port, '127.0.0.1', () => {
      server.server.off('error', failed);
      resolve();
    });
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    host: '127.0.0.1',
    port,
    domain,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        s3.destroy();
      }),
  };
}
