/** Reading a carrier mail as untrusted input: headers kept, HTML sanitised, attachments checked as uploads are. */
import { MAIL_MAX_ATTACHMENTS } from '@shared/claims/carrier-mail';
import { describe, expect, it } from 'vitest';
import {
  buildMail,
  CARRIER_REPLIES,
  exeBytes,
  pdfBytes,
  zipBombXlsx,
} from '../../test/support/carrier-mails';
import { checkAttachment, readMail } from './mail-read';

const TO = 'claims+abcdefghijklmnop@inbound.parcel-audit.localhost';
const read = (raw: string, virus = false) => readMail(new TextEncoder().encode(raw), { virus });

describe('readMail', () => {
  it('keeps the subject, sender, date, Message-ID and text of a French reply', async () => {
    // Prepare
    const raw = buildMail({
      ...CARRIER_REPLIES.colissimoDenied('6A12345678901'),
      to: TO,
      date: 'Mon, 16 Nov 2026 09:30:00 +0100',
      messageId: '<reply-1@colissimo.example>',
    });

    // Act
    const mail = await read(raw);

    // Assess
    expect(mail).toMatchObject({
      subject: 'Votre réclamation concernant le colis 6A12345678901',
      from: 'serviceclient@colissimo.example',
      fromName: 'Service Clients Colissimo',
      date: '2026-11-16T08:30:00.000Z',
      messageId: '<reply-1@colissimo.example>',
      html: null,
      truncated: false,
      attachments: [],
    });
    expect(mail.text).toContain('suite favorable');
  });

  it('sanitises the HTML part before anything keeps it', async () => {
    const mail = await read(buildMail({ ...CARRIER_REPLIES.scriptedHtml('C-9'), to: TO }));
    expect(mail.html).toContain('<b>C-9</b>');
    expect(mail.html).toContain('href="https://carrier.example/claims"');
    expect(mail.html).not.toMatch(
      /<script|<style|onload|javascript:|<form|<iframe|<img|tracker\.example|evil/i,
    );
  });

  it('keeps a PDF, refuses a program named as a PDF, a zip bomb and what comes past the cap', async () => {
    const attachments = [
      { name: 'credit-note.pdf', contentType: 'application/pdf', content: pdfBytes('ok') },
      { name: 'invoice.pdf', contentType: 'application/pdf', content: exeBytes() },
      { name: 'statement.xlsx', contentType: 'application/vnd.ms-excel', content: zipBombXlsx() },
      ...Array.from({ length: MAIL_MAX_ATTACHMENTS }, (_, index) => ({
        name: `photo-${index}.pdf`,
        contentType: 'application/pdf',
        content: pdfBytes(`photo ${index}`),
      })),
    ];
    const mail = await read(buildMail({ ...CARRIER_REPLIES.dhlCredited('D-1'), to: TO, attachments }));
    const summary = mail.attachments.map((file) => [file.fileName, file.kind, file.refused]);
    expect(summary.slice(0, 4)).toEqual([
      ['credit-note.pdf', 'claim_document', null],
      ['invoice.pdf', null, 'wrong_type'],
      ['statement.xlsx', null, 'unsafe_archive'],
      ['photo-0.pdf', 'claim_document', null],
    ]);
    expect(mail.attachments).toHaveLength(MAIL_MAX_ATTACHMENTS + 3);
    expect(mail.attachments.filter((file) => file.refused === 'too_many')).toHaveLength(3);
    expect(mail.attachments.filter((file) => file.refused).every((file) => file.content.length === 0)).toBe(
      true,
    );
  });

  it('keeps no attachment of a message found infected', async () => {
    const mail = await read(buildMail({ ...CARRIER_REPLIES.dhlCredited('D-2'), to: TO }), true);
    expect(mail.attachments.map((file) => file.refused)).toEqual(['virus']);
  });
});

describe('checkAttachment', () => {
  it('names a part without an extension after the type its bytes show', () => {
    expect(checkAttachment('', pdfBytes('x'), 2, false)).toMatchObject({
      fileName: 'attachment-3.pdf',
      kind: 'claim_document',
      refused: null,
    });
    expect(checkAttachment('avoir', pdfBytes('x'), 0, false).fileName).toBe('avoir.pdf');
  });

  it('refuses empty and oversized files, and cleans names', () => {
    expect(checkAttachment('a.pdf', new Uint8Array(), 0, false).refused).toBe('empty');
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(pdfBytes('big'));
    expect(checkAttachment('big.pdf', big, 0, false).refused).toBe('too_large');
    expect(checkAttachment('../../etc/x\u202Efdp.pdf', pdfBytes('x'), 0, false).fileName).toBe(
      '.._.._etc_xfdp.pdf',
    );
  });
});
