/** Messages en français du formulaire de contact du site (/fr/contact) et de sa page d’envoi (/fr/contact/sent). */
import type { siteContact as en } from '../en/site-contact';

export const siteContact: Record<keyof typeof en, string> = {
  'site.contact.title': 'Nous contacter',
  'site.contact.description':
    'Écrivez à l’équipe Parcel Audit à propos de l’audit de vos factures de transport, de votre compte ou d’un partenariat. Nous répondons sous 24\u00a0heures.',
  'site.contact.lead':
    'Une question sur l’audit de vos factures de transport, sur votre compte, ou une idée de partenariat\u00a0? Écrivez-nous.',
  'site.contact.promise': 'Nous répondons sous {hours}\u00a0heures.',
  'site.contact.formTitle': 'Votre message',
  'site.contact.required': 'Tous les champs sont obligatoires, sauf ceux marqués facultatifs.',
  'site.contact.name': 'Nom',
  'site.contact.email': 'Adresse e-mail',
  'site.contact.company': 'Entreprise (facultatif)',
  'site.contact.subject': 'Sujet',
  'site.contact.subject.choose': 'Choisissez un sujet',
  'site.contact.subject.sales': 'Offre commerciale\u00a0: notre audit pour votre entreprise',
  'site.contact.subject.support': 'Aide sur votre compte',
  'site.contact.subject.partnership': 'Partenariat',
  'site.contact.subject.other': 'Autre sujet',
  'site.contact.message': 'Message',
  'site.contact.messageHint': 'Entre {min} et {max}\u00a0caractères.',
  'site.contact.messageTooShort': 'Écrivez un peu plus\u00a0: au moins 10\u00a0caractères.',
  'site.contact.website': 'Laissez ce champ vide',
  'site.contact.send': 'Envoyer le message',
  'site.contact.sending': 'Envoi de votre message…',
  'site.contact.summary': 'Merci de vérifier le formulaire',
  'site.contact.offline': 'Votre message n’a pas pu être envoyé. Vérifiez votre connexion, puis réessayez.',
  'site.contact.privacy':
    'Nous utilisons vos coordonnées uniquement pour vous répondre, et conservons votre message deux ans.',
  'site.contactSent.title': 'Message envoyé',
  'site.contactSent.description': 'Votre message est bien arrivé à l’équipe Parcel Audit.',
  'site.contactSent.lead':
    'Merci\u00a0: votre message est bien arrivé à notre équipe, et nous vous avons envoyé un accusé de réception par e-mail.',
  'site.contactSent.meanwhile': 'En attendant',
  'site.contactSent.pricing': 'Voir nos tarifs',
  'site.contactSent.faq': 'Lire les questions que nous posent les marchands',
};
