/**
 * A raw SMTP dialogue over a socket, as a carrier's mail server holds it with ours: the greeting,
 * EHLO, MAIL FROM (with a declared SIZE if asked), RCPT TO, DATA with its dot-stuffing, QUIT. Each
 * reply is kept (code and text), so a test sees exactly what the server answered and when.
 */
import { connect, type Socket } from 'node:net';

export interface SmtpReply {
  code: number;
  text: string;
}

export interface SmtpDialogue {
  greeting: SmtpReply;
  ehlo: SmtpReply;
  mailFrom: SmtpReply;
  rcptTo: SmtpReply[];
  /** The answer to DATA (354) and to the message's end; absent when the server refused before. */
  data?: SmtpReply;
  sent?: SmtpReply;
}

/** Reads whole replies (multi-line ones joined) from a socket, one at a time. */
function replyReader(socket: Socket) {
  let buffer = '';
  const lines: string[] = [];
  const waiting: (() => void)[] = [];
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf('\r\n');
    while (end >= 0) {
      lines.push(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\r\n');
    }
    for (const wake of waiting.splice(0)) wake();
  });
  return async function next(): Promise<SmtpReply> {
    const text: string[] = [];
    for (;;) {
      while (!lines.length) await new Promise<void>((resolve) => waiting.push(resolve));
      const line = lines.shift()!;
      text.push(line.slice(4));
      // "250-..." continues, "250 ..." ends the reply.
      if (line[3] !== '-') return { code: Number(line.slice(0, 3)), text: text.join('\n') };
    }
  };
}

/** Sends one message; stops at the first refusal, as a mail server would. */
export async function sendSmtp(options: {
  host: string;
  port: number;
  from: string;
  to: string[];
  message: string;
  declaredSize?: number;
}): Promise<SmtpDialogue> {
  const socket = connect(options.port, options.host);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const next = replyReader(socket);
  const command = (line: string) => {
    socket.write(`${line}\r\n`);
    return next();
  };
  try {
    const greeting = await next();
    const ehlo = await command('EHLO carrier.example');
    const size = options.declaredSize ? ` SIZE=${options.declaredSize}` : '';
    const mailFrom = await command(`MAIL FROM:<${options.from}>${size}`);
    const dialogue: SmtpDialogue = { greeting, ehlo, mailFrom, rcptTo: [] };
    if (mailFrom.code !== 250) return dialogue;
    for (const to of options.to) dialogue.rcptTo.push(await command(`RCPT TO:<${to}>`));
    if (!dialogue.rcptTo.some((reply) => reply.code === 250)) return dialogue;
    dialogue.data = await command('DATA');
    if (dialogue.data.code !== 354) return dialogue;
    // Dot-stuffing: a line that starts with a dot gets a second one.
    const body = options.message.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
    socket.write(body.endsWith('\r\n') ? body : `${body}\r\n`);
    dialogue.sent = await command('.');
    return dialogue;
  } finally {
    socket.end('QUIT\r\n');
  }
}
