/**
 * The e-mails of a demo booking: to the booker in their language (booked, moved, cancelled), each
 * with its calendar invitation (an .ics of METHOD:REQUEST, or CANCEL, one UID for the booking's
 * life and a SEQUENCE one higher at each change) and the link to cancel or move it; and a note to
 * the team (in English) at each change.
 *
 * The booker's address was confirmed by nobody, so their mail carries none of the words typed in
 * the form (not even the name, as the contact form's acknowledgement): it cannot be used to mail
 * someone a text of one's choosing. The team's note has everything.
 */
import { calendarText } from '@shared/site/ics';
import { sitePath } from '@shared/site/pages';
import type { CalendarPart } from '../notifications/calendar-mail';
import { composeMail, type Mail, type MailBlock, type MailLocale } from '../notifications/email-layout';
import type { StoredBooking, StoredSlot } from './demo-booking';

export type BookingChange = 'booked' | 'moved' | 'cancelled';

export interface MailContext {
  /** The web's origin (APP_URL): the base of the booking's link. */
  appUrl: string;
  /** The team's address: the invitation's organizer. */
  teamEmail: string;
  now: Date;
}

/** The booking's page: its id and its token in the query. */
export function bookingLink(appUrl: string, booking: StoredBooking, token: string): string {
  const query = new URLSearchParams({ b: booking.bookingId, t: token });
  return `${appUrl.replace(/\/+$/, '')}${sitePath('demoBooking', booking.locale)}?${query}`;
}

/** A slot's start and end in a language and a time zone: `Tuesday 1 December 2026, 09:30–10:00 CET`. */
export function slotWhen(slot: StoredSlot, locale: MailLocale, timeZone: string): string {
  const tag = locale === 'fr' ? 'fr-FR' : 'en-GB';
  const day = new Intl.DateTimeFormat(tag, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(slot.start));
  const time = (at: string, zone: boolean) =>
    new Intl.DateTimeFormat(tag, {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      ...(zone ? { timeZoneName: 'short' as const } : {}),
    }).format(new Date(at));
  return `${day}, ${time(slot.start, false)}–${time(slot.end, true)}`;
}

const SUMMARY: Record<MailLocale, string> = { en: 'Parcel Audit demo', fr: 'Démo Parcel Audit' };

/** The calendar part of the booker's e-mail. */
export function invitation(
  change: BookingChange,
  booking: StoredBooking,
  slot: StoredSlot,
  link: string,
  context: MailContext,
): CalendarPart {
  const host = new URL(context.appUrl).hostname;
  const description =
    booking.locale === 'fr'
      ? `Démonstration de Parcel Audit (${slot.durationMinutes} min)${slot.host ? ` avec ${slot.host}` : ''}.\nAnnuler ou déplacer : ${link}`
      : `Parcel Audit demo (${slot.durationMinutes} min)${slot.host ? ` with ${slot.host}` : ''}.\nCancel or move it: ${link}`;
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  return {
    method,
    text: calendarText({
      method,
      uid: `demo-${booking.bookingId}@${host}`,
      sequence: booking.sequence,
      stamp: context.now,
      start: new Date(slot.start),
      end: new Date(slot.end),
      summary: SUMMARY[booking.locale],
      description,
      url: link,
      organizer: { name: 'Parcel Audit', email: context.teamEmail },
      attendee: { name: booking.email, email: booking.email },
      productId: '-//Parcel Audit//Demo booking//EN',
    }),
  };
}

/** The booker's e-mail, in their language and time zone. */
export function bookerMail(
  change: BookingChange,
  booking: StoredBooking,
  slot: StoredSlot,
  link: string,
): Mail {
  const when = slotWhen(slot, booking.locale, booking.timeZone);
  if (booking.locale === 'fr') {
    const subjects = {
      booked: `Votre démo Parcel Audit\u00a0: ${when}`,
      moved: `Votre démo Parcel Audit est déplacée\u00a0: ${when}`,
      cancelled: 'Votre démo Parcel Audit est annulée',
    };
    const blocks: MailBlock[] = [
      'Bonjour,',
      change === 'cancelled'
        ? `Votre démo du ${when} est annulée. Le créneau est libéré.`
        : `Votre démo (${slot.durationMinutes}\u00a0minutes) est prévue le ${when}${slot.host ? `, avec ${slot.host}` : ''}. L’invitation jointe l’ajoute à votre agenda.`,
      change === 'cancelled'
        ? 'Vous pouvez réserver un autre créneau sur notre site quand vous le souhaitez.'
        : { button: 'Annuler ou déplacer ma démo', href: link },
      { note: 'Si vous n’avez pas fait cette réservation, ignorez cet e-mail.' },
    ];
    return composeMail({ locale: 'fr', subject: subjects[change], blocks });
  }
  const subjects = {
    booked: `Your Parcel Audit demo: ${when}`,
    moved: `Your Parcel Audit demo has moved: ${when}`,
    cancelled: 'Your Parcel Audit demo is cancelled',
  };
  const blocks: MailBlock[] = [
    'Hello,',
    change === 'cancelled'
      ? `Your demo on ${when} is cancelled. The slot is free again.`
      : `Your demo (${slot.durationMinutes} minutes) is on ${when}${slot.host ? `, with ${slot.host}` : ''}. The attached invitation adds it to your calendar.`,
    change === 'cancelled'
      ? 'You can book another slot on our website whenever you like.'
      : { button: 'Cancel or move my demo', href: link },
    { note: 'If you did not make this booking, you can ignore this e-mail.' },
  ];
  return composeMail({ locale: 'en', subject: subjects[change], blocks });
}

/** The note to the team: who, when (Paris time and UTC), and what changed. */
export function teamMail(
  change: BookingChange,
  booking: StoredBooking,
  slot: StoredSlot,
  previous?: StoredSlot,
): Mail {
  const when = slotWhen(slot, 'en', 'Europe/Paris');
  const facts = [
    `Name: ${booking.name}`,
    `E-mail: ${booking.email}`,
    `Company: ${booking.company}`,
    `Parcels per month: ${booking.parcelsPerMonth ?? '(not given)'}`,
    `Language: ${booking.locale}`,
    `Slot: ${when} (${slot.start} UTC)`,
    ...(previous ? [`Was: ${slotWhen(previous, 'en', 'Europe/Paris')}`] : []),
    `Host: ${slot.host ?? '(none set)'}`,
    `Booking: ${booking.bookingId}`,
  ];
  const heading = { booked: 'New demo booking', moved: 'Demo moved', cancelled: 'Demo cancelled' }[change];
  return composeMail({
    locale: 'en',
    subject: `[Demo] ${heading}: ${booking.company}, ${when}`,
    blocks: [heading, { lines: facts }],
  });
}
