import { escapeHtml } from '@shared/platform/html';
import { describe, expect, it } from 'vitest';
import { composeMail, MAIL_COLOURS } from './email-layout';
import { claimUpdateMail, invitationMail, passwordResetMail, verificationCodeMail } from './templates';

describe('the e-mail layout', () => {
  it('makes a text part and an HTML part from the same blocks', () => {
    const mail = composeMail({
      locale: 'en',
      subject: 'Hello',
      blocks: [
        'First line',
        { code: '123456' },
        { button: 'Open it', href: 'https://app.example/x?a=1&b=2' },
      ],
    });
    expect(mail.text).toContain('First line\n\n123456\n\nOpen it\nhttps://app.example/x?a=1&b=2');
    expect(mail.html).toMatch(/^<!DOCTYPE html><html lang="en"/);
    expect(mail.html).toContain('First line');
    expect(mail.html).toContain('123456');
    // The button is a link in a coloured cell, and the address is written out under it too.
    expect(mail.html).toContain(`bgcolor="${MAIL_COLOURS.navy}"`);
    expect(mail.html.match(/<a href="https:\/\/app\.example\/x\?a=1&amp;b=2"/g)).toHaveLength(2);
    expect(mail.html).toContain('>Open it</a>');
    // Tables and inline styles only: no <style> element, no class.
    expect(mail.html).toContain('<table role="presentation"');
    expect(mail.html).not.toMatch(/<style|class=/);
  });

  it('escapes every value: a name holding a script stays text', () => {
    const mail = verificationCodeMail('en', '<script>alert(1)</script>', '123456', 10);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.text).toContain('Hello <script>alert(1)</script>,');
    const quoted = claimUpdateMail('en', {
      firstName: 'Ann',
      trackingNumber: '1Z"><img src=x onerror=alert(1)>',
      state: 'Credited',
      message: '<b>refund</b> & more',
      link: 'https://app.example/claim',
    });
    expect(quoted.html).not.toMatch(/<img|<b>/);
    expect(quoted.html).toContain('&lt;b&gt;refund&lt;/b&gt; &amp; more');
    expect(escapeHtml(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;');
  });

  it('writes a digest’s headings and linked items in both parts, escaped, linking only web addresses', () => {
    const mail = composeMail({
      locale: 'en',
      subject: 'Digest',
      blocks: [
        { heading: 'Closing <soon>' },
        {
          links: [
            { label: '1Z<b>1', href: 'https://app.example/desk?claim=a/b', detail: 'UPS · 3 days & more' },
            { label: 'evil', href: 'javascript:alert(1)', detail: 'x' },
          ],
        },
      ],
    });
    expect(mail.text).toContain(
      'Closing <soon>\n--------------\n\n- 1Z<b>1: UPS · 3 days & more\n  https://app.example/desk?claim=a/b',
    );
    expect(mail.html).toContain('Closing &lt;soon&gt;</h2>');
    expect(mail.html).toContain('href="https://app.example/desk?claim=a/b"');
    expect(mail.html).toContain('>1Z&lt;b&gt;1</a>');
    expect(mail.html).toContain('UPS · 3 days &amp; more');
    expect(mail.html).not.toContain('javascript:');
  });

  it('links only web and mail addresses', () => {
    const mail = composeMail({
      locale: 'en',
      subject: 's',
      blocks: [{ button: 'Go', href: 'javascript:alert(1)' }],
    });
    expect(mail.html).not.toContain('href="javascript:');
    expect(mail.html).toContain('href="#"');
  });

  it('writes the invitation and the reset in the person’s language, with a button to the link', () => {
    const link = 'https://app.example/invitation?token=abc';
    const en = invitationMail('en', 'Ann', 'Bob', 'Shop', link);
    const fr = invitationMail('fr', 'Anne', 'Paul', 'Boutique', link);
    expect(en.subject).toBe('Bob invites you to Parcel Audit');
    expect(en.html).toContain('>Choose my password</a>');
    expect(fr.subject).toBe('Paul vous invite sur Parcel Audit');
    expect(fr.html).toMatch(/^<!DOCTYPE html><html lang="fr"/);
    expect(fr.html).toContain('>Choisir mon mot de passe</a>');
    expect(fr.html).toContain('Si le bouton ne fonctionne pas, ouvrez cette adresse\u00a0:');
    for (const mail of [en, fr]) {
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
    }
    const reset = passwordResetMail('fr', 'Anne', 'https://app.example/reset?token=x');
    expect(reset.text).toContain('ouvrez ce lien, valable une heure');
    expect(reset.text).toContain('ignorez cet e-mail\u00a0: votre mot de passe reste le même');
    expect(reset.html).toContain('>Choisir un nouveau mot de passe</a>');
  });

  it('puts the code of a verification e-mail in both parts, French with its typography', () => {
    const mail = verificationCodeMail('fr', 'Anne', '654321', 10);
    expect(mail.subject).toBe('Votre code de vérification Parcel Audit\u00a0: 654321');
    expect(/\b(\d{6})\b/.exec(mail.text)?.[1]).toBe('654321');
    expect(mail.html).toContain('>654321</p>');
    expect(mail.text).toContain('Parcel Audit récupère l’argent');
  });

  it('marks a quote with its language when it is known', () => {
    const mail = composeMail({
      locale: 'fr',
      subject: 's',
      blocks: [{ quote: 'Parcel delivered', lang: 'en' }],
    });
    expect(mail.html).toContain('<blockquote lang="en"');
  });
});
