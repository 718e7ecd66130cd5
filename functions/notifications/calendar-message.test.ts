import { describe, expect, it } from 'vitest';
import { calendarMessage, headerValue } from './calendar-message';
import { readMime } from './mime';

const ICS = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
const mail = {
  subject: 'Votre démo Parcel Audit\u00a0: mardi 1 décembre 2026, 09:30–10:00 UTC+1',
  text: 'Bonjour Zoé,\n\nVotre démo est prévue.',
  html: '<p>Bonjour Zoé,</p>',
};

describe('a message with an invitation', () => {
  it('reads back with its subject and text, and carries the calendar twice', () => {
    const message = calendarMessage(
      'Parcel Audit <no-reply@parcel-audit.example>',
      'zoe@example.test',
      mail,
      {
        method: 'REQUEST',
        text: ICS,
      },
    );
    expect(readMime(message)).toEqual({ subject: mail.subject, text: mail.text });
    expect(message).toContain('Content-Type: text/calendar; charset=UTF-8; method=REQUEST');
    expect(message).toContain('Content-Disposition: attachment; filename="invite.ics"');
    expect(message).toContain(`From: "Parcel Audit" <no-reply@parcel-audit.example>`);
    expect(message.split('\r\n').every((line) => line.length <= 998)).toBe(true);
    expect(message.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const encoded = Buffer.from(ICS).toString('base64');
    expect(message.split(encoded).length - 1).toBe(2);
  });

  it('keeps a header on one logical line, whatever the value holds', () => {
    const value = headerValue('Démo\r\nBcc: someone@evil.example');
    expect(value.replace(/\r\n /g, '')).not.toMatch(/[\r\n]/);
    expect(headerValue('Plain subject')).toBe('Plain subject');
    expect(headerValue('x\r\nBcc: a@b.c')).toBe('x Bcc: a@b.c');
  });
});
