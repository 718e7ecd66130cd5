import { describe, expect, it } from 'vitest';
import { type CalendarEvent, calendarText, escapeText, foldLine, paramValue, utcStamp } from './ics';

const event = (change: Partial<CalendarEvent> = {}): CalendarEvent => ({
  method: 'REQUEST',
  uid: 'demo-abc@parcel-audit.example',
  sequence: 0,
  stamp: new Date('2026-11-26T22:00:05.123Z'),
  start: new Date('2026-12-01T08:30:00.000Z'),
  end: new Date('2026-12-01T09:00:00.000Z'),
  summary: 'Parcel Audit demo',
  description:
    'Parcel Audit demo (30 min).\nCancel or move it: https://parcel-audit.example/demo/booking?b=x&t=y',
  url: 'https://parcel-audit.example/demo/booking?b=x&t=y',
  organizer: { name: 'Parcel Audit', email: 'hello@parcel-audit.example' },
  attendee: { name: 'Camille Martin', email: 'camille@example.test' },
  productId: '-//Parcel Audit//Demo booking//EN',
  ...change,
});

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('text values', () => {
  it('escape backslash, semicolon, comma and every kind of newline', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('keep a colon and accents as they are', () => {
    expect(escapeText('Démo : à 9 h')).toBe('Démo : à 9 h');
  });

  it('quote a parameter and drop what it cannot hold', () => {
    expect(paramValue('Martin, Camille; "CM"\r\n')).toBe('"Martin, Camille; CM"');
  });
});

describe('folding', () => {
  it('leaves a line of 75 octets whole', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds a long line at 75 octets with CRLF and one space, and unfolds to the same', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(20)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.every((part) => octets(part) <= 75)).toBe(true);
    expect(octets(lines[0]!)).toBe(75);
    expect(lines.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('never splits a character of several octets', () => {
    const line = `SUMMARY:${'é€😀'.repeat(30)}`;
    const lines = foldLine(line).split('\r\n');
    expect(lines.every((part) => octets(part) <= 75)).toBe(true);
    expect(lines.every((part) => !part.includes('\uFFFD'))).toBe(true);
    expect(lines.join('\r\n').replace(/\r\n /g, '')).toBe(line);
  });
});

describe('an invitation', () => {
  it('has the properties a calendar needs, in UTC, with CRLF line ends', () => {
    const text = calendarText(event());
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Parcel Audit//Demo booking//EN',
        'METHOD:REQUEST',
        'BEGIN:VEVENT',
        'UID:demo-abc@parcel-audit.example',
        'SEQUENCE:0',
        'DTSTAMP:20261126T220005Z',
        'DTSTART:20261201T083000Z',
        'DTEND:20261201T090000Z',
        'SUMMARY:Parcel Audit demo',
        'DESCRIPTION:Parcel Audit demo (30 min).\\nCancel or move it: https://parcel-audit.example/demo/booking?b=x&t=y',
        'ORGANIZER;CN="Parcel Audit":mailto:hello@parcel-audit.example',
        'ATTENDEE;CN="Camille Martin";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:camille@example.test',
        'STATUS:CONFIRMED',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    expect(text.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
  });

  it('cancels with the same UID, a higher sequence and STATUS:CANCELLED', () => {
    const lines = calendarText(event({ method: 'CANCEL', sequence: 2 })).split('\r\n');
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('UID:demo-abc@parcel-audit.example');
  });

  it('cannot be given an extra property through a name or a summary', () => {
    const text = calendarText(
      event({
        summary: 'Demo\r\nATTENDEE:mailto:x@evil.example',
        attendee: { name: 'A"\r\nX:Y', email: 'a@b.co' },
      }),
    );
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toHaveLength(1);
    expect(lines).toContain('SUMMARY:Demo\\nATTENDEE:mailto:x@evil.example');
  });

  it('writes instants in UTC to the second', () => {
    expect(utcStamp(new Date('2026-03-29T01:05:09.999Z'))).toBe('20260329T010509Z');
  });
});
