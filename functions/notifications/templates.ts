/**
 * The e-mails the product sends to the people who use it, in English and French. Each template is
 * a function of its data and the recipient's language that returns the mail's blocks; the layout
 * (./email-layout.ts) makes the text part and the HTML part from them, so both say the same.
 */
import { composeMail, type Mail, type MailLocale } from './email-layout';

export type { Mail, MailLocale };

export function verificationCodeMail(
  locale: MailLocale,
  firstName: string,
  code: string,
  minutes: number,
): Mail {
  if (locale === 'fr')
    return composeMail({
      locale,
      subject: `Votre code de vérification Parcel Audit\u00a0: ${code}`,
      blocks: [
        `Bonjour ${firstName},`,
        `Voici votre code de vérification Parcel Audit. Il est valable ${minutes}\u00a0minutes.`,
        { code },
        { note: 'Si vous n’avez pas demandé ce code, ignorez cet e-mail.' },
      ],
    });
  return composeMail({
    locale,
    subject: `Your Parcel Audit verification code: ${code}`,
    blocks: [
      `Hello ${firstName},`,
      `Here is your Parcel Audit verification code. It is valid for ${minutes} minutes.`,
      { code },
      { note: 'If you did not ask for this code, you can ignore this e-mail.' },
    ],
  });
}

export function invitationMail(
  locale: MailLocale,
  firstName: string,
  inviter: string,
  company: string,
  link: string,
): Mail {
  if (locale === 'fr')
    return composeMail({
      locale,
      subject: `${inviter} vous invite sur Parcel Audit`,
      blocks: [
        `Bonjour ${firstName},`,
        `${inviter} vous invite à rejoindre ${company} sur Parcel Audit.`,
        'Choisissez votre mot de passe avec ce lien, valable 7\u00a0jours.',
        { button: 'Choisir mon mot de passe', href: link },
      ],
    });
  return composeMail({
    locale,
    subject: `${inviter} invites you to Parcel Audit`,
    blocks: [
      `Hello ${firstName},`,
      `${inviter} invites you to join ${company} on Parcel Audit.`,
      'Choose your password with this link, valid for 7 days.',
      { button: 'Choose my password', href: link },
    ],
  });
}

export function passwordResetMail(locale: MailLocale, firstName: string, link: string): Mail {
  if (locale === 'fr')
    return composeMail({
      locale,
      subject: 'Réinitialisez votre mot de passe Parcel Audit',
      blocks: [
        `Bonjour ${firstName},`,
        'Pour choisir un nouveau mot de passe Parcel Audit, ouvrez ce lien, valable une heure.',
        { button: 'Choisir un nouveau mot de passe', href: link },
        { note: 'Si vous n’avez rien demandé, ignorez cet e-mail\u00a0: votre mot de passe reste le même.' },
      ],
    });
  return composeMail({
    locale,
    subject: 'Reset your Parcel Audit password',
    blocks: [
      `Hello ${firstName},`,
      'To choose a new Parcel Audit password, open this link, valid for one hour.',
      { button: 'Choose a new password', href: link },
      { note: 'If you did not ask for this, ignore this e-mail: your password stays the same.' },
    ],
  });
}

export function claimUpdateMail(
  locale: MailLocale,
  update: { firstName: string; trackingNumber: string; state: string; message: string | null; link: string },
): Mail {
  if (locale === 'fr')
    return composeMail({
      locale,
      subject: `Enquête ${update.trackingNumber}\u00a0: ${update.state}`,
      blocks: [
        `Bonjour ${update.firstName},`,
        `Votre enquête favorite pour le colis ${update.trackingNumber} a été mise à jour\u00a0: ${update.state}.`,
        ...(update.message ? ['Dernier message du transporteur\u00a0:', { quote: update.message }] : []),
        { button: 'Voir l’enquête', href: update.link },
      ],
    });
  return composeMail({
    locale,
    subject: `Investigation ${update.trackingNumber}: ${update.state}`,
    blocks: [
      `Hello ${update.firstName},`,
      `Your favourite investigation for parcel ${update.trackingNumber} has an update: ${update.state}.`,
      ...(update.message ? ['The carrier’s last message:', { quote: update.message }] : []),
      { button: 'See the investigation', href: update.link },
    ],
  });
}

/** The 80 % bundle warning (spec section 9), to the client admin, once per month. */
export function bundleWarningMail(
  locale: MailLocale,
  firstName: string,
  usage: { used: number; bundle: number; percent: number; period: string },
  link: string,
): Mail {
  const figures = (format: Intl.NumberFormat) => ({
    used: format.format(usage.used),
    bundle: format.format(usage.bundle),
  });
  if (locale === 'fr') {
    const { used, bundle } = figures(new Intl.NumberFormat('fr-FR'));
    return composeMail({
      locale,
      subject: `Parcel Audit\u00a0: ${usage.percent}\u00a0% de votre forfait utilisé`,
      blocks: [
        `Bonjour ${firstName},`,
        `Ce mois-ci (${usage.period}), notre audit a compté ${used} colis sur les ${bundle} de votre forfait (${usage.percent}\u00a0%).`,
        'Au-delà du forfait, rien ne s’arrête\u00a0: chaque colis est audité et ses réclamations ouvertes, et chaque colis en plus est facturé au prix de votre offre sur le relevé du mois.',
        { button: 'Voir mon forfait et ma consommation', href: link },
      ],
    });
  }
  const { used, bundle } = figures(new Intl.NumberFormat('en-GB'));
  return composeMail({
    locale,
    subject: `Parcel Audit: ${usage.percent}% of your bundle used`,
    blocks: [
      `Hello ${firstName},`,
      `This month (${usage.period}) our audit has counted ${used} parcels of the ${bundle} your bundle includes (${usage.percent}%).`,
      'Past the bundle nothing stops: every parcel is still audited and its claims opened, and each parcel beyond it is billed at your plan’s price on the month’s statement.',
      { button: 'See my subscription and usage', href: link },
    ],
  });
}
