/**
 * A calendar invitation (RFC 5545, iCalendar) for one event, written by hand: the few properties a
 * demo's confirmation needs, with the format's rules applied once here. Lines end with CRLF; a line
 * longer than 75 octets (UTF-8) is folded with CRLF and one space, never inside a character; text
 * values escape backslash, semicolon, comma and newlines; times are UTC (`20261201T083000Z`).
 *
 * METHOD:REQUEST invites (a new booking, or a moved one with a higher SEQUENCE and the same UID);
 * METHOD:CANCEL with STATUS:CANCELLED takes the event out of the person's calendar.
 */

export interface CalendarPerson {
  name: string;
  email: string;
}

export interface CalendarEvent {
  method: 'REQUEST' | 'CANCEL';
  /** Stable for the event's life: a move or a cancellation names the same UID. */
  uid: string;
  /** 0 for the invitation, one more for each change after it. */
  sequence: number;
  /** When this version was written. */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** A link (the booking's page, to cancel or move it). */
  url?: string;
  organizer: CalendarPerson;
  attendee: CalendarPerson;
  /** The product that wrote it: `-//Parcel Audit//Demo booking//EN`. */
  productId: string;
}

const encoder = new TextEncoder();

/** A TEXT value escaped (RFC 5545 3.3.11): backslash, semicolon, comma, and newlines as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A parameter value (a CN): quoted, as it may hold `:`, `;` or `,`; a double quote cannot be
 * escaped in a parameter (RFC 5545 3.2), and control characters have no place there: both dropped.
 */
export function paramValue(value: string): string {
  return `"${value.replace(/["\p{Cc}]/gu, '')}"`;
}

/** A content line folded to 75 octets a line (RFC 5545 3.1), continuation lines led by one space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > 75) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

/** An instant in UTC form: `20261201T083000Z`. */
export function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** The .ics text of one event, CRLF line ends, the last line ended too. */
export function calendarText(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${event.productId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${paramValue(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${event.attendee.email}`,
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
