/**
 * The two e-mails a contact message makes: the message to the team (with Reply-To the sender, so
 * answering it answers them) and the acknowledgement to the sender in their language, with the
 * spec's promise of a reply within 24 hours.
 *
 * The acknowledgement goes to an address nobody has confirmed, so it carries none of the sender's
 * own words (not even their name): the form cannot be used to mail someone else a text of one's
 * choosing. Subjects hold no newline: the name is one line by the schema, the rest is ours.
 */
import { CONTACT_REPLY_HOURS, type ContactInput, type ContactSubject } from '@shared/site/contact';
import { composeMail, type Mail, type MailLocale } from '../notifications/email-layout';

const TOPICS: Record<MailLocale, Record<ContactSubject, string>> = {
  en: { sales: 'Sales', support: 'Support', partnership: 'Partnership', other: 'Something else' },
  fr: { sales: 'Offre commerciale', support: 'Support', partnership: 'Partenariat', other: 'Autre sujet' },
};

export interface ReceivedMessage {
  messageId: string;
  receivedAt: string;
}

/** The message as the team reads it (in English, the team's language). */
export function teamMail(input: ContactInput, received: ReceivedMessage): Mail {
  const facts = [
    `Name: ${input.name}`,
    `E-mail: ${input.email}`,
    `Company: ${input.company || '(not given)'}`,
    `Topic: ${TOPICS.en[input.subject]}`,
    `Language: ${input.locale}`,
    `Received: ${received.receivedAt}`,
    `Reference: ${received.messageId}`,
  ];
  const promise = `Reply within ${CONTACT_REPLY_HOURS} hours (the site promises it): answering this e-mail answers the sender.`;
  return composeMail({
    locale: 'en',
    subject: `[Contact] ${TOPICS.en[input.subject]}: ${input.name}`,
    blocks: [{ lines: facts }, { quote: input.message, lang: input.locale }, promise],
  });
}

/** The acknowledgement to the sender, in the language of the page they wrote from. */
export function acknowledgementMail(locale: MailLocale, subject: ContactSubject): Mail {
  const topic = TOPICS[locale][subject];
  if (locale === 'fr') {
    const lines = [
      'Bonjour,',
      `Merci pour votre message (sujet\u00a0: ${topic}). Nous l’avons bien reçu et vous répondrons sous ${CONTACT_REPLY_HOURS}\u00a0heures.`,
      'Si vous ne nous avez pas écrit, ignorez simplement cet e-mail.',
    ];
    return composeMail({ locale, subject: 'Nous avons bien reçu votre message', blocks: lines });
  }
  const lines = [
    'Hello,',
    `Thank you for your message (topic: ${topic}). We have received it and will reply within ${CONTACT_REPLY_HOURS} hours.`,
    'If you did not write to us, you can simply ignore this e-mail.',
  ];
  return composeMail({ locale, subject: 'We have received your message', blocks: lines });
}
