import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { decodeWords, readMime } from './mime';

/** nodemailer's composer (what SES's stand-in builds rendered templates with); it ships no types. */
const MailComposer = createRequire(import.meta.url)('nodemailer/lib/mail-composer') as new (mail: {
  subject: string;
  text: string;
  html?: string;
}) => { compile(): { build(): Promise<Buffer> } };

/** A message as SES's stand-in (and SES) composes it. */
const compose = async (subject: string, text: string, html?: string) =>
  (await new MailComposer({ subject, text, ...(html ? { html } : {}) }).compile().build()).toString('utf-8');

describe('reading a rendered template', () => {
  it('gives the subject and the plain text of a multipart message, in French with accents', async () => {
    const subject = 'Vos comptes transporteurs ne fonctionnent plus : Boutique Éphémère';
    const text = `Bonjour,\n\nLe compte UPS (compta@boutique.fr) : l’identifiant ou le mot de passe est refusé.\n\n${'Une ligne assez longue pour être coupée par le codage quoted-printable. '.repeat(3)}`;
    expect(readMime(await compose(subject, text, '<p>HTML</p>'))).toEqual({ subject, text: text.trimEnd() });
  });

  it('gives a text-only message and an English subject', async () => {
    expect(readMime(await compose('Your carrier accounts', 'Hello,\nAll good.'))).toEqual({
      subject: 'Your carrier accounts',
      text: 'Hello,\nAll good.',
    });
  });

  it('decodes encoded words of both kinds', () => {
    expect(decodeWords('=?UTF-8?B?w4lwaMOpbcOocmU=?=')).toBe('Éphémère');
    expect(decodeWords('=?UTF-8?Q?Caf=C3=A9_cr=C3=A8me?= =?UTF-8?Q?_br=C3=BBl=C3=A9e?=')).toBe(
      'Café crème brûlée',
    );
  });
});
