/** Messages en français des pages légales du site public (/fr/terms-conditions, /fr/data-agreement). */
import type { siteLegal as english } from '../en/site-legal';

export const siteLegal: Record<keyof typeof english, string> = {
  'site.legal.terms.title': 'Conditions générales',
  'site.legal.terms.description':
    'Les Conditions générales de Parcel Audit : l’audit des factures de transport, les réclamations déposées en votre nom, les identifiants transporteurs, la commission de succès, la responsabilité et la résiliation.',
  'site.legal.dataAgreement.title': 'Accord de traitement des données',
  'site.legal.dataAgreement.description':
    'L’Accord de traitement des données de Parcel Audit (article 28 du RGPD) : les données traitées, leurs finalités, les mesures de sécurité, les sous-traitants ultérieurs et la suppression.',
  'site.legal.version': 'Version {version}, en vigueur depuis le {date}.',
  'site.legal.contents': 'Sommaire',
  'site.legal.accepted':
    'L’inscription d’une entreprise vaut acceptation ; la plateforme enregistre la version acceptée par chaque personne.',
  'site.legal.see.terms': 'Il fait partie des <link>Conditions générales</link>.',
  'site.legal.see.dataAgreement':
    'L’<link>Accord de traitement des données</link> fait partie des présentes Conditions.',
  'site.legal.top': 'Retour au sommaire',
};
