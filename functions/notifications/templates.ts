/**
 * The e-mails the product sends, in English and French: plain text first (every client shows it),
 * with a simple HTML twin. Each template is a function of its data and the recipient's language.
 */
export type MailLocale = 'en' | 'fr';

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

export function layout(paragraphs: string[], highlight?: string): string {
  const body = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
  const code = highlight
    ? `<p style="font-size:28px;letter-spacing:6px;font-weight:700">${escapeHtml(highlight)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1d2733">${body}${code}<p style="color:#5b6878">Parcel Audit</p></body></html>`;
}

export function verificationCodeMail(
  locale: MailLocale,
  firstName: string,
  code: string,
  minutes: number,
): Mail {
  if (locale === 'fr') {
    const lines = [
      `Bonjour ${firstName},`,
      `Voici votre code de vérification Parcel Audit. Il est valable ${minutes} minutes.`,
    ];
    return {
      subject: `Votre code de vérification Parcel Audit : ${code}`,
      text: `${lines.join('\n\n')}\n\n${code}\n\nSi vous n’avez pas demandé ce code, ignorez cet e-mail.`,
      html: layout([...lines, 'Si vous n’avez pas demandé ce code, ignorez cet e-mail.'], code),
    };
  }
  const lines = [
    `Hello ${firstName},`,
    `Here is your Parcel Audit verification code. It is valid for ${minutes} minutes.`,
  ];
  return {
    subject: `Your Parcel Audit verification code: ${code}`,
    text: `${lines.join('\n\n')}\n\n${code}\n\nIf you did not ask for this code, you can ignore this e-mail.`,
    html: layout([...lines, 'If you did not ask for this code, you can ignore this e-mail.'], code),
  };
}

export function invitationMail(
  locale: MailLocale,
  firstName: string,
  inviter: string,
  company: string,
  link: string,
): Mail {
  if (locale === 'fr') {
    const lines = [
      `Bonjour ${firstName},`,
      `${inviter} vous invite à rejoindre ${company} sur Parcel Audit.`,
      'Choisissez votre mot de passe avec ce lien, valable 7 jours :',
    ];
    return {
      subject: `${inviter} vous invite sur Parcel Audit`,
      text: `${lines.join('\n\n')}\n\n${link}`,
      html: layout([...lines, link]),
    };
  }
  const lines = [
    `Hello ${firstName},`,
    `${inviter} invites you to join ${company} on Parcel Audit.`,
    'Choose your password with this link, valid for 7 days:',
  ];
  return {
    subject: `${inviter} invites you to Parcel Audit`,
    text: `${lines.join('\n\n')}\n\n${link}`,
    html: layout([...lines, link]),
  };
}

export function passwordResetMail(locale: MailLocale, firstName: string, link: string): Mail {
  if (locale === 'fr') {
    const lines = [
      `Bonjour ${firstName},`,
      'Pour choisir un nouveau mot de passe Parcel Audit, ouvrez ce lien, valable une heure :',
    ];
    const after = 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.';
    return {
      subject: 'Réinitialisez votre mot de passe Parcel Audit',
      text: `${lines.join('\n\n')}\n\n${link}\n\n${after}`,
      html: layout([...lines, link, after]),
    };
  }
  const lines = [
    `Hello ${firstName},`,
    'To choose a new Parcel Audit password, open this link, valid for one hour:',
  ];
  const after = 'If you did not ask for this, ignore this e-mail: your password stays the same.';
  return {
    subject: 'Reset your Parcel Audit password',
    text: `${lines.join('\n\n')}\n\n${link}\n\n${after}`,
    html: layout([...lines, link, after]),
  };
}

export function claimUpdateMail(
  locale: MailLocale,
  update: { firstName: string; trackingNumber: string; state: string; message: string | null; link: string },
): Mail {
  if (locale === 'fr') {
    const lines = [
      `Bonjour ${update.firstName},`,
      `Votre enquête favorite pour le colis ${update.trackingNumber} a été mise à jour : ${update.state}.`,
      ...(update.message ? [`Dernier message du transporteur : « ${update.message} »`] : []),
      'Voir l’enquête :',
    ];
    return {
      subject: `Enquête ${update.trackingNumber} : ${update.state}`,
      text: `${lines.join('\n\n')}\n\n${update.link}`,
      html: layout([...lines, update.link]),
    };
  }
  const lines = [
    `Hello ${update.firstName},`,
    `Your favourite investigation for parcel ${update.trackingNumber} has an update: ${update.state}.`,
    ...(update.message ? [`The carrier's last message: "${update.message}"`] : []),
    'See the investigation:',
  ];
  return {
    subject: `Investigation ${update.trackingNumber}: ${update.state}`,
    text: `${lines.join('\n\n')}\n\n${update.link}`,
    html: layout([...lines, update.link]),
  };
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
    const lines = [
      `Bonjour ${firstName},`,
      `Ce mois-ci (${usage.period}), notre audit a compté ${used} colis sur les ${bundle} de votre forfait (${usage.percent} %).`,
      'Au-delà du forfait, rien ne s’arrête : chaque colis est audité et ses réclamations ouvertes, et chaque colis en plus est facturé au prix de votre offre sur le relevé du mois.',
      'Votre forfait et votre consommation :',
    ];
    return {
      subject: `Parcel Audit : ${usage.percent} % de votre forfait utilisé`,
      text: `${lines.join('\n\n')}\n\n${link}`,
      html: layout([...lines, link]),
    };
  }
  const { used, bundle } = figures(new Intl.NumberFormat('en-GB'));
  const lines = [
    `Hello ${firstName},`,
    `This month (${usage.period}) our audit has counted ${used} parcels of the ${bundle} your bundle includes (${usage.percent}%).`,
    'Past the bundle nothing stops: every parcel is still audited and its claims opened, and each parcel beyond it is billed at your plan’s price on the month’s statement.',
    'Your subscription and usage:',
  ];
  return {
    subject: `Parcel Audit: ${usage.percent}% of your bundle used`,
    text: `${lines.join('\n\n')}\n\n${link}`,
    html: layout([...lines, link]),
  };
}
